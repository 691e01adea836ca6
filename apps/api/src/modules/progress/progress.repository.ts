import type { CompletionState, TPagedQuery } from "@pragati/domain/contract";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, isoTimestamp, queryRow, queryRows, sql } from "../../db/client";
import {
  milestoneMonthStatus,
  milestones,
  milestoneTargets,
  progressEntries,
  progressReasons,
} from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";
import type { OfficeColumns } from "../../lib/row-columns";

/** The milestone an entry (or a completion claim) belongs to, and its office. */
type EntryMilestoneColumns = OfficeColumns & {
  milestone_id: number;
  milestone_code: string;
  milestone_title: string;
  fiscal_year_id: number;
};

/** An entry as stored, with its milestone, office and the milestone's state as of the entry's month. */
export type EntryRow = EntryMilestoneColumns & {
  id: number;
  month: number;
  status: "not_started" | "in_progress" | "completed";
  achieved: number;
  percent: number;
  band: number;
  explanation: string;
  entry_date: string;
  comment: string | null;
  commented_at: string | null;
  rating: number | null;
  rated_at: string | null;
  returned_at: string | null;
  return_note: string | null;
  correction_used: boolean;
  awaiting_correction: boolean;
  file_count: number;
  created_by: number | null;
  created_by_nikaya: number | null;
  completion_state: CompletionState | null;
  completion_reason: string | null;
};

const selectEntries = (where: SQL) => sql`
  SELECT e.id, e.milestone_id, m.code AS milestone_code, m.title AS milestone_title, e.fiscal_year_id,
         e.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, e.month::int AS month, e.status,
         e.achieved::float8 AS achieved, coalesce(s.percent, 0)::float8 AS percent,
         coalesce(s.band, 0)::int AS band, e.explanation, e.entry_date, e.comment,
         ${isoTimestamp(sql`e.commented_at`)} AS commented_at, e.rating::int AS rating, ${isoTimestamp(sql`e.rated_at`)} AS rated_at,
         ${isoTimestamp(sql`e.returned_at`)} AS returned_at, e.return_note, e.correction_used,
         (e.returned_at IS NOT NULL AND NOT e.correction_used) AS awaiting_correction,
         (SELECT count(*)::int FROM progress_files f WHERE f.entry_id = e.id) AS file_count,
         e.created_by, e.created_by_nikaya, e.completion_state, e.completion_reason
    FROM progress_entries e
    JOIN milestones m ON m.id = e.milestone_id AND m.deleted_at IS NULL
    JOIN offices o ON o.id = e.nikaya_id
    LEFT JOIN milestone_month_status s ON s.milestone_id = e.milestone_id AND s.month = e.month
   WHERE ${where}`;

/** One entry in scope (`scope` is a condition on `e.nikaya_id`), or null. */
export const findEntry = async (executor: Executor, id: number, scope: SQL): Promise<EntryRow | null> => {
  const [row] = await queryRows<EntryRow>(executor, selectEntries(sql`e.id = ${id} AND ${scope}`));
  return row ?? null;
};

/** Every entry of a milestone in scope, by month. */
export const milestoneEntries = (executor: Executor, milestoneId: number, scope: SQL) =>
  queryRows<EntryRow>(
    executor,
    sql`${selectEntries(sql`e.milestone_id = ${milestoneId} AND ${scope}`)} ORDER BY e.month`,
  );

export type ReasonRow = {
  entry_id: number;
  main_type_id: number;
  sub_type_id: number;
  main_name: string;
  main_name_np: string;
  sub_name: string;
  sub_name_np: string;
};

