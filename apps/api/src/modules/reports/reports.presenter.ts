import type {
  TActivityListRow,
  TDrillParams,
  TMilestoneListRow,
  TOfficeReport,
  TPlanTree,
  TProblemReport,
  TReportCells,
  TReportColumn,
  TRowApproval,
  TSectionReport,
  TTimetable,
  TTypeReport,
} from "@pragati/domain/contract";
import { BANDS } from "@pragati/domain/progress";
import { drillBase, filtersOf, type ReportContext } from "./report-context";
import type {
  ActivityListSqlRow,
  ListPage,
  MilestoneListSqlRow,
  PlanTreeSqlRow,
  TimetableSqlRow,
} from "./report-lists.repository";
import type {
  OfficeSummaryRow,
  ProblemOfficeRow,
  ProblemSummaryRow,
  TypeSummaryRow,
} from "./reports.repository";

/** A count column drilling into `report` with `params` (measure, family, problem type). */
export const column = (key: string, report: string | null, params: TDrillParams = {}): TReportColumn => ({
  key,
  drill: report === null ? null : { report, params },
});

const zeros = (columns: readonly TReportColumn[]) => Object.fromEntries(columns.map((c) => [c.key, 0]));

const cells = (
  row: { counts: Record<string, number>; figures?: Record<string, number | null> },
  drill: TDrillParams,
): TReportCells => ({
  counts: row.counts,
  values: row.figures ?? {},
  drill,
});

const splitTotals = <T extends { is_total: number }>(rows: T[]) => ({
  body: rows.filter((row) => row.is_total === 0),
  total: rows.find((row) => row.is_total === 1),
});

/** Office rows drill into their own office (`office_id`); the totals row into the whole filter. */
export const presentOfficeReport = (
  ctx: ReportContext,
  rows: OfficeSummaryRow[],
  columns: TReportColumn[],
): TOfficeReport => {
  const { body, total } = splitTotals(rows);
  return {
    filters: filtersOf(ctx),
    columns,
    rows: body.map((row) => ({
      nikaya_id: row.nikaya_id!,
      nikaya_name: row.nikaya_name!,
      nikaya_name_np: row.nikaya_name_np!,
      ...(row.approval_state == null
        ? {}
        : {
            approval: {
              state: row.approval_state as TRowApproval["state"],
              level: row.approval_level ?? 0,
              levels: row.approval_levels ?? 1,
            },
          }),
      ...cells(row, { ...drillBase(ctx), office_id: row.nikaya_id! }),
    })),
    totals: cells(total ?? { counts: zeros(columns) }, drillBase(ctx)),
  };
};

/** A section's row drills into its subtree (`nikaya_id`); the root's own row into the root office alone. */
export const presentSectionReport = (
  ctx: ReportContext,
  rows: OfficeSummaryRow[],
  columns: TReportColumn[],
): TSectionReport => {
  const { body, total } = splitTotals(rows);
  return {
    filters: filtersOf(ctx),
    columns,
    rows: body.map((row) => {
      const own = row.nikaya_id === ctx.rootId;
      return {
        nikaya_id: row.nikaya_id!,
        nikaya_name: row.nikaya_name!,
        nikaya_name_np: row.nikaya_name_np!,
        own,
        ...cells(
          row,
          own
            ? { ...drillBase(ctx), office_id: row.nikaya_id! }
            : { ...drillBase(ctx), nikaya_id: row.nikaya_id! },
        ),
      };
    }),
    totals: cells(total ?? { counts: zeros(columns) }, drillBase(ctx)),
  };
};

/** Type rows drill with their type and subtype (0 = none) added to the filters. */
export const presentTypeReport = (
  ctx: ReportContext,
  rows: TypeSummaryRow[],
  columns: TReportColumn[],
): TTypeReport => {
  const body = rows.filter((row) => row.type_total === 0);
  const total = rows.find((row) => row.type_total === 1);
  return {
    filters: filtersOf(ctx),
    columns,
    rows: body.map((row) => {
      const level = row.subtype_total === 1 ? ("type" as const) : ("subtype" as const);
      const drill: TDrillParams = { ...drillBase(ctx), type_id: row.type_id ?? 0 };
      if (level === "subtype") drill.subtype_id = row.subtype_id ?? 0;
      return {
        level,
        type_id: row.type_id,
        type_name: row.type_name,
        type_name_np: row.type_name_np,
        subtype_id: level === "subtype" ? row.subtype_id : null,
        subtype_name: level === "subtype" ? row.subtype_name : null,
        subtype_name_np: level === "subtype" ? row.subtype_name_np : null,
        ...cells(row, drill),
      };
    }),
    totals: cells(total ?? { counts: zeros(columns) }, drillBase(ctx)),
  };
};

