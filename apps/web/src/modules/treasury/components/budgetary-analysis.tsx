import { Anchor, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { BUDGETARY_FIGURES, type TBudgetaryAnalysis } from "@pragati/domain/contract";
import { AMOUNT_FIGURES } from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { LineChart } from "../../../ui/line-chart";
import { BUDGETARY_CHART_COLORS } from "../../../ui/theme";
import { drillHref } from "../../reports";

/** A date opens the office-expense report of that date (same filters). */
const DRILL_REPORT = "fcgo-details/office-expenses";

/** The lines: current and capital this year (solid), and the same date a year before (dashed). */
const LINES = [
  { key: "current_percent", color: BUDGETARY_CHART_COLORS.current, dashed: false },
  { key: "capital_percent", color: BUDGETARY_CHART_COLORS.capital, dashed: false },
  { key: "previous_current_percent", color: BUDGETARY_CHART_COLORS.current, dashed: true },
  { key: "previous_capital_percent", color: BUDGETARY_CHART_COLORS.capital, dashed: true },
] as const;

/**
 * The daily budgetary analysis: expense % of current and capital budget over the year's as-of dates
 * against the same date of the previous year, as a chart (an image named by its title) and the same
 * figures as a table, each date linking to the office expenses of that date.
 */
export function BudgetaryAnalysis({ analysis }: { analysis: TBudgetaryAnalysis }) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  if (analysis.rows.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="report-empty">
        {t("budgetary.empty")}
      </Text>
    );
  const last = analysis.rows.at(-1);
  return (
    <Stack gap="md">
      <Stack gap="xs" role="group" aria-label={t("budgetary.chartTitle")} data-testid="budgetary-chart">
        <Text fw={600}>{t("budgetary.chartTitle")}</Text>
        <LineChart
          withLegend
          label={t("budgetary.chartTitle")}
          labels={analysis.rows.map((row) => fmt.bsDate(row.as_of))}
          max={100}
          tickFormatter={(value) => fmt.percent(value, { maxDecimals: 0 })}
          series={LINES.map((line) => ({
            name: t(`measures.${line.key}`),
            color: line.color,
            dashed: line.dashed,
            values: analysis.rows.map((row) => row.values[line.key]),
          }))}
        />
        {last && (
          <Text size="sm" c="dimmed" data-testid="budgetary-latest">
            {t("budgetary.latest", {
              date: fmt.bsDate(last.as_of),
              current: fmt.percent(last.values.current_percent),
              capital: fmt.percent(last.values.capital_percent),
              previous: fmt.percent(last.values.previous_total_percent),
              total: fmt.percent(last.values.total_percent),
            })}
          </Text>
        )}
      </Stack>
      <ScrollArea>
        <Table
          withTableBorder
          withColumnBorders
          striped
          highlightOnHover
          aria-label={t("budgetary.tableLabel")}
          data-testid="report-summary"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("labels.asOf")}</Table.Th>
              <Table.Th>{t("labels.previousAsOf")}</Table.Th>
              {BUDGETARY_FIGURES.map((key) => (
                <Table.Th key={key} ta="right">
                  {t(`measures.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analysis.rows.map((row) => (
              <Table.Tr key={row.as_of} data-testid="budgetary-row">
                <Table.Th scope="row">
                  <Anchor
                    component={Link}
                    to={drillHref(DRILL_REPORT, row.drill)}
                    data-testid="budgetary-drill"
                  >
                    {fmt.bsDate(row.as_of)}
                  </Anchor>
                </Table.Th>
                <Table.Td>{fmt.bsDate(row.previous_as_of)}</Table.Td>
                {BUDGETARY_FIGURES.map((key) => (
                  <Table.Td key={key} ta="right" data-figure={key}>
                    {AMOUNT_FIGURES.includes(key)
                      ? fmt.number(row.values[key])
                      : fmt.percent(row.values[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