/** The reasons of some entries, with the names of their problem types. */
export const entryReasons = (executor: Executor, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? Promise.resolve([] as ReasonRow[])
    : queryRows<ReasonRow>(
        executor,
        sql`SELECT r.entry_id, r.main_type_id, r.sub_type_id, p.name AS main_name, p.name_np AS main_name_np,
                   s.name AS sub_name, s.name_np AS sub_name_np
              FROM progress_reasons r
              JOIN setup_items p ON p.id = r.main_type_id
              JOIN setup_items s ON s.id = r.sub_type_id
             WHERE r.entry_id IN (${sql.join([...entryIds], sql`, `)})
             ORDER BY r.entry_id, p.sort_order, p.id, s.sort_order, s.id`,
      );

export type FileRow = {
  id: number;
  entry_id: number;
  filename: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: string;
};

const selectFiles = (where: SQL) => sql`
  SELECT f.id, f.entry_id, f.filename, f.mime_type, f.size, f.storage_key, ${isoTimestamp(sql`f.created_at`)} AS created_at
    FROM progress_files f
    JOIN progress_entries e ON e.id = f.entry_id
   WHERE ${where}`;

/** The evidence files of some entries, oldest first. */
export const entryFiles = (executor: Executor, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? Promise.resolve([] as FileRow[])
    : queryRows<FileRow>(
        executor,
        sql`${selectFiles(sql`f.entry_id IN (${sql.join([...entryIds], sql`, `)})`)} ORDER BY f.entry_id, f.id`,
      );

/** One evidence file whose entry's office is in scope (`scope` is a condition on `e.nikaya_id`). */
export const findFile = async (executor: Executor, fileId: number, scope: SQL): Promise<FileRow | null> => {
  const [row] = await queryRows<FileRow>(executor, selectFiles(sql`f.id = ${fileId} AND ${scope}`));
  return row ?? null;
};

type ListFilters = {
  nikaya_id?: number;
  month?: number;
  status?: string;
  milestone_id?: number;
  commented?: boolean;
  rated?: boolean;
  returned?: boolean;
  fiscal_year_id?: number | string;
};

const flag = (value: boolean | undefined, condition: SQL): SQL | null =>
  value === undefined ? null : value ? condition : sql`NOT (${condition})`;

/** `api/gatibidhi/all`: the entries of the offices in scope, newest month first. */
export const listEntries = (executor: Executor, query: TPagedQuery & ListFilters, scope: SQL) => {
  const where: (SQL | null)[] = [scope];
  if (typeof query.fiscal_year_id === "number") where.push(sql`e.fiscal_year_id = ${query.fiscal_year_id}`);
  // An office includes its sub-offices (PRODUCT.md section 1, subtree scope).
  if (query.nikaya_id != null)
    where.push(sql`o.path LIKE (SELECT p.path FROM offices p WHERE p.id = ${query.nikaya_id}) || '%'`);
  if (query.month != null) where.push(sql`e.month = ${query.month}`);
  if (query.status) where.push(sql`e.status = ${query.status}`);
  if (query.milestone_id != null) where.push(sql`e.milestone_id = ${query.milestone_id}`);
  where.push(flag(query.commented, sql`e.comment IS NOT NULL`));
  where.push(flag(query.rated, sql`e.rating IS NOT NULL`));
  where.push(flag(query.returned, sql`e.returned_at IS NOT NULL AND NOT e.correction_used`));
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(m.code ILIKE ${pattern} OR m.title ILIKE ${pattern} OR o.name ILIKE ${pattern}
                    OR o.name_np ILIKE ${pattern})`);
  }
  return pagedList<EntryRow>(
    executor,
    query,
    sql`${selectEntries(
      sql.join(
        where.filter((w): w is SQL => w !== null),
        sql` AND `,
      ),
    )} ORDER BY e.month DESC, m.code, e.id`,
  );
};

/** A milestone with what the entry screens show beside its month rows. */
export type MilestoneRow = OfficeColumns & {
  id: number;
  code: string;
  title: string;
  fiscal_year_id: number;
  start_year: number;
  activity_id: number;
  activity_point_no: string;
  activity_title: string;
  unit_name: string | null;
  unit_name_np: string | null;
  cumulative: boolean;
  annual_target: number;
  start_month: number;
  end_month: number;
  months: { month: number; target: number }[];
  entries: { month: number; status: EntryRow["status"]; achieved: number }[];
};

const selectMilestones = (where: SQL) => sql`
  SELECT m.id, m.code, m.title, m.fiscal_year_id, fy.start_year, m.activity_id,
         a.point_no AS activity_point_no, a.title AS activity_title, m.nikaya_id, o.name AS nikaya_name,
         o.name_np AS nikaya_name_np, u.name AS unit_name,
         u.name_np AS unit_name_np, m.cumulative, m.annual_target::float8 AS annual_target,
         m.start_month::int AS start_month, m.end_month::int AS end_month,
         coalesce((SELECT json_agg(json_build_object('month', t.month, 'target', t.target::float8) ORDER BY t.month)
                     FROM milestone_targets t WHERE t.milestone_id = m.id), '[]'::json) AS months,
         coalesce((SELECT json_agg(json_build_object('month', x.month, 'status', x.status,
                                                     'achieved', x.achieved::float8) ORDER BY x.month)
                     FROM progress_entries x WHERE x.milestone_id = m.id), '[]'::json) AS entries
    FROM milestones m
    JOIN activities a ON a.id = m.activity_id
    JOIN offices o ON o.id = m.nikaya_id
    JOIN fiscal_years fy ON fy.id = m.fiscal_year_id
    LEFT JOIN setup_items u ON u.id = m.unit_id
   WHERE m.deleted_at IS NULL AND ${where}`;

/** One live milestone whose office is in scope (`scope` is a condition on `m.nikaya_id`), or null. */
export const findMilestone = async (
  executor: Executor,
  id: number,
  scope: SQL,
): Promise<MilestoneRow | null> => {
  const [row] = await queryRows<MilestoneRow>(executor, selectMilestones(sql`m.id = ${id} AND ${scope}`));
  return row ?? null;
};

/** The milestone's 12 rows of `milestone_month_status`. */
export const milestoneMonthRows = (executor: Executor, milestoneId: number) =>
  queryRows<{ month: number; status: EntryRow["status"]; band: number; percent: number }>(
    executor,
    sql`SELECT month::int AS month, status, band::int AS band, percent::float8 AS percent
          FROM milestone_month_status WHERE milestone_id = ${milestoneId} ORDER BY month`,
  );

export type OfficeMonthRow = MilestoneRow & {
  status: EntryRow["status"] | null;
  band: number | null;
  percent: number | null;
  latest_month: number | null;
  latest_status: EntryRow["status"] | null;
  latest_achieved: number | null;
  entry_id: number | null;
  entry_status: EntryRow["status"] | null;
  entry_achieved: number | null;
  entry_comment: string | null;
  entry_rating: number | null;
  entry_returned_at: string | null;
  entry_return_note: string | null;
  entry_correction_used: boolean | null;
  entry_file_count: number | null;
  entry_completion_state: CompletionState | null;
  entry_completion_reason: string | null;
};

/**
 * `api/pragati/milestones`: the milestones of one office and fiscal year with their state as of the
 * month, the month's entry and the latest entry at or before it, in one query.
 */
export const officeMonthMilestones = (
  executor: Executor,
  query: TPagedQuery & { nikayaId: number; fiscalYearId: number; month: number },
) => {
  const where: SQL[] = [sql`m.nikaya_id = ${query.nikayaId}`, sql`m.fiscal_year_id = ${query.fiscalYearId}`];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(m.code ILIKE ${pattern} OR m.title ILIKE ${pattern} OR a.title ILIKE ${pattern})`);
  }
  return pagedList<OfficeMonthRow>(
    executor,
    query,
    sql`SELECT q.*, s.status, s.band::int AS band, s.percent::float8 AS percent,
               l.month::int AS latest_month, l.status AS latest_status, l.achieved::float8 AS latest_achieved,
               e.id AS entry_id, e.status AS entry_status, e.achieved::float8 AS entry_achieved,
               e.comment AS entry_comment, e.rating::int AS entry_rating,
               ${isoTimestamp(sql`e.returned_at`)} AS entry_returned_at, e.return_note AS entry_return_note,
               e.correction_used AS entry_correction_used, e.completion_state AS entry_completion_state,
               e.completion_reason AS entry_completion_reason,
               (SELECT count(*)::int FROM progress_files f WHERE f.entry_id = e.id) AS entry_file_count
          FROM (${selectMilestones(sql.join(where, sql` AND `))}) q
          LEFT JOIN milestone_month_status s ON s.milestone_id = q.id AND s.month = ${query.month}
          LEFT JOIN progress_entries e ON e.milestone_id = q.id AND e.month = ${query.month}
          LEFT JOIN LATERAL (SELECT x.month, x.status, x.achieved FROM progress_entries x
                              WHERE x.milestone_id = q.id AND x.month <= ${query.month}
                              ORDER BY x.month DESC LIMIT 1) l ON TRUE
         ORDER BY q.activity_point_no, q.code, q.id`,
  );
};

