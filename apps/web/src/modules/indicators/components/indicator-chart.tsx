import { Badge, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { TIndicatorListRow } from "@pragati/domain/contract";
import { monthsOfPeriod } from "@pragati/domain/indicators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { LineChart } from "../../../ui/line-chart";
import { STATUS_COLORS } from "../../indicators";

const LINES = [
  { key: "target", color: "gray.7", dashed: true },
  { key: "actual", color: "blue.7", dashed: false },
] as const;

/** A period's name: its month, or its first and last month. */
const usePeriodLabel = () => {
  const fmt = useFormat();
  return (row: TIndicatorListRow, period: number) => {
    const months = monthsOfPeriod(row.review_period, period).map((m) => fmt.fiscalMonth(m));
    return months.length === 1 ? months[0] : `${months[0]} – ${months[months.length - 1]}`;
  };
};

/** An indicator's status to date (or a period's), coloured by merit. */
export function TrackBadge({ status }: { status: TIndicatorListRow["track_status"] }) {
  const { t } = useTranslation("reports");
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" data-status={status}>
      {t(`trackStatuses.${status}`)}
    </Badge>
  );
}

/**
 * One indicator's targets against its achievements, period by period: the target as a dashed line,
 * the achievement as a solid one, and the same figures with the % and status to each period's end as
 * a table (for screen readers and exact values).
 */
export function IndicatorChartButton({ row }: { row: TIndicatorListRow }) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const periodLabel = usePeriodLabel();
  const [open, setOpen] = useState(false);
  const name = fmt.name(row.indicator_name, row.indicator_name_np);
  const labels = row.periods.map((p) => periodLabel(row, p.period));
  const values = row.periods.flatMap((p) => [p.target ?? 0, p.actual ?? 0]);
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} data-print-hide>
        {t("indicatorChart.open")}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={name} size="xl">
        <Stack gap="sm" data-testid="indicator-chart">
          <Group gap="sm">
            <TrackBadge status={row.track_status} />
            <Text size="sm">
              {t("indicatorChart.toDate", {
                target: row.target_to_date === null ? "–" : fmt.number(row.target_to_date),
                actual: row.achieved_to_date === null ? "–" : fmt.number(row.achieved_to_date),
                percent:
                  row.percent_achieved === null ? "–" : fmt.percent(row.percent_achieved, { decimals: 2 }),
              })}
            </Text>
          </Group>
          <LineChart
            withLegend
            label={t("indicatorChart.label", { name })}
            labels={labels}
            max={Math.max(1, ...values)}
            tickFormatter={(value) => fmt.number(value)}
            series={LINES.map((line) => ({
              name: t(`indicatorChart.${line.key}`),
              color: line.color,
              dashed: line.dashed,
              values: row.periods.map((p) => p[line.key]),
            }))}
          />
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder aria-label={t("indicatorChart.tableLabel", { name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("indicatorChart.period")}</Table.Th>
                  <Table.Th ta="right">{t("indicatorChart.target")}</Table.Th>
                  <Table.Th ta="right">{t("indicatorChart.actual")}</Table.Th>
                  <Table.Th ta="right">{t("columns.percent_achieved")}</Table.Th>
                  <Table.Th>{t("columns.track_status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {row.periods.map((p) => (
                  <Table.Tr key={p.period} data-testid="chart-period">
                    <Table.Td>{labels[p.period]}</Table.Td>
                    <Table.Td ta="right">{p.target === null ? "–" : fmt.number(p.target)}</Table.Td>
                    <Table.Td ta="right">{p.actual === null ? "–" : fmt.number(p.actual)}</Table.Td>
                    <Table.Td ta="right">
                      {p.percent === null ? "–" : fmt.percent(p.percent, { decimals: 2 })}
                    </Table.Td>
                    <Table.Td>{p.status ? <TrackBadge status={p.status} /> : "–"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Modal>
    </>
  );
}
