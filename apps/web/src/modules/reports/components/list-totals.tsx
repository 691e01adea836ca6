import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { drillOf, type TReportCells, type TReportColumn } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { drillHref } from "../report-params";
import { useColumnTitle } from "./summary-table";

/** The totals a list answers over every page: counts with their lists, or the timetable's months. */
export type WithTotals = {
  columns?: TReportColumn[];
  totals: TReportCells | { scheduled: number[]; entered: number[] } | null;
};

export function ListTotals({ data }: { data: WithTotals }) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const title = useColumnTitle();
  const { totals } = data;
  if (!totals) return null;
  if ("scheduled" in totals)
    return (
      <Paper withBorder p="sm" data-testid="report-totals">
        <Group gap="lg" wrap="wrap">
          {totals.scheduled.map((scheduled, month) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the 12 fiscal months.
            <Stack key={month} gap={0} align="center">
              <Text size="xs" fw={600}>
                {fmt.fiscalMonth(month)}
              </Text>
              <Text size="xs">
                {t("labels.scheduled")}: {fmt.number(scheduled)}
              </Text>
              <Text size="xs">
                {t("labels.entered")}: {fmt.number(totals.entered[month])}
              </Text>
            </Stack>
          ))}
        </Group>
      </Paper>
    );
  const cells = totals;
  return (
    <Paper withBorder p="sm" data-testid="report-totals">
      <Group gap="xl" wrap="wrap">
        {(data.columns ?? []).map((column) => {
          const drill = drillOf(column, cells);
          const count = fmt.number(cells.counts[column.key] ?? 0);
          return (
            <Stack key={column.key} gap={0}>
              <Text size="xs" c="dimmed">
                {title(column)}
              </Text>
              {drill ? (
                <Anchor
                  component={Link}
                  to={drillHref(drill.report, drill.params)}
                  fw={700}
                  data-testid={`count-${column.key}`}
                >
                  {count}
                </Anchor>
              ) : (
                <Text fw={700} data-testid={`count-${column.key}`}>
                  {count}
                </Text>
              )}
            </Stack>
          );
        })}
      </Group>
    </Paper>
  );
}