/** A milestone an entry is written for (`scope` is a condition on `m.nikaya_id`), locked for the write. */
export const lockMilestoneRow = async (executor: Executor, milestoneId: number, scope: SQL) =>
  queryRow<{
    id: number;
    fiscal_year_id: number;
    nikaya_id: number;
    start_year: number;
  }>(
    executor,
    sql`SELECT m.id, m.fiscal_year_id, m.nikaya_id, f.start_year
            FROM milestones m
            JOIN fiscal_years f ON f.id = m.fiscal_year_id
           WHERE m.id = ${milestoneId} AND m.deleted_at IS NULL AND ${scope}
             FOR UPDATE OF m`,
  );

/** The stored entry of a milestone's fiscal month, if any. */
export const findMonthEntry = async (executor: Executor, milestoneId: number, month: number) =>
  (
    await executor
      .select()
      .from(progressEntries)
      .where(and(eq(progressEntries.milestoneId, milestoneId), eq(progressEntries.month, month)))
  )[0] ?? null;

/** Answers the stored amount (numeric rounding). */
export const updateEntry = async (
  executor: Executor,
  id: number,
  values: PgUpdateSetSource<typeof progressEntries>,
) => {
  const [row] = await executor
    .update(progressEntries)
    .set(values)
    .where(eq(progressEntries.id, id))
    .returning({ achieved: progressEntries.achieved });
  return row;
};

