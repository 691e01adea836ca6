import { Group, Stack, Text } from "@mantine/core";
import { themeColorVar } from "./pie-chart";

/** One line: its name, a theme colour (`blue.7`), a value per x label (null: no point) and its stroke. */
export type LineSeries = {
  name: string;
  color: string;
  values: readonly (number | null)[];
  dashed?: boolean;
};

type LineChartProps = {
  series: readonly LineSeries[];
  /** The x axis's labels, one per value. */
  labels: readonly string[];
  /** The top of the y axis (percentages: 100); grows to the largest value when one is above it. */
  max: number;
  /** The y axis's tick labels (the screen's digits). */
  tickFormatter: (value: number) => string;
  /** What the chart shows, for screen readers (the figures themselves are in the table beside it). */
  label: string;
  height?: number;
  /** A legend under the chart: each line's stroke and name. */
  withLegend?: boolean;
};

const WIDTH = 640;
const PAD = { left: 44, right: 12, top: 12, bottom: 40 };
/** At most this many x labels are written; a long axis (a year of as-of dates) names every n-th point. */
const MAX_X_LABELS = 14;

/** A series' stroke as a short sample line, for the legend. */
function LineSample({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <svg width={28} height={8} aria-hidden="true">
      <line
        x1={0}
        x2={28}
        y1={4}
        y2={4}
        stroke={themeColorVar(color)}
        strokeWidth={3}
        strokeDasharray={dashed ? "6 4" : undefined}
      />
    </svg>
  );
}

/**
 * A line chart drawn as plain SVG, like the pies (no charting library in the bundle). It scales to its
 * container's width; every use offers the same figures as a table.
 */
export function LineChart({ withLegend, ...chart }: LineChartProps) {
  if (!withLegend) return <LineSvg {...chart} />;
  return (
    <Stack gap="xs">
      <LineSvg {...chart} />
      <Group gap="md">
        {chart.series.map((s) => (
          <Group key={s.name} gap={6} wrap="nowrap">
            <LineSample color={s.color} dashed={s.dashed} />
            <Text size="sm">{s.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

function LineSvg({
  series,
  labels,
  max,
  tickFormatter,
  label,
  height = 280,
}: Omit<LineChartProps, "withLegend">) {
  const top = Math.max(max, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length > 1 ? (i / (labels.length - 1)) * plotW : plotW / 2);
  const y = (v: number) => PAD.top + plotH - (top > 0 ? (v / top) * plotH : 0);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f));
  const every = Math.ceil(labels.length / MAX_X_LABELS);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: "block" }}
      data-testid="line-chart"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="var(--mantine-color-gray-3)"
            strokeWidth={1}
          />
          <text
            x={PAD.left - 6}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={11}
            fill="var(--mantine-color-gray-7)"
          >
            {tickFormatter(tick)}
          </text>
        </g>
      ))}
      {labels.map((text, i) =>
        i % every !== 0 ? null : (
          <text
            key={`${i}-${text}`}
            x={x(i)}
            y={height - PAD.bottom + 16}
            textAnchor="end"
            fontSize={11}
            fill="var(--mantine-color-gray-7)"
            transform={`rotate(-35 ${x(i)} ${height - PAD.bottom + 16})`}
          >
            {text}
          </text>
        ),
      )}
      {series.map((s) => {
        const points = s.values.flatMap((v, i) =>
          v === null ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`],
        );
        return (
          <g key={s.name} data-series={s.name}>
            <polyline
              points={points.join(" ")}
              fill="none"
              stroke={themeColorVar(s.color)}
              strokeWidth={2.5}
              strokeDasharray={s.dashed ? "6 4" : undefined}
            />
            {s.values.map((v, i) =>
              v === null ? null : (
                <circle key={`${i}-${labels[i]}`} cx={x(i)} cy={y(v)} r={3} fill={themeColorVar(s.color)} />
              ),
            )}
          </g>
        );
      })}
    </svg>
  );
}
