import type { ActionPointStatus, TPagedQuery } from "@pragati/domain/contract";
import { REPORT_DUE_DAYS } from "@pragati/domain/monitoring";
import { type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, queryRow, queryRows } from "../../db/client";
import { monitoringActionPoints, monitoringComments, monitoringReports } from "../../db/schema/monitoring";
import { likePattern, pagedList } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";

export type ReportRecord = {
  team_mobilised: boolean;
  on_time: boolean | null;
  as_per_subject: boolean;
  main_objectives: string;
  suggestion: string;
  order_text: string;
  referral: string;
  updated_at: string;
};

/**
 * The visit's report; "on time" is derived from the dates: first submitted on or before the report's due
 * day, REPORT_DUE_DAYS after the visit's last day (the order letter's term); null until submitted.
 */
export const findReport = async (executor: Executor, visitId: number) =>
  queryRow<ReportRecord>(
    executor,
    sql`SELECT r.team_mobilised, r.as_per_subject, r.main_objectives, r.suggestion, r.order_text, r.referral,
                 r.updated_at::text AS updated_at,
                 CASE WHEN v.reported_on_ad IS NULL THEN NULL
                      ELSE v.reported_on_ad <= v.to_date_ad + ${REPORT_DUE_DAYS}::int END AS on_time
            FROM monitoring_reports r JOIN monitoring_visits v ON v.id = r.visit_id
           WHERE r.visit_id = ${visitId}`,
  );

export const upsertReport = (
  executor: Executor,
  values: PgInsertValue<typeof monitoringReports> & PgUpdateSetSource<typeof monitoringReports>,
) =>
  executor
    .insert(monitoringReports)
    .values(values)
    .onConflictDoUpdate({ target: monitoringReports.visitId, set: { ...values, updatedAt: sql`now()` } });

export type ReportFileRecord = {
  id: number;
  visit_id: number;
  filename: string;
  storage_key: string;
  mime_type: string;
};

export const reportFiles = (executor: Executor, visitId: number) =>
  queryRows<ReportFileRecord>(
    executor,
    sql`SELECT id, visit_id, filename, storage_key, mime_type FROM monitoring_report_files
         WHERE visit_id = ${visitId} ORDER BY id`,
  );

export const findReportFile = async (executor: Executor, id: number) =>
  queryRow<ReportFileRecord>(
    executor,
    sql`SELECT id, visit_id, filename, storage_key, mime_type FROM monitoring_report_files WHERE id = ${id}`,
  );

export type CommentRecord = { id: number; body: string; author: string; created_at: string };

export const visitComments = (executor: Executor, visitId: number) =>
  queryRows<CommentRecord>(
    executor,
    sql`SELECT c.id, c.body, COALESCE(u.name, '') AS author, c.created_at::text AS created_at
          FROM monitoring_comments c LEFT JOIN users u ON u.id = c.user_id
         WHERE c.visit_id = ${visitId} ORDER BY c.id`,
  );

export const insertComment = (executor: Executor, values: PgInsertValue<typeof monitoringComments>) =>
  executor.insert(monitoringComments).values(values);

export type ActionPointRecord = {
  id: number;
  visit_id: number;
  visit_title: string;
  visit_order_number: string;
  visit_state: string;
  /** The visit's creating office (its monitoring staff review completion claims). */
  visit_nikaya_id: number;
  description: string;
  responsible_nikaya_id: number;
  responsible_nikaya_name: string;
  responsible_nikaya_name_np: string;
  due_date: string;
  priority: "high" | "medium" | "low";
  status: ActionPointStatus;
  actions_taken: string;
  reason: string;
  overdue: boolean;
  days_overdue: number | null;
  aging: "d0_30" | "d31_60" | "d61_90" | "d90_plus" | null;
  /** The caller's office subtree holds the responsible office. */
  responsible: boolean;
  review_note: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  files: { id: number; filename: string; uploaded_at: string }[];
  /** The caller is of the visit's team (a member who reports, or the creating office's monitoring staff). */
  team: boolean;
};

/** What an action-point read needs: the caller's visits, their responsible offices, and today (AD). */
export type PointScope = { visits: SQL; responsible: SQL; team: SQL; todayAd: string };

/**
 * An action point (alias `ap`) is open while open, in progress or claimed completed: a claim the team
 * has not accepted yet is no completion (the domain's OPEN_ACTION_POINT_STATUSES).
 */
export const pointOpen = sql`ap.status IN ('open', 'in_progress', 'completion_claimed')`;

/** A visit (alias `v`) whose report is accepted (or the visit closed after it). */
export const acceptedVisit = sql`v.state IN ('accepted', 'closed')`;

/**
 * The pending rule (one for the lists, the aging report, the dashboard, the reminders and the project
 * summary): a point (alias `ap`, its visit `v`) is pending when it is open or in progress and its visit's
 * report is accepted; before that it is the team's draft recommendation, which the responsible office
 * does not see yet.
 */
export const pointPending = sql`(${pointOpen} AND ${acceptedVisit})`;