export const insertEntry = async (executor: Executor, values: PgInsertValue<typeof progressEntries>) => {
  const [row] = await executor
    .insert(progressEntries)
    .values(values)
    .returning({ id: progressEntries.id, achieved: progressEntries.achieved });
  return row;
};

export const replaceEntryReasons = async (
  executor: Executor,
  entryId: number,
  reasons: readonly { main_type_id: number; sub_type_id: number }[],
) => {
  await executor.delete(progressReasons).where(eq(progressReasons.entryId, entryId));
  if (reasons.length > 0)
    await executor
      .insert(progressReasons)
      .values(reasons.map((r) => ({ entryId, mainTypeId: r.main_type_id, subTypeId: r.sub_type_id })));
};

/** Sub types of progress problem types among these ids, each with its main type. */
export const reasonSubTypes = (executor: Executor, subIds: readonly number[]) =>
  queryRows<{ id: number; parent_id: number }>(
    executor,
    sql`SELECT s.id, s.parent_id FROM setup_items s JOIN setup_items p ON p.id = s.parent_id
         WHERE s.list_key = 'paragati-samasyas-types' AND p.list_key = 'paragati-samasyas-types'
           AND p.parent_id IS NULL AND s.id IN (${sql.join([...subIds], sql`, `)})`,
  );

/** Reasons of an entry as (main type, sub type) pairs. */
export type ReasonPair = [mainTypeId: number, subTypeId: number];