export const presentProblemReport = (
  ctx: ReportContext,
  rows: ProblemSummaryRow[],
  columns: TReportColumn[],
): TProblemReport => {
  const body = rows.filter((row) => row.main_total === 0);
  const total = rows.find((row) => row.main_total === 1);
  return {
    filters: filtersOf(ctx),
    columns,
    rows: body.map((row) => {
      const level = row.sub_total === 1 ? ("main" as const) : ("sub" as const);
      const drill: TDrillParams = { ...drillBase(ctx), main_type_id: row.main_type_id! };
      if (level === "sub") drill.sub_type_id = row.sub_type_id!;
      return {
        level,
        main_type_id: row.main_type_id!,
        main_type_name: row.main_type_name!,
        main_type_name_np: row.main_type_name_np!,
        sub_type_id: level === "sub" ? row.sub_type_id : null,
        sub_type_name: level === "sub" ? row.sub_type_name : null,
        sub_type_name_np: level === "sub" ? row.sub_type_name_np : null,
        ...cells({ counts: { with_reason: row.milestones } }, drill),
      };
    }),
    totals: cells({ counts: { with_reason: total?.milestones ?? 0 } }, drillBase(ctx)),
  };
};

/**
 * milestone-pragati-samasya-nikaya-wise: main problem types become the columns `main_<id>` (those
 * with a milestone in the filters), then `with_reason`, a milestone with any reason.
 */
export const presentProblemOfficeReport = (
  ctx: ReportContext,
  rows: ProblemOfficeRow[],
  drillParams: TDrillParams,
): TOfficeReport => {
  const cellRows = rows.filter((r) => r.kind === "cell");
  const typeTotals = cellRows.filter((r) => r.office_total === 1 && r.main_total === 0);
  const columns: TReportColumn[] = [
    ...typeTotals.map((r) => ({
      ...column(`main_${r.main_type_id}`, "table/milestone", {
        ...drillParams,
        main_type_id: r.main_type_id!,
      }),
      name: r.main_type_name!,
      name_np: r.main_type_name_np!,
    })),
    column("with_reason", "table/milestone", drillParams),
  ];
  const countsOf = (typeCells: ProblemOfficeRow[], total: ProblemOfficeRow | undefined) => ({
    ...zeros(columns),
    ...Object.fromEntries(typeCells.map((r) => [`main_${r.main_type_id}`, r.milestones])),
    with_reason: total?.milestones ?? 0,
  });
  // Indexed once: a thousand offices each filtering every cell is millions of comparisons.
  const byOffice = new Map<number | null, ProblemOfficeRow[]>();
  for (const r of cellRows)
    if (r.office_total === 0) byOffice.set(r.nikaya_id, [...(byOffice.get(r.nikaya_id) ?? []), r]);
  const ofOffice = (id: number | null) => byOffice.get(id) ?? [];
  return {
    filters: filtersOf(ctx),
    columns,
    rows: rows
      .filter((r) => r.kind === "office")
      .map((office) => {
        const own = ofOffice(office.nikaya_id);
        return {
          nikaya_id: office.nikaya_id!,
          nikaya_name: office.nikaya_name!,
          nikaya_name_np: office.nikaya_name_np!,
          ...cells(
            {
              counts: countsOf(
                own.filter((r) => r.main_total === 0),
                own.find((r) => r.main_total === 1),
              ),
            },
            { ...drillBase(ctx), office_id: office.nikaya_id! },
          ),
        };
      }),
    totals: cells(
      {
        counts: countsOf(
          typeTotals,
          cellRows.find((r) => r.office_total === 1 && r.main_total === 1),
        ),
      },
      drillBase(ctx),
    ),
  };
};

// --- lists -----------------------------------------------------------------------------------------

export const presentMilestoneRow = (row: MilestoneListSqlRow): TMilestoneListRow =>
  ({ ...row, band: BANDS[row.band] }) as TMilestoneListRow;

export const presentActivityRow = (row: ActivityListSqlRow): TActivityListRow => row as TActivityListRow;

/** The paging fields of a list page with its rows presented (the totals are shown apart). */
const pageOf = <S, T>({ totals: _totals, ...page }: ListPage<S>, present: (row: S) => T) => ({
  ...page,
  data: page.data.map(present),
});

export const presentMilestoneList = (ctx: ReportContext, page: ListPage<MilestoneListSqlRow>) => ({
  ...pageOf(page, presentMilestoneRow),
  filters: filtersOf(ctx),
});

export const presentActivityList = (ctx: ReportContext, page: ListPage<ActivityListSqlRow>) => ({
  ...pageOf(page, presentActivityRow),
  filters: filtersOf(ctx),
});

/** A list whose totals (counts over every page) drill like a summary's totals row. */
export const presentListWithTotals = <S, T>(
  ctx: ReportContext,
  page: ListPage<S>,
  present: (row: S) => T,
  columns: TReportColumn[],
) => ({
  ...pageOf(page, present),
  filters: filtersOf(ctx),
  columns,
  totals: page.totals === null ? null : cells({ counts: page.totals }, drillBase(ctx)),
});

export const presentTimetable = (ctx: ReportContext, page: ListPage<TimetableSqlRow>): TTimetable => {
  const months = Array.from({ length: 12 }, (_, month) => month);
  const { totals } = page;
  return {
    ...pageOf(page, (row) => row as unknown as TTimetable["data"][number]),
    filters: filtersOf(ctx),
    totals:
      totals === null
        ? null
        : { scheduled: months.map((m) => totals[`s${m}`]), entered: months.map((m) => totals[`e${m}`]) },
  };
};

export const presentPlanTree = (
  ctx: ReportContext,
  page: ListPage<PlanTreeSqlRow>,
  columns: TReportColumn[],
): TPlanTree =>
  presentListWithTotals(ctx, page, (row) => row as unknown as TPlanTree["data"][number], columns);