/** Overdue on `todayAd`: pending and past the due date. */
export const pointOverdue = (todayAd: string) => sql`(${pointPending} AND ap.due_date_ad < ${todayAd}::date)`;

/** Days past the due date of an overdue point (null otherwise). */
export const pointDaysOverdue = (todayAd: string) =>
  sql`CASE WHEN ${pointOverdue(todayAd)} THEN (${todayAd}::date - ap.due_date_ad) END`;

/** The aging bucket of an overdue point (d0_30, d31_60, d61_90, d90_plus; null otherwise). */
export const pointAging = (todayAd: string) =>
  sql`CASE WHEN NOT ${pointOverdue(todayAd)} THEN NULL
       WHEN ${todayAd}::date - ap.due_date_ad <= 30 THEN 'd0_30'
       WHEN ${todayAd}::date - ap.due_date_ad <= 60 THEN 'd31_60'
       WHEN ${todayAd}::date - ap.due_date_ad <= 90 THEN 'd61_90'
       ELSE 'd90_plus' END`;

/** Overdue is derived here, on every read: open or in progress and past the due date. */
const pointColumns = (scope: PointScope) => sql`ap.id, ap.visit_id, v.title AS visit_title,
  v.order_number AS visit_order_number, v.state AS visit_state, v.nikaya_id AS visit_nikaya_id, ap.description,
  o.id AS responsible_nikaya_id, o.name AS responsible_nikaya_name, o.name_np AS responsible_nikaya_name_np,
  ap.due_date, ap.priority, ap.status, ap.actions_taken, ap.reason,
  ${pointOverdue(scope.todayAd)} AS overdue,
  ${pointDaysOverdue(scope.todayAd)} AS days_overdue,
  ${pointAging(scope.todayAd)} AS aging,
  ${scope.responsible} AS responsible, ${scope.team} AS team,
  ap.review_note, rb.name AS reviewed_by, ap.reviewed_at::text AS reviewed_at,
  coalesce((SELECT json_agg(json_build_object('id', f.id, 'filename', f.filename, 'uploaded_at', f.created_at::text)
                   ORDER BY f.id)
              FROM monitoring_point_files f WHERE f.point_id = ap.id), '[]'::json) AS files`;

const pointFrom = sql`FROM monitoring_action_points ap
  JOIN monitoring_visits v ON v.id = ap.visit_id
  JOIN offices o ON o.id = ap.responsible_nikaya_id
  LEFT JOIN users rb ON rb.id = ap.reviewed_by`;

/**
 * The points the caller sees: those of the visits it sees, and, once the report is accepted, those its
 * offices are responsible for.
 */
export const pointInScope = (scope: PointScope) =>
  sql`(${scope.visits} OR (${scope.responsible} AND v.state IN ('accepted', 'closed')))`;

export const visitActionPoints = (executor: Executor, visitId: number, scope: PointScope) =>
  queryRows<ActionPointRecord>(
    executor,
    sql`SELECT ${pointColumns(scope)} ${pointFrom} WHERE ap.visit_id = ${visitId} ORDER BY ap.id`,
  );

export type PointFilters = TPagedQuery & {
  status?: ActionPointStatus;
  overdue?: "yes";
  responsible_nikaya_id?: number;
};

export const listActionPoints = (executor: Executor, query: PointFilters, scope: PointScope) => {
  const term = query.search.trim();
  return pagedList<ActionPointRecord>(
    executor,
    query,
    sql`SELECT ${pointColumns(scope)} ${pointFrom}
     WHERE ${pointInScope(scope)}
       ${typeof query.fiscal_year_id === "number" ? sql`AND v.fiscal_year_id = ${query.fiscal_year_id}` : sql``}
       ${query.status ? sql`AND ap.status = ${query.status}` : sql``}
       ${query.overdue ? sql`AND ${pointOverdue(scope.todayAd)}` : sql``}
       ${query.responsible_nikaya_id ? sql`AND ap.responsible_nikaya_id = ${query.responsible_nikaya_id}` : sql``}
       ${term ? sql`AND (ap.description ILIKE ${likePattern(term)} OR v.title ILIKE ${likePattern(term)})` : sql``}
     ORDER BY ap.due_date_ad, ap.id`,
  );
};

export const findActionPoint = async (executor: Executor, id: number, scope: PointScope) =>
  queryRow<ActionPointRecord>(
    executor,
    sql`SELECT ${pointColumns(scope)} ${pointFrom} WHERE ap.id = ${id} AND ${pointInScope(scope)}`,
  );

/** The visit an action point belongs to (it never changes, so it is read before the visit's lock), or null. */
export const pointVisitId = async (executor: Executor, pointId: number) =>
  (
    await queryRows<{ visit_id: number }>(
      executor,
      sql`SELECT visit_id FROM monitoring_action_points WHERE id = ${pointId}`,
    )
  )[0]?.visit_id ?? null;

export const insertActionPoint = (executor: Executor, values: PgInsertValue<typeof monitoringActionPoints>) =>
  executor.insert(monitoringActionPoints).values(values);

export const { update: updateActionPointRow, remove: deleteActionPointRow } =
  recordRows(monitoringActionPoints);