/** A milestone's fields, monthly targets and entries (with their review and reasons), or null. */
export const milestoneScheduleRows = async (executor: Executor, milestoneId: number) => {
  const [milestone] = await executor
    .select({
      annualTarget: milestones.annualTarget,
      cumulative: milestones.cumulative,
      fiscalYearId: milestones.fiscalYearId,
      nikayaId: milestones.nikayaId,
      activityId: milestones.activityId,
      typeId: milestones.typeId,
      subtypeId: milestones.subtypeId,
      startMonth: milestones.startMonth,
      endMonth: milestones.endMonth,
    })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  if (!milestone) return null;
  const [targets, entries] = await Promise.all([
    executor
      .select({ month: milestoneTargets.month, target: milestoneTargets.target })
      .from(milestoneTargets)
      .where(eq(milestoneTargets.milestoneId, milestoneId))
      .orderBy(asc(milestoneTargets.month)),
    executor
      .select({
        id: progressEntries.id,
        month: progressEntries.month,
        status: progressEntries.status,
        achieved: progressEntries.achieved,
        rating: progressEntries.rating,
        commented: sql<boolean>`${progressEntries.comment} IS NOT NULL`,
        completionState: progressEntries.completionState,
        reasons: sql<ReasonPair[]>`(SELECT COALESCE(json_agg(json_build_array(r.main_type_id, r.sub_type_id)
                                     ORDER BY r.sub_type_id), '[]') FROM progress_reasons r WHERE r.entry_id = ${progressEntries.id})`,
      })
      .from(progressEntries)
      .where(eq(progressEntries.milestoneId, milestoneId)),
  ]);
  return { milestone, targets, entries };
};

/** One statement for a milestone's month rows, so the counts triggers see one difference. */
export const upsertMonthStatus = async (
  executor: Executor,
  records: PgInsertValue<typeof milestoneMonthStatus>[],
) => {
  const column = (name: string) => sql.raw(`excluded.${name}`);
  await executor
    .insert(milestoneMonthStatus)
    .values(records)
    .onConflictDoUpdate({
      target: [milestoneMonthStatus.milestoneId, milestoneMonthStatus.month],
      set: {
        fiscalYearId: column("fiscal_year_id"),
        nikayaId: column("nikaya_id"),
        status: column("status"),
        band: column("band"),
        percent: column("percent"),
        rating: column("rating"),
        entered: column("entered"),
        entryId: column("entry_id"),
        achieved: column("achieved"),
        completedSince: column("completed_since"),
        commented: column("commented"),
        activityId: column("activity_id"),
        typeId: column("type_id"),
        subtypeId: column("subtype_id"),
        startMonth: column("start_month"),
        endMonth: column("end_month"),
        annualTarget: column("annual_target"),
        cumulative: column("cumulative"),
        reasonMainIds: column("reason_main_ids"),
        reasonSubIds: column("reason_sub_ids"),
      },
    });
};

export type ClaimRow = EntryMilestoneColumns & {
  entry_id: number;
  month: number;
  achieved: number;
  file_count: number;
  claimed_at: string;
};

/** Completions waiting for acceptance in the offices `approver` (a condition on `o.path`) names, oldest first. */
export const completionClaims = (executor: Executor, query: TPagedQuery, approver: SQL) =>
  pagedList<ClaimRow>(
    executor,
    query,
    sql`SELECT e.id AS entry_id, e.milestone_id, m.code AS milestone_code, m.title AS milestone_title,
               e.fiscal_year_id, e.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               e.month::int AS month, e.achieved::float8 AS achieved,
               (SELECT count(*)::int FROM progress_files f WHERE f.entry_id = e.id) AS file_count,
               ${isoTimestamp(sql`e.completion_claimed_at`)} AS claimed_at
          FROM progress_entries e
          JOIN milestones m ON m.id = e.milestone_id AND m.deleted_at IS NULL
          JOIN offices o ON o.id = e.nikaya_id
         WHERE e.completion_state = 'claimed' AND ${approver}
         ORDER BY e.completion_claimed_at, e.id`,
  );
