import type { TPagedQuery } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRow, queryRows } from "../../db/client";
import { decisionReports } from "../../db/schema/meetings";
import { likePattern } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { pagedRecords } from "../../lib/record-sql";
import {
  type DecisionRecord,
  decisionColumns,
  decisionFrom,
  type MeetingScope,
  openStatus,
} from "./meetings.repository";

/**
 * What the caller may do, as conditions on a decision (alias `d`, its meeting `m`): report on it (the
 * reporting office in the caller's subtree) and review its reports (the meeting's secretariat).
 */
export type ReportRights = { report: SQL; review: SQL };

export type DecisionListRecord = DecisionRecord & {
  meeting_number: number;
  meeting_title: string;
  meeting_type_id: number;
  meeting_type_name: string;
  meeting_type_name_np: string;
  meeting_nikaya_id: number;
  meeting_nikaya_name: string;
  meeting_nikaya_name_np: string;
  latest_report_state: "submitted" | "accepted" | "returned" | null;
  can_report: boolean;
  can_review: boolean;
  reports_here: boolean;
};

/**
 * The latest report of `d`; at most one waits, and it is always the latest (a new one needs none
 * waiting). Without a report its state is NULL, hence the comparisons with IS [NOT] DISTINCT FROM.
 */
const latestReport = sql`LEFT JOIN LATERAL (SELECT r.state FROM decision_reports r WHERE r.decision_id = d.id
  ORDER BY r.id DESC LIMIT 1) lr ON TRUE`;

const listColumns = (rights: ReportRights) => sql`${decisionColumns},
       m.number AS meeting_number, m.title AS meeting_title,
       mt.id AS meeting_type_id, mt.name AS meeting_type_name, mt.name_np AS meeting_type_name_np,
       mo.id AS meeting_nikaya_id, mo.name AS meeting_nikaya_name, mo.name_np AS meeting_nikaya_name_np,
       lr.state AS latest_report_state,
       (${openStatus(sql`d`)} AND lr.state IS DISTINCT FROM 'submitted' AND ${rights.report}) AS can_report,
       (lr.state IS NOT DISTINCT FROM 'submitted' AND ${rights.review}) AS can_review,
       (${rights.report}) AS reports_here`;

const listFrom = sql`${decisionFrom}
  JOIN setup_items mt ON mt.id = m.meeting_type_id
  JOIN offices mo ON mo.id = m.nikaya_id
  ${latestReport}`;

export type DecisionFilters = TPagedQuery & {
  meeting_type_id?: number;
  state?: "to_report" | "to_review" | "overdue";
};

/** Decisions in scope (of meetings in the fiscal year asked), most overdue first. */
export const listDecisions = (
  executor: Executor,
  query: DecisionFilters,
  scope: MeetingScope,
  rights: ReportRights,
) => {
  const term = query.search.trim();
  const keys = sql`SELECT d.id FROM decisions d JOIN meetings m ON m.id = d.meeting_id ${latestReport}
     WHERE ${scope.decisions}
       ${typeof query.fiscal_year_id === "number" ? sql`AND m.fiscal_year_id = ${query.fiscal_year_id}` : sql``}
       ${query.meeting_type_id ? sql`AND m.meeting_type_id = ${query.meeting_type_id}` : sql``}
       ${
         query.state === "to_report"
           ? sql`AND ${openStatus(sql`d`)} AND lr.state IS DISTINCT FROM 'submitted' AND ${rights.report}`
           : query.state === "to_review"
             ? sql`AND lr.state IS NOT DISTINCT FROM 'submitted' AND ${rights.review}`
             : query.state === "overdue"
               ? sql`AND ${openStatus(sql`d`)} AND d.due_date_ad < ${scope.todayAd}::date`
               : sql``
       }
       ${term ? sql`AND (d.description ILIKE ${likePattern(term)} OR m.title ILIKE ${likePattern(term)})` : sql``}
     ORDER BY d.due_date_ad, d.id`;
  return pagedRecords<DecisionListRecord>(
    executor,
    query,
    keys,
    (page) => sql`SELECT ${listColumns(rights)} ${listFrom} WHERE d.id IN (${page})`,
  );
};