/** Open points of the visit, claims included (a visit is not closed while one is left). */
export const openPointCount = async (executor: Executor, visitId: number) =>
  (
    await queryRows<{ n: number }>(
      executor,
      sql`SELECT count(*)::int AS n FROM monitoring_action_points ap WHERE ap.visit_id = ${visitId} AND ${pointOpen}`,
    )
  )[0].n;

/** One evidence file of an action point, with the visit it belongs to. */
export const findPointFile = async (executor: Executor, id: number) =>
  queryRow<{
    id: number;
    point_id: number;
    visit_id: number;
    filename: string;
    storage_key: string;
    mime_type: string;
  }>(
    executor,
    sql`SELECT f.id, f.point_id, ap.visit_id, f.filename, f.storage_key, f.mime_type
            FROM monitoring_point_files f JOIN monitoring_action_points ap ON ap.id = f.point_id
           WHERE f.id = ${id}`,
  );

/**
 * Whether the office lies in the visit's scope: the monitored office's subtree, or an office above the
 * monitored office within the creating office's subtree (a recommendation goes to the offices the visit
 * is about and those answerable for them, never to another ministry's).
 */
export const officeInVisitScope = async (executor: Executor, officeId: number, visitId: number) =>
  (
    await queryRows(
      executor,
      sql`SELECT 1 FROM monitoring_visits v
            JOIN offices c ON c.id = v.nikaya_id
            JOIN offices t ON t.id = v.target_nikaya_id
            JOIN offices r ON r.id = ${officeId}
           WHERE v.id = ${visitId}
             AND (starts_with(r.path, t.path) OR (starts_with(t.path, r.path) AND starts_with(r.path, c.path)))`,
    )
  ).length > 0;

/** Whether the office exists. */
export const officeExists = async (executor: Executor, id: number) =>
  (await queryRows(executor, sql`SELECT id FROM offices WHERE id = ${id}`)).length > 0;

/**
 * The visited rule (one for the dashboard, the coverage report and the project summary): a visit (alias
 * `v`) visits its monitored office and its project when its report is accepted (or it is closed), it has
 * begun (its first day is not after `todayAd`) and its last day is after the same day 12 months before
 * (the monitoring_visits target and project indexes on the last day serve it). A visit accepted before
 * its last day counts from its acceptance on.
 */
export const coveringVisit = (todayAd: string) =>
  sql`(${acceptedVisit} AND v.to_date_ad > ${todayAd}::date - interval '12 months' AND v.from_date_ad <= ${todayAd}::date)`;

type DashboardRow = {
  by_state: Record<string, number> | null;
  open_points: number;
  overdue_points: number;
  completed_points: number;
  offices: number;
  offices_not_visited: number;
  projects: number;
  projects_not_visited: number;
};

/**
 * The monitoring dashboard in one statement: the caller's visits of the fiscal year by state, the
 * points it sees (open, overdue as of today, completed), and coverage: offices and projects of its
 * scope with no accepted (or closed) visit whose last day falls in the 12 months before today.
 */
export const monitoringDashboard = async (
  executor: Executor,
  scope: PointScope & { offices: SQL; fiscalYearId: number | null },
) =>
  (
    await queryRows<DashboardRow>(
      executor,
      sql`WITH covered AS (
            SELECT v.target_nikaya_id, v.project_id FROM monitoring_visits v WHERE ${coveringVisit(scope.todayAd)})
          SELECT
            (SELECT json_object_agg(s.state, s.n) FROM (
               SELECT v.state, count(*)::int AS n FROM monitoring_visits v
                WHERE ${scope.visits}
                  ${scope.fiscalYearId === null ? sql`` : sql`AND v.fiscal_year_id = ${scope.fiscalYearId}`}
                GROUP BY v.state) s) AS by_state,
            p.open_points, p.overdue_points, p.completed_points,
            (SELECT count(*)::int FROM offices o WHERE ${scope.offices}) AS offices,
            (SELECT count(*)::int FROM offices o WHERE ${scope.offices}
               AND NOT EXISTS (SELECT 1 FROM covered c WHERE c.target_nikaya_id = o.id)) AS offices_not_visited,
            (SELECT count(*)::int FROM projects pr JOIN offices o ON o.id = pr.nikaya_id WHERE ${scope.offices}) AS projects,
            (SELECT count(*)::int FROM projects pr JOIN offices o ON o.id = pr.nikaya_id WHERE ${scope.offices}
               AND NOT EXISTS (SELECT 1 FROM covered c WHERE c.project_id = pr.id)) AS projects_not_visited
          FROM (SELECT
                  (count(*) FILTER (WHERE ${pointPending}))::int AS open_points,
                  (count(*) FILTER (WHERE ${pointOverdue(scope.todayAd)}))::int AS overdue_points,
                  (count(*) FILTER (WHERE ap.status = 'completed'))::int AS completed_points
                  FROM monitoring_action_points ap JOIN monitoring_visits v ON v.id = ap.visit_id
                 WHERE ${pointInScope(scope)}) p`,
    )
  )[0];
