import type { TPagedQuery } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, isoTimestamp, queryRow, queryRows } from "../../db/client";
import { projectHeads } from "../../db/schema/projects";
import { likePattern, pagedList } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import { postedOn } from "./project-scope";

/** A posting with its project, head and the head's office, flat; the presenter nests them. */
export type ProjectHeadRecord = {
  id: number;
  project_id: number;
  project_name: string;
  project_code: string | null;
  user_id: number;
  user_name: string;
  username: string;
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
  posted_on: string;
  terminated_on: string | null;
  current: boolean;
  created_at: string;
};

const selectHeads = (where: SQL, today: string) => sql`
  SELECT ph.id, p.id AS project_id, p.name AS project_name, p.code AS project_code,
         u.id AS user_id, u.name AS user_name, u.username,
         o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
         ph.posted_on, ph.terminated_on, (${postedOn(today)}) AS current,
         ${isoTimestamp(sql`ph.created_at`)} AS created_at
    FROM project_heads ph
    JOIN projects p ON p.id = ph.project_id
    JOIN users u ON u.id = ph.user_id
    LEFT JOIN offices o ON o.id = u.nikaya_id
   WHERE ${where}`;

export type ProjectHeadFilters = Pick<TPagedQuery, "page_no" | "per_page" | "search"> & {
  project_id?: number;
  user_id?: number;
};

/** The postings of the projects in scope, newest posting first; search by project or head. */
export const listProjectHeads = (
  executor: Executor,
  query: ProjectHeadFilters,
  scope: SQL,
  today: string,
) => {
  const term = query.search.trim();
  const conditions = [
    scope,
    query.project_id === undefined ? sql`TRUE` : sql`ph.project_id = ${query.project_id}`,
    query.user_id === undefined ? sql`TRUE` : sql`ph.user_id = ${query.user_id}`,
    term
      ? sql`(p.name ILIKE ${likePattern(term)} OR p.code ILIKE ${likePattern(term)}
             OR u.name ILIKE ${likePattern(term)} OR u.username ILIKE ${likePattern(term)})`
      : sql`TRUE`,
  ];
  return pagedList<ProjectHeadRecord>(
    executor,
    query,
    sql`${selectHeads(sql.join(conditions, sql` AND `), today)} ORDER BY ph.posted_on DESC, ph.id DESC`,
  );
};

export const findProjectHead = async (executor: Executor, id: number, scope: SQL, today: string) =>
  (await queryRows<ProjectHeadRecord>(executor, selectHeads(sql`ph.id = ${id} AND ${scope}`, today)))[0] ??
  null;

/**
 * The first posting on the project (other than `exceptId`) whose days meet [from, to] (to null: open
 * ended); BS dates compare as text.
 */
export const overlappingHead = async (
  executor: Executor,
  posting: { projectId: number; from: string; to: string | null; exceptId: number | null },
) =>
  queryRow<{ posted_on: string; terminated_on: string | null; user_name: string }>(
    executor,
    sql`SELECT ph.posted_on, ph.terminated_on, u.name AS user_name
            FROM project_heads ph JOIN users u ON u.id = ph.user_id
           WHERE ph.project_id = ${posting.projectId}
             ${posting.exceptId === null ? sql`` : sql`AND ph.id <> ${posting.exceptId}`}
             AND (ph.terminated_on IS NULL OR ph.terminated_on >= ${posting.from})
             ${posting.to === null ? sql`` : sql`AND ph.posted_on <= ${posting.to}`}
           ORDER BY ph.posted_on LIMIT 1`,
  );

export type HeadCandidateRecord = {
  id: number;
  name: string;
  username: string;
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
};

/** Active users of the project-head role in the caller's office subtree (admin: every office). */
export const headCandidates = (executor: Executor, auth: AuthContext, userId: number | null = null) =>
  queryRows<HeadCandidateRecord>(
    executor,
    sql`SELECT u.id, u.name, u.username, o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np
          FROM users u
          JOIN roles r ON r.id = u.role_id AND r.slug = 'ayojana-pramukh'
          LEFT JOIN offices o ON o.id = u.nikaya_id
         WHERE u.status AND ${inOfficeScope(auth, sql`u.nikaya_id`)}
           ${userId === null ? sql`` : sql`AND u.id = ${userId}`}
         ORDER BY u.name, u.id`,
  );

export const insertProjectHead = recordRows(projectHeads).insert;

export const endProjectHead = (executor: Executor, id: number, terminatedOn: string) =>
  queryRows(executor, sql`UPDATE project_heads SET terminated_on = ${terminatedOn} WHERE id = ${id}`);
