import { Stack, Table, Text } from "@mantine/core";
import type { TOfficeTrend } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { LineChart } from "../../../ui/line-chart";
import { TREND_CHART_COLORS } from "../../../ui/theme";

type Trend = TOfficeTrend;
type TrendMonth = { month: number; milestones: number; completed: number; in_progress: number };

/** The answer's column arrays as one record per month. */
const monthsOf = (trend: Trend): TrendMonth[] =>
  trend.month.map((month, i) => ({
    month,
    milestones: trend.milestones[i],
    completed: trend.completed[i],
    in_progress: trend.in_progress[i],
  }));

const share = (count: number, month: TrendMonth) =>
  month.milestones > 0 ? Math.round((count / month.milestones) * 1000) / 10 : 0;

/**
 * An office's month-by-month trend: the shares of completed and in-progress milestones over the fiscal
 * months up to the chosen one. The drawing is an image named by its title; the line under it says the
 * latest shares and "show as table" lists every month.
 */
export function OfficeTrend({ trend }: { trend: Trend }) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const data = monthsOf(trend).map((month) => ({
    month: fmt.fiscalMonth(month.month),
    completed: share(month.completed, month),
    in_progress: share(month.in_progress, month),
  }));
  const last = data.at(-1);
  return (
    <Stack gap="xs" role="group" aria-label={t("trend.title")} data-testid="office-trend">
      <Text fw={600}>{t("trend.title")}</Text>
      <LineChart
        withLegend
        height={180}
        label={t("trend.title")}
        labels={data.map((month) => month.month)}
        max={100}
        tickFormatter={(value) => fmt.percent(value, { maxDecimals: 0 })}
        series={[
          {
            name: t("trend.completed"),
            color: TREND_CHART_COLORS.completed,
            values: data.map((month) => month.completed),
          },
          {
            name: t("trend.inProgress"),
            color: TREND_CHART_COLORS.in_progress,
            values: data.map((month) => month.in_progress),
          },
        ]}
      />
      {last && (
        <Text size="sm" c="dimmed">
          {t("trend.latest", {
            month: last.month,
            completed: fmt.percent(last.completed, { maxDecimals: 0 }),
            inProgress: fmt.percent(last.in_progress, { maxDecimals: 0 }),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The trend's figures as a table, month by month. */
export function TrendTable({ trend }: { trend: Trend }) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{t("trend.title")}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("trend.month")}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t("trend.completed")}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t("trend.inProgress")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthsOf(trend).map((month) => (
          <Table.Tr key={month.month}>
            <Table.Th scope="row" fw={400}>
              {fmt.fiscalMonth(month.month)}
            </Table.Th>
            <Table.Td ta="end">
              {fmt.percent(share(month.completed, month), { maxDecimals: 1 })} ({fmt.number(month.completed)})
            </Table.Td>
            <Table.Td ta="end">
              {fmt.percent(share(month.in_progress, month), { maxDecimals: 1 })} (
              {fmt.number(month.in_progress)})
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
