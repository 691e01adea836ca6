import {
  type ApprovalView,
  chosenFiscalYearId,
  type TDashboardRow,
  type TOfficeTrend,
  type TPagedQuery,
  type TProjectDashboardRow,
} from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { orNotFound } from "../../lib/errors";
import { type Paged, pagedList } from "../../lib/paged";
import { assertOfficeInScope, inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import { approvalViewOf } from "../approvals/month-approval-sql";
import { findApprovedOnlyDefault } from "../calendar/calendar.repository";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { projectOfficeScope, projectScopeOf, seesPostedProjectsOnly } from "../projects/project-scope";
import {
  entriesAwaitingReview,
  findUserOffice,
  milestonesWithoutEntry,
  officeMonthCountsSelect,
  officeTrends,
  projectOfficeCountsSelect,
} from "./dashboard.repository";

/** The header's fiscal year as sent (an id, `null`, empty or absent for the current year). */
type AskedYear = number | string | undefined;

/** The fiscal year of the query, else the current one (setup block). */
const fiscalYearOf = async (executor: Executor, asked: AskedYear) =>
  (await chosenOrCurrentFiscalYearId(executor, asked)) ?? 0;

type DashboardQuery = {
  type: "activity" | "ayojana";
  month_type: "upto" | "in";
  month?: number;
  fiscal_year_id?: AskedYear;
  approval?: ApprovalView;
};

/**
 * The statement of the dashboard's rows for the query, named like `search`. For activities: one row per
 * office in scope that has milestones, counting milestones by band and by rating as of month M: the
 * office's row of `office_month_counts` for the month and month type (kept current by the status rows'
 * triggers), read as it is. For projects (`type=ayojana`): one row per profiling office in scope with
 * projects of the year (a project head: one row per project posted to them, SPEC's `id` and
 * `ayojana_name`), as of month M (default the current ayojana reporting month; the month type does not
 * apply).
 */
const dashboardSelect = async (
  executor: Executor,
  auth: AuthContext,
  query: DashboardQuery,
  search = "",
): Promise<SQL> => {
  // The screen sends all three; the setup block supplies a missing one.
  const asked = chosenFiscalYearId(query.fiscal_year_id);
  const setup = asked === null || query.month == null ? await buildSetupBlock(executor) : null;
  const fiscalYearId = (await chosenOrCurrentFiscalYearId(executor, asked, setup ?? undefined)) ?? 0;
  const approvedOnly =
    (await approvalViewOf(
      auth,
      query.approval,
      async () => setup?.approved_only_default ?? (await findApprovedOnlyDefault(executor)),
    )) === "approved";
  if (query.type === "ayojana")
    return projectOfficeCountsSelect(
      {
        fiscalYearId,
        month: query.month ?? setup?.current_ayojana_reporting_month ?? 0,
        monthType: "upto",
        rootId: null,
        stream: null,
        approval: null,
        officeId: null,
        activityId: null,
        rating: null,
        typeId: null,
        subtypeId: null,
        search: "",
        scope: projectOfficeScope(auth),
      },
      await projectScopeOf(executor, auth),
      { perProject: seesPostedProjectsOnly(auth), approvedOnly, search },
    );
  return officeMonthCountsSelect({
    fiscalYearId,
    month: query.month ?? setup?.current_pragati_reporting_month ?? 0,
    monthType: query.month_type,
    scope: (office) => inOfficeScope(auth, office),
    search,
    approvedOnly,
  });
};

/** `api/dashboard/milestone-esthiti` (SPEC.md section 7): every row of the caller's scope. */
export const milestoneEsthiti = async (
  executor: Executor,
  auth: AuthContext,
  query: DashboardQuery,
): Promise<TDashboardRow[] | TProjectDashboardRow[]> => {
  const select = await dashboardSelect(executor, auth, query);
  return query.type === "ayojana"
    ? queryRows<TProjectDashboardRow>(executor, select)
    : queryRows<TDashboardRow>(executor, select);
};

/** `api/dashboard/cards`: the screen's page of those rows, found by name. */
export const dashboardCards = async (
  executor: Executor,
  auth: AuthContext,
  query: DashboardQuery & Pick<TPagedQuery, "page_no" | "per_page" | "search">,
): Promise<Paged<TDashboardRow> | Paged<TProjectDashboardRow>> => {
  const select = await dashboardSelect(executor, auth, query, query.search);
  return query.type === "ayojana"
    ? pagedList<TProjectDashboardRow>(executor, query, select)
    : pagedList<TDashboardRow>(executor, query, select);
};

/**
 * `api/dashboard/office-trend`: the month-by-month trends of the asked offices (the cards on screen),
 * as of month M of the year (default the current pragati reporting month). Offices out of the caller's
 * scope or without milestones have no row.
 */
export const officeTrend = async (
  executor: Executor,
  auth: AuthContext,
  query: { nikaya_id: number | number[]; month?: number; fiscal_year_id?: AskedYear },
): Promise<TOfficeTrend[]> => {
  const asked = chosenFiscalYearId(query.fiscal_year_id);
  const setup = asked === null || query.month == null ? await buildSetupBlock(executor) : null;
  return officeTrends(executor, {
    fiscalYearId: (await chosenOrCurrentFiscalYearId(executor, asked, setup ?? undefined)) ?? 0,
    month: query.month ?? setup?.current_pragati_reporting_month ?? 0,
    officeIds: [...new Set([query.nikaya_id].flat())],
    scope: (office) => inOfficeScope(auth, office),
  });
};

/**
 * Milestones of the office due in the current pragati reporting month (started by then, not completed
 * before it) that have no entry for that month.
 */
export const pragatiNotification = async (
  executor: Executor,
  auth: AuthContext,
  query: { nikaya_id?: number; fiscal_year_id?: AskedYear },
) => {
  const setup = await buildSetupBlock(executor);
  const nikayaId = query.nikaya_id ?? auth.nikayaId;
  if (nikayaId == null || !setup.pragati_notification) return { total: 0 };
  await assertOfficeInScope(executor, auth, nikayaId);
  return milestonesWithoutEntry(executor, {
    fiscalYearId: await fiscalYearOf(executor, query.fiscal_year_id),
    nikayaId,
    month: setup.current_pragati_reporting_month,
  });
};

/** Entries in the secretary's office subtree still waiting for a comment or a rating. */
export const reviewNotification = async (
  executor: Executor,
  auth: AuthContext,
  kind: "comment" | "rating",
  query: { sachib_user_id?: number; fiscal_year_id?: AskedYear },
) => {
  const setup = await buildSetupBlock(executor);
  if (!(kind === "comment" ? setup.comment_notification : setup.rating_notification)) return { total: 0 };
  const userId = query.sachib_user_id ?? auth.userId;
  const sachib = await orNotFound(findUserOffice(executor, userId), { en: "User", np: "प्रयोगकर्ता" });
  if (sachib.nikaya_id == null || sachib.path == null) return { total: 0 };
  await assertOfficeInScope(executor, auth, sachib.nikaya_id);
  return entriesAwaitingReview(executor, {
    fiscalYearId: await fiscalYearOf(executor, query.fiscal_year_id),
    officePath: sachib.path,
    kind,
  });
};
