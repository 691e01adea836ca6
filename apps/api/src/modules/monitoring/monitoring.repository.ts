import type { TPagedQuery } from "@pragati/domain/contract";
import type { VisitState } from "@pragati/domain/monitoring";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRow, queryRows } from "../../db/client";
import { monitoringMembers, monitoringVisits } from "../../db/schema/monitoring";
import { likePattern, pagedList } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { coveringVisit, pointOverdue, pointPending } from "./visit-reports.repository";

/** Which visits the caller sees: the scope condition on alias `v`, and the caller's user id. */
export type VisitScope = { visits: SQL; userId: number };

export type VisitListRecord = {
  id: number;
  fiscal_year_id: number;
  title: string;
  order_number: string;
  from_date: string;
  to_date: string;
  state: VisitState;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  target_nikaya_id: number;
  target_nikaya_name: string;
  target_nikaya_name_np: string;
  project_id: number | null;
  project_name: string | null;
  leader: string | null;
  member_count: number;
  verified_count: number;
  is_merged: boolean;
  merged_into_id: number | null;
  merged_into_title: string | null;
};

export type VisitRecord = VisitListRecord & {
  subject: string;
  transport: "office" | "public" | "rented" | null;
  expense: string | null;
  country: string;
  ward: string;
  location: string;
  code: string;
  orphan: boolean;
  approver_name: string;
  approver_designation: string;
  approver_office: string;
  order_count: number;
  order_issued_on: string | null;
  state_reason: string;
  from_date_ad: string;
};

export type MemberRecord = {
  id: number;
  visit_id: number;
  user_id: number | null;
  username: string | null;
  name: string;
  phone: string;
  email: string;
  designation: string;
  member_type: "staff" | "expert" | "representative";
  is_leader: boolean;
  verified_at: string | null;
  excuse_reason: string;
};

const listColumns = sql`v.id, v.fiscal_year_id, v.title, v.order_number, v.from_date, v.to_date, v.state,
  o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
  t.id AS target_nikaya_id, t.name AS target_nikaya_name, t.name_np AS target_nikaya_name_np,
  p.id AS project_id, p.name AS project_name,
  (SELECT m.name FROM monitoring_members m WHERE m.visit_id = v.id AND m.is_leader) AS leader,
  (SELECT count(*)::int FROM monitoring_members m WHERE m.visit_id = v.id) AS member_count,
  (SELECT count(*)::int FROM monitoring_members m WHERE m.visit_id = v.id AND m.verified_at IS NOT NULL) AS verified_count,
  v.is_merged, v.merged_into_id, mi.title AS merged_into_title`;

const listFrom = sql`FROM monitoring_visits v
  JOIN offices o ON o.id = v.nikaya_id
  JOIN offices t ON t.id = v.target_nikaya_id
  LEFT JOIN projects p ON p.id = v.project_id
  LEFT JOIN monitoring_visits mi ON mi.id = v.merged_into_id`;

/** Visits that may still be merged: not gone to the field, not merged, not merged ones (alias `v`). */
export const mergeable = sql`(v.state IN ('draft', 'ordered') AND v.merged_into_id IS NULL AND NOT v.is_merged)`;

/** The visits a merged visit combines. */
export const mergedSources = (executor: Executor, visitId: number) =>
  queryRows<{ id: number; title: string }>(
    executor,
    sql`SELECT id, title FROM monitoring_visits WHERE merged_into_id = ${visitId} ORDER BY id`,
  );

/** The caller is in the visit's team (alias `v`). */
export const isMemberOf = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM monitoring_members mm WHERE mm.visit_id = v.id AND mm.user_id = ${userId})`;

export type VisitFilters = TPagedQuery & {
  state?: VisitState;
  nikaya_id?: number;
  mine?: "involved";
  kind?: "merged" | "mergeable";
};

/** Visits in scope (of the fiscal year asked), newest first. */
export const listVisits = (executor: Executor, query: VisitFilters, scope: VisitScope) => {
  const term = query.search.trim();
  return pagedList<VisitListRecord>(
    executor,
    query,
    sql`SELECT ${listColumns} ${listFrom}
     WHERE ${scope.visits}
       ${typeof query.fiscal_year_id === "number" ? sql`AND v.fiscal_year_id = ${query.fiscal_year_id}` : sql``}
       ${query.state ? sql`AND v.state = ${query.state}` : sql``}
       ${query.nikaya_id ? sql`AND v.nikaya_id = ${query.nikaya_id}` : sql``}
       ${query.mine === "involved" ? sql`AND ${isMemberOf(scope.userId)}` : sql``}
       ${query.kind === "merged" ? sql`AND v.is_merged` : sql``}
       ${query.kind === "mergeable" ? sql`AND ${mergeable}` : sql``}
       ${term ? sql`AND (v.title ILIKE ${likePattern(term)} OR v.order_number ILIKE ${likePattern(term)})` : sql``}
     ORDER BY v.from_date_ad DESC, v.id DESC`,
  );
};

export const findVisit = async (executor: Executor, id: number, scope: VisitScope) =>
  queryRow<VisitRecord>(
    executor,
    sql`SELECT ${listColumns}, v.subject, v.transport, v.expense, v.country, v.ward, v.location, v.code,
                 v.orphan, v.approver_name, v.approver_designation, v.approver_office, v.order_count,
                 v.order_issued_on, v.state_reason, v.from_date_ad::text AS from_date_ad
          ${listFrom} WHERE v.id = ${id} AND ${scope.visits}`,
  );

/** The visit a member belongs to (it never changes, so it is read before the visit's lock), or null. */
export const memberVisitId = async (executor: Executor, memberId: number) =>
  (
    await queryRows<{ visit_id: number }>(
      executor,
      sql`SELECT visit_id FROM monitoring_members WHERE id = ${memberId}`,
    )
  )[0]?.visit_id ?? null;

export const visitMembers = (executor: Executor, visitId: number) =>
  queryRows<MemberRecord>(
    executor,
    sql`SELECT m.id, m.visit_id, m.user_id, u.username, m.name, m.phone, m.email, m.designation, m.member_type,
               m.is_leader, m.verified_at::text AS verified_at, m.excuse_reason
          FROM monitoring_members m LEFT JOIN users u ON u.id = m.user_id
         WHERE m.visit_id = ${visitId} ORDER BY m.is_leader DESC, m.id`,
  );

export const findMember = async (executor: Executor, id: number) =>
  queryRow<MemberRecord>(
    executor,
    sql`SELECT m.id, m.visit_id, m.user_id, u.username, m.name, m.phone, m.email, m.designation,
                 m.member_type, m.is_leader, m.verified_at::text AS verified_at, m.excuse_reason
            FROM monitoring_members m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = ${id}`,
  );

export const { insert: insertVisit, update: updateVisitRow } = recordRows(monitoringVisits);

export const {
  insert: insertMember,
  update: updateMemberRow,
  remove: deleteMemberRow,
} = recordRows(monitoringMembers);

/** Clears the leader flag of the visit's other members, so a new leader replaces the old one. */
export const clearLeader = (executor: Executor, visitId: number) =>
  executor
    .update(monitoringMembers)
    .set({ isLeader: false })
    .where(sql`${monitoringMembers.visitId} = ${visitId} AND ${monitoringMembers.isLeader}`);

export const fiscalYearIdOf = async (executor: Executor, startYear: number) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT id FROM fiscal_years WHERE start_year = ${startYear}`,
    )
  )[0]?.id ?? null;

