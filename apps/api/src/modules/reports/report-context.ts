import type {
  ApprovalStream,
  ApprovalView,
  MonthType,
  TDrillParams,
  TReportFilters,
  TReportQuery,
} from "@pragati/domain/contract";
import { approvalStreamOf, isContractKind, isIndicatorKind, type ReportKind } from "@pragati/domain/reports";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { FieldErrorCollector } from "../../lib/errors";
import { assertOfficeInScope, inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import { approvalViewOf, approvedMonthOf } from "../approvals/month-approval-sql";
import { findApprovedOnlyDefault } from "../calendar/calendar.repository";
import { buildSetupBlock } from "../calendar/calendar.service";
import { decisionScope, seesAllMeetings } from "../meetings/meetings.service";
import {
  assertHeadOffice,
  projectOfficeScope,
  projectScopeOf,
  seesPostedProjectsOnly,
} from "../projects/project-scope";

/**
 * The resolved filters of one report call. `scope` is the caller's office scope (everything for the
 * public report without a session); every query of the module filters offices through `offices()`.
 */
export type ReportContext = {
  fiscalYearId: number;
  month: number;
  monthType: MonthType;
  /**
   * Root of the office subtree (`nikaya_id`), already checked to be in scope; on a consolidated view
   * without one, the root of the caller's scope (`consolidatedRoot`).
   */
  rootId: number | null;
  /** One implementing office (`office_id`, a summary row's office), already checked to be in scope. */
  officeId: number | null;
  activityId: number | null;
  /** Milestone lists: the rating as of the month (a dashboard rating slice). */
  rating: number | null;
  typeId: number | null;
  subtypeId: number | null;
  search: string;
  /**
   * The approval stream of a month-figure report and its view (`approved`: `officeFilter` keeps only the
   * offices whose month of the stream is approved at its top level); null on other reports.
   */
  stream: ApprovalStream | null;
  approval: ApprovalView | null;
  scope: (officeId: SQL) => SQL;
};

type ContextQuery = TReportQuery & {
  office_id?: number;
  activity_id?: number;
  rating?: number;
  search?: string;
};

/**
 * Fills the defaults (the current fiscal year and pragati reporting month; the suchak one for the
 * indicator report) and checks the offices:
 * an unknown fiscal year is a 422, an office outside the caller's scope a 404 (never 403, so ids do
 * not leak). `auth` null is the public report: every office, still one fiscal year. On the project
 * reports (`kind` project or projects, and the contract ones) a project head's postings replace the office scope
 * (`projectOfficeScope`), and their office filters are checked by `assertHeadOffice`. On the decision
 * reports (`decision`, `decisions`) the meetings' decision scope (alias `d`) replaces it, and a holder of
 * `meeting.manage` (the secretariat, who sees every decision) may filter by any existing office.
 */
export const resolveContext = async (
  executor: Executor,
  auth: AuthContext | null,
  query: ContextQuery,
  kind?: ReportKind,
): Promise<ReportContext> => {
  const askedYear = typeof query.fiscal_year_id === "number" ? query.fiscal_year_id : null;
  const setup = askedYear === null || query.month === undefined ? await buildSetupBlock(executor) : null;
  const fiscalYearId = askedYear ?? setup?.current_fiscal_year_id_by_current_date ?? null;
  const [year] =
    fiscalYearId === null
      ? []
      : await queryRows<{ id: number }>(
          executor,
          sql`SELECT id FROM fiscal_years WHERE id = ${fiscalYearId}`,
        );
  const errors = new FieldErrorCollector();
  if (!year)
    errors.add("fiscal_year_id", {
      en: "Select a fiscal year from the list.",
      np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।",
    });
  errors.throwIfAny();
  // The contract reports follow the contracts' scope, the projects' one rule.
  const projects = kind === "project" || kind === "projects" || isContractKind(kind);
  const decisions = kind === "decision" || kind === "decisions";
  const head = auth !== null && projects && seesPostedProjectsOnly(auth);
  // The secretariat and admin see every decision, so on the decision reports any existing office filters.
  const everyOffice = auth === null || (decisions && seesAllMeetings(auth));
  for (const officeId of [query.nikaya_id, query.office_id])
    if (officeId !== undefined)
      await (head
        ? assertHeadOffice(executor, auth, officeId)
        : assertOfficeInScope(executor, everyOffice ? PUBLIC : auth, officeId));
  const month =
    query.month ??
    (isIndicatorKind(kind)
      ? setup?.current_suchak_reporting_month
      : isContractKind(kind)
        ? setup?.current_ayojana_reporting_month
        : setup?.current_pragati_reporting_month) ??
    0;
  const scope: (column: SQL) => SQL = !auth
    ? () => sql`TRUE`
    : projects
      ? projectOfficeScope(auth)
      : decisions
        ? () => decisionScope(auth)
        : (column) => inOfficeScope(auth, column);
  const stream = approvalStreamOf(kind);
  const approval =
    stream === null
      ? null
      : await approvalViewOf(
          auth,
          query.approval,
          async () => setup?.approved_only_default ?? (await findApprovedOnlyDefault(executor)),
        );
  return {
    fiscalYearId: year!.id,
    month,
    monthType: query.month_type,
    rootId:
      query.nikaya_id ??
      (kind === "project" || kind === "contract" ? await consolidatedRoot(executor, auth, kind) : null),
    officeId: query.office_id ?? null,
    activityId: query.activity_id ?? null,
    rating: query.rating ?? null,
    typeId: query.type_id ?? null,
    subtypeId: query.subtype_id ?? null,
    search: query.search ?? "",
    stream,
    approval,
    scope,
  };
};

/**
 * The office a consolidated view (projects, contracts) is read for when none is asked: the lowest
 * office whose subtree holds the caller's whole scope on the view, so its rows are that office's
 * children (and its own row) and its name heads the screen, the print and the Excel alike. Admin
 * (every office): the one top-level office, or none when there are several (the rows are then the
 * top-level offices). Office staff: their office. A project head: the lowest office holding their own
 * office and the offices the projects posted to them today reach on the view (a project's profiling
 * office; a contract's procuring office). Null when nothing is in scope.
 */
const consolidatedRoot = async (
  executor: Executor,
  auth: AuthContext | null,
  kind: "project" | "contract",
): Promise<number | null> => {
  if (auth !== null && !auth.allOffices && !seesPostedProjectsOnly(auth)) return auth.nikayaId;
  let paths: SQL;
  if (auth === null || auth.allOffices) paths = sql`SELECT o.path FROM offices o WHERE o.parent_id IS NULL`;
  else {
    const scope = await projectScopeOf(executor, auth);
    const reached =
      kind === "project"
        ? sql`SELECT o.path FROM projects p JOIN offices o ON o.id = p.nikaya_id WHERE ${scope}`
        : sql`SELECT o.path FROM contracts c JOIN projects p ON p.id = c.project_id
                JOIN offices o ON o.id = c.nikaya_id WHERE ${scope}`;
    paths = sql`${reached} UNION SELECT o.path FROM offices o WHERE o.id = ${auth.nikayaId}`;
  }
  // The candidates are the ancestors of one path of the set; the lowest holding every path wins.
  const [root] = await queryRows<{ id: number }>(
    executor,
    sql`WITH s AS (${paths})
        SELECT r.id FROM offices r
         WHERE (SELECT min(s.path) FROM s) LIKE r.path || '%'
           AND NOT EXISTS (SELECT 1 FROM s WHERE s.path NOT LIKE r.path || '%')
         ORDER BY length(r.path) DESC LIMIT 1`,
  );
  return root?.id ?? null;
};

/** The month of the report's stream, whose approval each office row carries; null on other reports. */
export const approvalMonthOf = (ctx: ReportContext) =>
  ctx.stream === null ? null : { stream: ctx.stream, fiscalYearId: ctx.fiscalYearId, month: ctx.month };

/** The public report sees every office; only `allOffices` of it is read by the scope rule. */
const PUBLIC = { allOffices: true, officePath: null } as AuthContext;

/**
 * The office conditions of every report on an implementing-office column: the caller's scope, the
 * approval view, the subtree of `nikaya_id` and the one office of `office_id`.
 */
export const officeFilter = (ctx: ReportContext, column: SQL): SQL =>
  sql.join(
    [
      ctx.scope(column),
      // Approved only: the office's month of the report's stream approved at its top, so a count and the
      // list behind it follow the same view.
      ctx.approval === "approved" && ctx.stream !== null
        ? approvedMonthOf(approvalMonthOf(ctx)!, column)
        : sql`TRUE`,
      ctx.rootId === null
        ? sql`TRUE`
        : sql`${column} IN (SELECT x.id FROM offices x WHERE x.path LIKE (SELECT r.path FROM offices r WHERE r.id = ${ctx.rootId}) || '%')`,
      ctx.officeId === null ? sql`TRUE` : sql`${column} = ${ctx.officeId}`,
    ],
    sql` AND `,
  );

/** A milestone type filter: an id, or 0 for "without" (a summary row of milestones without a type). */
export const typeFilter = (column: SQL, value: number | null): SQL => {
  if (value === null) return sql`TRUE`;
  return value === 0 ? sql`${column} IS NULL` : sql`${column} = ${value}`;
};

/** The filters in effect, echoed by every answer. */
export const filtersOf = (ctx: ReportContext): TReportFilters => ({
  fiscal_year_id: ctx.fiscalYearId,
  month: ctx.month,
  month_type: ctx.monthType,
  nikaya_id: ctx.rootId,
  type_id: ctx.typeId,
  subtype_id: ctx.subtypeId,
  approval: ctx.approval,
});

/** The filters as drill-down query parameters (absent filters left out). */
export const drillBase = (ctx: ReportContext): TDrillParams => {
  const params: TDrillParams = {
    fiscal_year_id: ctx.fiscalYearId,
    month: ctx.month,
    month_type: ctx.monthType,
  };
  if (ctx.rootId !== null) params.nikaya_id = ctx.rootId;
  if (ctx.officeId !== null) params.office_id = ctx.officeId;
  if (ctx.typeId !== null) params.type_id = ctx.typeId;
  if (ctx.subtypeId !== null) params.subtype_id = ctx.subtypeId;
  if (ctx.search) params.search = ctx.search;
  if (ctx.approval !== null) params.approval = ctx.approval;
  return params;
};
