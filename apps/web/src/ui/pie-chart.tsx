import { Tooltip } from "@mantine/core";

/** One slice: its name, count and a theme colour such as `green.8` (ui/theme.ts). */
export type PieSlice = { name: string; value: number; color: string };

type PieChartProps = {
  data: readonly PieSlice[];
  /** Width and height in pixels. */
  size: number;
  /** How a count reads in the slice's tooltip (the screen's digits). */
  valueFormatter?: (value: number) => string;
  /** A click on a slice, by its index in `data`. */
  onSliceClick?: (index: number) => void;
};

/** A theme colour (`green.8`) as Mantine's CSS variable. */
export const themeColorVar = (color: string): string => `var(--mantine-color-${color.replace(".", "-")})`;

const TURN = 2 * Math.PI;

/** A point of the unit circle, `fraction` of a turn clockwise from the top. */
const pointAt = (fraction: number): string =>
  `${Math.sin(fraction * TURN).toFixed(5)} ${(-Math.cos(fraction * TURN)).toFixed(5)}`;

/**
 * A pie drawn as plain SVG: the dashboard's and the UI kit's charts. A charting library (recharts,
 * about 100 KB gzipped) was most of the dashboard's first load on a slow connection for what is a few
 * arcs. The drawing is hidden from screen readers and the Tab key: every use shows the same figures as a
 * legend and a table beside it. Each slice names itself and its count in a tooltip on hover.
 */
export function PieChart({ data, size, valueFormatter = String, onSliceClick }: PieChartProps) {
  const total = data.reduce((sum, slice) => sum + Math.max(slice.value, 0), 0);
  let start = 0;
  const slices = data.map((slice, index) => {
    const fraction = total > 0 ? Math.max(slice.value, 0) / total : 0;
    const from = start;
    start += fraction;
    return { slice, index, from, fraction };
  });
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="-1.02 -1.02 2.04 2.04"
      data-testid="pie-chart"
      style={{ flex: "none" }}
    >
      {slices
        .filter(({ fraction }) => fraction > 0)
        .map(({ slice, index, from, fraction }) => {
          const common = {
            fill: themeColorVar(slice.color),
            stroke: "var(--mantine-color-white)",
            strokeWidth: 0.02,
            style: onSliceClick ? { cursor: "pointer" } : undefined,
            onClick: onSliceClick ? () => onSliceClick(index) : undefined,
          };
          const largeArc = fraction > 0.5 ? 1 : 0;
          return (
            <Tooltip.Floating key={slice.name} label={`${slice.name}: ${valueFormatter(slice.value)}`}>
              {/* A whole pie is a circle: an arc from a point back to itself draws nothing. */}
              {fraction >= 1 ? (
                <circle r={1} {...common} />
              ) : (
                <path
                  d={`M 0 0 L ${pointAt(from)} A 1 1 0 ${largeArc} 1 ${pointAt(from + fraction)} Z`}
                  {...common}
                />
              )}
            </Tooltip.Floating>
          );
        })}
    </svg>
  );
}
