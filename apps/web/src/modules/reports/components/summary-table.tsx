import { Anchor, ScrollArea, Table, Text } from "@mantine/core";
import {
  drillOf,
  TREASURY_NONE,
  type TReportCells,
  type TReportColumn,
  type TTreasuryReport,
} from "@pragati/domain/contract";
import { AMOUNT_FIGURES, type ReportKind } from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Formatter, useFormat } from "../../../lib/format";
import { drillHref } from "../report-params";

/** The rows of every summary kind, with whichever label fields the kind has. */
export type SummaryRow = TReportCells & {
  nikaya_id?: number;
  nikaya_name?: string;
  nikaya_name_np?: string;
  own?: boolean;
  level?: "type" | "subtype" | "main" | "sub";
  type_name?: string | null;
  type_name_np?: string | null;
  subtype_name?: string | null;
  subtype_name_np?: string | null;
  main_type_name?: string;
  main_type_name_np?: string;
  sub_type_name?: string | null;
  sub_type_name_np?: string | null;
  group_name?: string;
  group_name_np?: string;
  /** Treasury rows: the name (and code) in the file, and whether it opens the next level. */
  name?: string;
  code?: string | null;
  drillable?: boolean;
};
/** `group_by`: what a decision summary's rows are; `level` and `detail`: a treasury report's level. */
export type Summary = {
  columns: TReportColumn[];
  rows: SummaryRow[];
  totals: TReportCells;
  group_by?: string;
} & Partial<Pick<TTreasuryReport, "level" | "detail">>;

/** The heading of a count column: a problem type's own name, else the measure's. */
export const useColumnTitle = () => {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  return (column: TReportColumn) =>
    column.name !== undefined ? fmt.name(column.name, column.name_np) : t(`measures.${column.key}`);
};

/** A treasury report's label column names its level: ministry, office, or the report's detail. */
const treasuryHead = (summary: Summary): string =>
  summary.level === "ministry"
    ? "labels.ministry"
    : summary.level === "office"
      ? "labels.office"
      : `labels.${summary.detail ?? "subhead"}`;

const labelHeads = (kind: ReportKind, summary: Summary): string[] =>
  kind === "treasury"
    ? [treasuryHead(summary)]
    : kind === "type"
      ? ["labels.type", "labels.subtype"]
      : kind === "problem"
        ? ["labels.mainProblem", "labels.subProblem"]
        : kind === "decision"
          ? [
              summary.group_by === "office"
                ? "labels.implementing_office"
                : `labels.${summary.group_by ?? "meeting_type"}`,
            ]
          : [summary.group_by === "ministry" ? "labels.ministry" : "labels.office"];

const labelCells = (
  kind: ReportKind,
  row: SummaryRow,
  fmt: Formatter,
  none: string,
  own: string,
): string[] => {
  if (kind === "type")
    return row.level === "type"
      ? [fmt.name(row.type_name, row.type_name_np) || none, ""]
      : ["", fmt.name(row.subtype_name, row.subtype_name_np) || none];
  if (kind === "problem")
    return row.level === "main"
      ? [fmt.name(row.main_type_name, row.main_type_name_np), ""]
      : ["", fmt.name(row.sub_type_name, row.sub_type_name_np)];
  if (kind === "decision") return [fmt.digits(fmt.name(row.group_name, row.group_name_np))];
  const name = fmt.name(row.nikaya_name, row.nikaya_name_np);
  return [row.own ? `${name} (${own})` : name];
};

/** A treasury row's label: its code and name as filed (rows filed without a name read "none"). */
const treasuryLabel = (row: SummaryRow, fmt: Formatter, none: string): string => {
  const name = !row.name || row.name === TREASURY_NONE ? none : row.name;
  return row.code && row.code !== row.name ? `${fmt.digits(row.code)} ${name}` : fmt.digits(name);
};

/**
 * A summary with its totals row; every count with a list behind it links to that list, and a treasury
 * row's name (or a consolidated view's office) to the level below it (the same report, `path`, with
 * the row's filters).
 */
export function SummaryTable({ kind, summary, path }: { kind: ReportKind; summary: Summary; path?: string }) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const title = useColumnTitle();
  const heads = labelHeads(kind, summary);
  const valueKeys = Object.keys(summary.totals.values);
  const none = t("labels.none");
  const own = t("labels.own");
  // A consolidated view's office row opens the same view for that office (its children as rows).
  const consolidated = kind === "project" || kind === "contract";

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
      <Table.Td key={key} ta="right">
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
            const labels =
              kind === "treasury" ? [treasuryLabel(row, fmt, none)] : labelCells(kind, row, fmt, none, own);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no single id across kinds.
              <Table.Tr key={index} fw={row.level === "type" || row.level === "main" ? 600 : undefined}>
                {labels.map((label, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed label columns.
                  <Table.Th key={i} scope="row" fw="inherit">
                    {row.drillable && path ? (
                      <Anchor component={Link} to={drillHref(path, row.drill)} data-testid="treasury-drill">
                        {label}
                      </Anchor>
                    ) : consolidated && path && !row.own ? (
                      <Anchor component={Link} to={drillHref(path, row.drill)} data-testid="office-drill">
                        {label}
                      </Anchor>
                    ) : (
                      label
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