/** Whether the project belongs to the monitored office. */
export const projectOfOffice = async (executor: Executor, projectId: number, nikayaId: number) =>
  (
    await queryRows(
      executor,
      sql`SELECT p.id FROM projects p WHERE p.id = ${projectId} AND p.nikaya_id = ${nikayaId}`,
    )
  ).length > 0;

/**
 * The id of the account a team member links to, or null: an active user of the caller's office scope, or
 * the account the member already links to (`keep`), so editing a member whose account was disabled later
 * keeps the link. Null alike for an unknown, disabled or out-of-scope username: no existence is told.
 */
export const userIdOf = async (
  executor: Executor,
  input: { username: string; scope: SQL; keep: number | null },
) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT u.id FROM users u
           WHERE lower(u.username) = lower(${input.username})
             AND (${input.keep === null ? sql`FALSE` : sql`u.id = ${input.keep}`} OR (u.status AND ${input.scope}))`,
    )
  )[0]?.id ?? null;

/**
 * The involved count (SPEC.md section 7) with the toast's figures, in one statement: visits whose team
 * the caller is in; of them, those the caller has not verified (past the draft); and the drafts of the
 * caller's office subtree whose sub-profile is incomplete (`complete` is the wizard's rule in SQL).
 */
export const involvedCounts = async (executor: Executor, userId: number, ownDrafts: SQL) =>
  (
    await queryRows<{ involved: number; to_verify: number; incomplete: number }>(
      executor,
      sql`SELECT
        (SELECT count(DISTINCT m.visit_id)::int FROM monitoring_members m
           JOIN monitoring_visits v ON v.id = m.visit_id
          WHERE m.user_id = ${userId} AND v.state <> 'cancelled') AS involved,
        (SELECT count(*)::int FROM monitoring_members m
           JOIN monitoring_visits v ON v.id = m.visit_id
          WHERE m.user_id = ${userId} AND m.verified_at IS NULL AND v.state IN ('ordered', 'in_field')) AS to_verify,
        (SELECT count(*)::int FROM monitoring_visits v
          WHERE v.state = 'draft' AND ${ownDrafts}
            AND NOT (v.order_number <> '' AND v.approver_name <> '' AND v.approver_designation <> ''
                     AND v.approver_office <> ''
                     AND (SELECT count(*) FILTER (WHERE m.is_leader) = 1 FROM monitoring_members m
                           WHERE m.visit_id = v.id))) AS incomplete`,
    )
  )[0];

/**
 * A project's visits that ended in the 12 months before `todayAd` or go on still (by the project index),
 * newest first, each with whether it counts as visiting the project (the visited rule, `coveringVisit`)
 * and its pending action points and those of them overdue as of `todayAd` (the pending rule).
 */
export const projectVisits = (executor: Executor, projectId: number, todayAd: string) =>
  queryRows<{
    id: number;
    title: string;
    order_number: string;
    from_date: string;
    to_date: string;
    state: VisitState;
    visited: boolean;
    open_points: number;
    overdue_points: number;
  }>(
    executor,
    sql`SELECT v.id, v.title, v.order_number, v.from_date, v.to_date, v.state,
               ${coveringVisit(todayAd)} AS visited,
               count(ap.id) FILTER (WHERE ${pointPending})::int AS open_points,
               count(ap.id) FILTER (WHERE ${pointOverdue(todayAd)})::int AS overdue_points
          FROM monitoring_visits v
          LEFT JOIN monitoring_action_points ap ON ap.visit_id = v.id
         WHERE v.project_id = ${projectId} AND v.to_date_ad > ${todayAd}::date - interval '12 months'
         GROUP BY v.id
         ORDER BY v.from_date_ad DESC, v.id DESC`,
  );
