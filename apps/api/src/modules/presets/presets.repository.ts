import { fromDevanagariDigits, toDevanagariDigits } from "@pragati/domain/calendar";
import type { TPagedQuery } from "@pragati/domain/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../../db/client";
import { milestonePresetItems, milestonePresets } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { likePattern, pagedList } from "../../lib/paged";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const idsSql = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Milestone rows the caller may see: in scope, and when `nikayaIds` is given, of those offices or one
 * of their sub-offices (a chosen office stands for its subtree, as in the other office filters).
 */
export const milestoneOfficeFilter = (auth: AuthContext, column: SQL, nikayaIds: readonly number[]): SQL => {
  const scope = inOfficeScope(auth, column);
  if (nikayaIds.length === 0) return scope;
  return sql`${scope} AND ${column} IN (
      SELECT d.id FROM offices d JOIN offices c ON d.path LIKE c.path || '%' WHERE c.id IN (${idsSql(nikayaIds)}))`;
};

/** 404 (as for one office) when any chosen office is missing or outside the caller's scope. */
export const assertOfficesInScope = async (executor: Executor, auth: AuthContext, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await queryRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM offices o WHERE o.id IN (${idsSql(unique)}) AND ${inOfficeScope(auth, sql`o.id`)}`,
  );
  if (rows[0]?.n !== unique.length) throw notFound({ en: "Office", np: "निकाय" });
};

export type PresetRow = {
  id: number;
  title: string;
  fiscal_year_id: number;
  expires_at: string;
  expires_at_ad: string;
  milestone_ids: number[];
  created_at: string;
  updated_at: string;
};

/**
 * The user's presets that have not expired (`today_ad` is today in Nepal), each with its milestones
 * that are still live and in the caller's scope.
 */
const presetSelect = (auth: AuthContext, todayAd: string, where: SQL): SQL =>
  sql`SELECT p.id, p.title, p.fiscal_year_id, p.expires_at, p.expires_at_ad::text AS expires_at_ad,
             COALESCE((SELECT json_agg(i.milestone_id ORDER BY i.milestone_id)
                         FROM milestone_preset_items i
                         JOIN milestones m ON m.id = i.milestone_id AND m.deleted_at IS NULL
                        WHERE i.preset_id = p.id AND ${inOfficeScope(auth, sql`m.nikaya_id`)}), '[]'::json)
               AS milestone_ids,
             ${iso(sql`p.created_at`)} AS created_at, ${iso(sql`p.updated_at`)} AS updated_at
        FROM milestone_presets p
       WHERE p.user_id = ${auth.userId} AND p.expires_at_ad >= ${todayAd} ${where}
       ORDER BY lower(p.title), p.id`;

export const listPresets = (executor: Executor, auth: AuthContext, fiscalYearId: number, todayAd: string) =>
  queryRows<PresetRow>(executor, presetSelect(auth, todayAd, sql`AND p.fiscal_year_id = ${fiscalYearId}`));

/** One live preset of the caller; expired presets and other users' presets are not found. */
export const findPreset = async (executor: Executor, auth: AuthContext, id: number, todayAd: string) => {
  const [row] = await queryRows<PresetRow>(executor, presetSelect(auth, todayAd, sql`AND p.id = ${id}`));
  return row;
};

export const countLivePresets = async (
  executor: Executor,
  userId: number,
  fiscalYearId: number,
  todayAd: string,
) => {
  const [row] = await queryRows<{ n: number }>(
    executor,
    sql`SELECT count(*)::int AS n FROM milestone_presets
         WHERE user_id = ${userId} AND fiscal_year_id = ${fiscalYearId} AND expires_at_ad >= ${todayAd}`,
  );
  return row?.n ?? 0;
};

/** The ids among `ids` that are live milestones of the fiscal year in the caller's scope. */
export const usableMilestoneIds = async (
  executor: Executor,
  auth: AuthContext,
  fiscalYearId: number,
  ids: readonly number[],
) =>
  ids.length === 0
    ? new Set<number>()
    : new Set(
        (
          await queryRows<{ id: number }>(
            executor,
            sql`SELECT m.id FROM milestones m
                 WHERE m.id IN (${idsSql(ids)}) AND m.deleted_at IS NULL AND m.fiscal_year_id = ${fiscalYearId}
                   AND ${inOfficeScope(auth, sql`m.nikaya_id`)}`,
          )
        ).map((row) => row.id),
      );

export type MilestoneOptionRow = {
  id: number;
  code: string;
  title: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  activity_point_no: string;
  activity_title: string;
};

const optionsWhere = (
  auth: AuthContext,
  query: { fiscalYearId: number; nikayaIds: readonly number[]; search: string },
): SQL => {
  // Codes and titles are typed in either script of digits; the term matches both ways.
  const terms = query.search
    ? [...new Set([query.search, fromDevanagariDigits(query.search), toDevanagariDigits(query.search)])]
    : [];
  const search =
    terms.length === 0
      ? sql``
      : sql`AND (${sql.join(
          terms.map((term) => sql`m.code ILIKE ${likePattern(term)} OR m.title ILIKE ${likePattern(term)}`),
          sql` OR `,
        )})`;
  return sql`m.deleted_at IS NULL AND m.fiscal_year_id = ${query.fiscalYearId}
             AND ${milestoneOfficeFilter(auth, sql`m.nikaya_id`, query.nikayaIds)} ${search}`;
};

/** A page of the milestones the filter offers, in code order within each office. */
export const listMilestoneOptions = (
  executor: Executor,
  auth: AuthContext,
  query: Pick<TPagedQuery, "page_no" | "per_page"> & {
    fiscalYearId: number;
    nikayaIds: readonly number[];
    search: string;
  },
) =>
  pagedList<MilestoneOptionRow>(
    executor,
    query,
    sql`SELECT m.id, m.code, m.title, m.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               a.point_no AS activity_point_no, a.title AS activity_title
          FROM milestones m
          JOIN activities a ON a.id = m.activity_id
          JOIN offices o ON o.id = m.nikaya_id
         WHERE ${optionsWhere(auth, query)}
         ORDER BY o.path, m.code, m.id`,
  );

/** Every id the filter's "select all" takes for the same search, up to `limit`, in list order. */
export const matchingMilestoneIds = async (
  executor: Executor,
  auth: AuthContext,
  query: { fiscalYearId: number; nikayaIds: readonly number[]; search: string; limit: number },
) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT m.id FROM milestones m JOIN offices o ON o.id = m.nikaya_id
           WHERE ${optionsWhere(auth, query)}
           ORDER BY o.path, m.code, m.id
           LIMIT ${query.limit}`,
    )
  ).map((row) => row.id);

export const insertPreset = async (executor: Executor, values: PgInsertValue<typeof milestonePresets>) =>
  (await executor.insert(milestonePresets).values(values).returning({ id: milestonePresets.id }))[0].id;

/** Updates a preset of this user. */
export const updatePresetRow = (
  executor: Executor,
  id: number,
  userId: number,
  values: PgUpdateSetSource<typeof milestonePresets>,
) =>
  executor
    .update(milestonePresets)
    .set(values)
    .where(and(eq(milestonePresets.id, id), eq(milestonePresets.userId, userId)));

export const deletePresetRow = (executor: Executor, id: number) =>
  executor.delete(milestonePresets).where(eq(milestonePresets.id, id));

export const replacePresetItems = async (
  executor: Executor,
  presetId: number,
  milestoneIds: readonly number[],
) => {
  await executor.delete(milestonePresetItems).where(eq(milestonePresetItems.presetId, presetId));
  await executor
    .insert(milestonePresetItems)
    .values(milestoneIds.map((milestoneId) => ({ presetId, milestoneId })));
};
