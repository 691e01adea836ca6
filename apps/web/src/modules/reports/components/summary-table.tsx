import { Anchor, Box, ScrollArea, Table, Text } from "@mantine/core";
import { drillOf, type TReportCells, type TReportColumn } from "@pragati/domain/contract";
import { AMOUNT_FIGURES } from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { ApprovalStateBadge } from "../../approvals";
import { drillHref } from "../report-params";
import type { ReportView, Summary, SummaryLabels } from "../report-view";

/** The heading of a count column: a problem type's own name, else the measure's. */
export const useColumnTitle = () => {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return (column: TReportColumn) =>
    column.name !== undefined ? fmt.name(column.name, column.name_np) : t(`measures.${column.key}`);
};

/** Office rows: the office (its own projects marked), or the ministry of an indicator report by ministry. */
const OFFICE_LABELS: SummaryLabels = {
  heads: (summary) => [summary.group_by === "ministry" ? "labels.ministry" : "labels.office"],
  cells: (row, { fmt, own }) => {
    const name = fmt.name(row.nikaya_name, row.nikaya_name_np);
    return [row.own ? `${name} (${own})` : name];
  },
};

/**
 * A summary with its totals row; every count with a list behind it links to that list, and a treasury
 * row's name (or a consolidated view's office) to the level below it (the same report, `path`, with
 * the row's filters).
 */
export function SummaryTable({ view, summary, path }: { view: ReportView; summary: Summary; path?: string }) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const title = useColumnTitle();
  const labels = view.labels ?? OFFICE_LABELS;
  const heads = labels.heads(summary);
  const valueKeys = Object.keys(summary.totals.values);
  const words = { fmt, none: t("labels.none"), own: t("labels.own") };

  const cells = (row: TReportCells) => [
    ...summary.columns.map((column) => {
      const count = row.counts[column.key] ?? 0;
      const drill = drillOf(column, row);
      return (
        <Table.Td key={column.key} ta="right">
          {drill ? (
            <Anchor
              component={Link}
              to={drillHref(drill.report, drill.params)}
              data-testid={`count-${column.key}`}
            >
              {fmt.number(count)}
            </Anchor>
          ) : (
            <span data-testid={`count-${column.key}`}>{fmt.number(count)}</span>
          )}
        </Table.Td>
      );
    }),
    ...valueKeys.map((key) => (
      <Table.Td key={key} ta="right" data-testid={`value-${key}`}>
        {AMOUNT_FIGURES.includes(key) ? fmt.number(row.values[key]) : fmt.percent(row.values[key])}
      </Table.Td>
    )),
  ];

  return (
    <ScrollArea>
      <Table
        withTableBorder
        withColumnBorders
        striped
        highlightOnHover
        aria-label={t("tableLabel")}
        data-testid="report-summary"
      >
        <Table.Thead>
          <Table.Tr>
            {heads.map((head) => (
              <Table.Th key={head}>{t(head)}</Table.Th>
            ))}
            {summary.columns.map((column) => (
              <Table.Th key={column.key} ta="right">
                {title(column)}
              </Table.Th>
            ))}
            {valueKeys.map((key) => (
              <Table.Th key={key} ta="right">
                {t(`measures.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={heads.length + summary.columns.length + valueKeys.length}>
                <Text size="sm" c="dimmed" ta="center" data-testid="report-empty">
                  {t("empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {summary.rows.map((row, index) => {
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no single id across kinds.
              <Table.Tr key={index} fw={row.level === "type" || row.level === "main" ? 600 : undefined}>
                {labels.cells(row, words).map((label, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed label columns.
                  <Table.Th key={i} scope="row" fw="inherit">
                    {row.drillable && path ? (
                      <Anchor component={Link} to={drillHref(path, row.drill)} data-testid="treasury-drill">
                        {label}
                      </Anchor>
                    ) : view.officeDrill && path && !row.own ? (
                      <Anchor component={Link} to={drillHref(path, row.drill)} data-testid="office-drill">
                        {label}
                      </Anchor>
                    ) : (
                      label
                    )}
                    {/* The office's month of the report's stream: its figures are marked, never mixed silently. */}
                    {i === 0 && row.approval && (
                      <Box mt={4}>
                        <ApprovalStateBadge approval={row.approval} />
                      </Box>
                    )}
                  </Table.Th>
                ))}
                {cells(row)}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="report-totals">
            <Table.Th scope="row" colSpan={heads.length}>
              {t("labels.total")}
            </Table.Th>
            {cells(summary.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