export const findListedDecision = async (
  executor: Executor,
  id: number,
  scope: MeetingScope,
  rights: ReportRights,
) =>
  queryRow<DecisionListRecord>(
    executor,
    sql`SELECT ${listColumns(rights)} ${listFrom} WHERE d.id = ${id} AND ${scope.decisions}`,
  );

export type DecisionReportRecord = {
  id: number;
  decision_id: number;
  period_index: number;
  period_end: string;
  status: string;
  description: string;
  reason: string;
  implementation_percent: number | null;
  state: "submitted" | "accepted" | "returned";
  review_note: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  reported_by: string | null;
  reported_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  files: { id: number; filename: string; uploaded_at: string }[];
};

const reportColumns = sql`r.id, r.decision_id, r.period_index, r.period_end, r.status, r.description, r.reason,
       r.implementation_percent, r.state, r.review_note, o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
       rb.name AS reported_by, r.reported_at::text AS reported_at, vb.name AS reviewed_by,
       r.reviewed_at::text AS reviewed_at,
       coalesce((SELECT json_agg(json_build_object('id', f.id, 'filename', f.filename, 'uploaded_at', f.created_at::text)
                         ORDER BY f.id)
                  FROM decision_report_files f WHERE f.report_id = r.id), '[]'::json) AS files`;

const reportFrom = sql`FROM decision_reports r
  JOIN offices o ON o.id = r.nikaya_id
  LEFT JOIN users rb ON rb.id = r.reported_by
  LEFT JOIN users vb ON vb.id = r.reviewed_by`;

/** Every report on a decision, newest first: its history. */
export const decisionReportRows = (executor: Executor, decisionId: number) =>
  queryRows<DecisionReportRecord>(
    executor,
    sql`SELECT ${reportColumns} ${reportFrom} WHERE r.decision_id = ${decisionId} ORDER BY r.id DESC`,
  );

export const findReport = async (executor: Executor, id: number) =>
  queryRow<DecisionReportRecord>(executor, sql`SELECT ${reportColumns} ${reportFrom} WHERE r.id = ${id}`);

export const pendingReportOf = async (executor: Executor, decisionId: number) =>
  queryRow<{ id: number }>(
    executor,
    sql`SELECT id FROM decision_reports WHERE decision_id = ${decisionId} AND state = 'submitted'`,
  );

export const insertReport = recordRows(decisionReports).insert;

export const setReportReview = (
  executor: Executor,
  id: number,
  review: { state: "accepted" | "returned"; note: string; userId: number },
) =>
  executor
    .update(decisionReports)
    .set({ state: review.state, reviewNote: review.note, reviewedBy: review.userId, reviewedAt: sql`now()` })
    .where(eq(decisionReports.id, id));

export const findReportFile = async (executor: Executor, id: number) =>
  queryRow<{
    id: number;
    report_id: number;
    decision_id: number;
    filename: string;
    storage_key: string;
    mime_type: string;
  }>(
    executor,
    sql`SELECT f.id, f.report_id, r.decision_id, f.filename, f.storage_key, f.mime_type
            FROM decision_report_files f JOIN decision_reports r ON r.id = f.report_id WHERE f.id = ${id}`,
  );

/** The stored files of a meeting's (or one decision's) reports, removed after the row deletion commits. */
export const reportFileKeys = async (
  executor: Executor,
  of: { meetingId: number } | { decisionId: number },
) =>
  (
    await queryRows<{ storage_key: string }>(
      executor,
      sql`SELECT f.storage_key FROM decision_report_files f
            JOIN decision_reports r ON r.id = f.report_id JOIN decisions d ON d.id = r.decision_id
           WHERE ${"meetingId" in of ? sql`d.meeting_id = ${of.meetingId}` : sql`d.id = ${of.decisionId}`}`,
    )
  ).map((row) => row.storage_key);
