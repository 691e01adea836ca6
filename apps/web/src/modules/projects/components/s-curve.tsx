import { Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import type { TProjectSummary, TSCurvePoint } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { LineChart } from "../../../ui/line-chart";
import { S_CURVE_COLORS } from "../../../ui/theme";

type Key =
  | "planned_physical"
  | "achieved_physical"
  | "planned_financial"
  | "achieved_financial"
  | "original_physical"
  | "original_financial";
type Row = Record<Key, number | null> & { month: number };
const CURVE_LINES: readonly { key: Key; color: string; dashed: boolean }[] = [
  { key: "planned_physical", color: S_CURVE_COLORS.physical, dashed: true },
  { key: "achieved_physical", color: S_CURVE_COLORS.physical, dashed: false },
  { key: "planned_financial", color: S_CURVE_COLORS.financial, dashed: true },
  { key: "achieved_financial", color: S_CURVE_COLORS.financial, dashed: false },
];
/** The original baseline's planned lines, beside the one in force once the plan has changed. */
const ORIGINAL_LINES: readonly { key: Key; color: string; dashed: boolean }[] = [
  { key: "original_physical", color: S_CURVE_COLORS.physical, dashed: true },
  { key: "original_financial", color: S_CURVE_COLORS.financial, dashed: true },
];

/**
 * The year's S-curve: cumulative planned (the baseline in force) and achieved physical and financial
 * percent by month, and the original baseline's planned lines once it has changed, as a chart or as a
 * table (the same figures, for screen readers and for reading exact values).
 */
export function SCurve({
  points: curve,
  baseline,
}: {
  points: TSCurvePoint[];
  baseline: TProjectSummary["baseline"];
}) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const [view, setView] = useState<"chart" | "table">("chart");
  const changed = baseline !== null && baseline.in_force.version > 1;
  const LINES = changed ? [...CURVE_LINES, ...ORIGINAL_LINES] : CURVE_LINES;
  const points: Row[] = curve.map((p) => ({
    ...p,
    original_physical: changed ? (baseline.original_curve[p.month]?.physical ?? null) : null,
    original_financial: changed ? (baseline.original_curve[p.month]?.financial ?? null) : null,
  }));
  const labels = points.map((p) => fmt.fiscalMonth(p.month));
  const cell = (value: number | null) => (value === null ? "-" : fmt.percent(value));

  const table = (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={t("summary.curve.tableLabel")} data-testid="s-curve-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("summary.curve.month")}</Table.Th>
            {LINES.map((line) => (
              <Table.Th key={line.key} ta="right">
                {t(`summary.curve.${line.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p) => (
            <Table.Tr key={p.month}>
              <Table.Td>{fmt.fiscalMonth(p.month)}</Table.Td>
              {LINES.map((line) => (
                <Table.Td key={line.key} ta="right">
                  {cell(p[line.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" data-print-hide>
        <Text size="sm" c="dimmed">
          {baseline === null
            ? t("summary.curve.noBaseline")
            : t("summary.curve.basis", {
                version: fmt.number(baseline.in_force.version),
                budget: fmt.number(baseline.in_force.annual_budget),
              })}
        </Text>
        <SegmentedControl
          aria-label={t("summary.curve.view")}
          value={view}
          onChange={(value) => setView(value as "chart" | "table")}
          data={[
            { value: "chart", label: t("summary.curve.asChart") },
            { value: "table", label: t("summary.curve.asTable") },
          ]}
        />
      </Group>
      <div className={view === "chart" ? undefined : "summary-screen-hidden"}>
        <LineChart
          withLegend
          label={t("summary.curve.chartLabel")}
          labels={labels}
          max={100}
          tickFormatter={(value) => fmt.percent(value)}
          series={LINES.map((line) => ({
            name: t(`summary.curve.${line.key}`),
            color: line.color,
            dashed: line.dashed,
            values: points.map((p) => p[line.key]),
          }))}
        />
      </div>
      <div className={view === "table" ? undefined : "summary-screen-hidden"}>{table}</div>
    </Stack>
  );
}
