import type { TPagedQuery } from "@pragati/domain/contract";
import { OFFICE_UPDATE_ENTITIES } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, isoTimestamp, queryRow, queryRows } from "../../db/client";
import { officeMembers, offices } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";
import type { GeoColumns } from "../../lib/row-columns";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";

/** Tree order: parents before children, siblings by id (paths compared as integer arrays). */
const TREE_ORDER = sql`string_to_array(trim(both '/' from o.path), '/')::int[]`;

export type OfficeListRow = {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  name_np: string;
  code: string | null;
  ministry_code: string | null;
  parent_name: string | null;
  parent_name_np: string | null;
  category_id: number | null;
  category_name: string | null;
  category_name_np: string | null;
  head_name: string | null;
  head_position: string | null;
  status: boolean;
  user_count: number;
  children_count: number;
};

export type OfficeDetailRow = OfficeListRow &
  GeoColumns & {
    path: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    office_head_phone: string | null;
    office_head_email: string | null;
    office_head_appointed_at: string | null;
    secretary_name: string | null;
    secretary_phone: string | null;
    secretary_email: string | null;
    secretary_appointed_at: string | null;
    planning_head_name: string | null;
    planning_head_phone: string | null;
    planning_head_email: string | null;
    planning_head_appointed_at: string | null;
    remarks: string | null;
    created_at: string;
    updated_at: string;
  };

const LIST_COLUMNS = sql`o.id, o.parent_id, o.level, o.name, o.name_np, o.code, o.ministry_code,
       p.name AS parent_name, p.name_np AS parent_name_np,
       o.category_id, c.name AS category_name, c.name_np AS category_name_np,
       o.head_name, o.head_position, o.status,
       COALESCE(uc.n, 0)::int AS user_count, COALESCE(cc.n, 0)::int AS children_count`;

const LIST_JOINS = sql`LEFT JOIN offices p ON p.id = o.parent_id
  LEFT JOIN setup_items c ON c.id = o.category_id
  LEFT JOIN (SELECT nikaya_id, count(*) AS n FROM users GROUP BY nikaya_id) uc ON uc.nikaya_id = o.id
  LEFT JOIN (SELECT parent_id, count(*) AS n FROM offices GROUP BY parent_id) cc ON cc.parent_id = o.id`;

export type OfficeListFilter = { parentIds: number[]; childrenOf?: number };

/** The scoped office list (`api/nikaya/all`): search, below chosen offices, or one office's children. */
export const listOffices = (executor: Executor, auth: AuthContext, query: TPagedQuery & OfficeListFilter) => {
  const term = query.search.trim();
  const pattern = likePattern(term);
  const below =
    query.parentIds.length > 0
      ? sql`AND EXISTS (SELECT 1 FROM offices a WHERE a.id IN (${sql.join(
          query.parentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND o.path LIKE a.path || '%' AND o.id <> a.id)`
      : sql``;
  return pagedList<OfficeListRow>(
    executor,
    query,
    sql`SELECT ${LIST_COLUMNS}
          FROM offices o ${LIST_JOINS}
         WHERE ${inOfficeScope(auth, sql`o.id`)}
           ${below}
           ${query.childrenOf ? sql`AND o.parent_id = ${query.childrenOf}` : sql``}
           ${
             term
               ? sql`AND (o.name ILIKE ${pattern} OR o.name_np ILIKE ${pattern} OR o.code ILIKE ${pattern}
                      OR o.ministry_code ILIKE ${pattern} OR o.head_name ILIKE ${pattern})`
               : sql``
           }
         ORDER BY ${TREE_ORDER}`,
  );
};

/** One office with every profile field, or undefined when missing or out of the caller's scope. */
export const findOffice = async (
  executor: Executor,
  auth: AuthContext,
  id: number,
): Promise<OfficeDetailRow | undefined> => {
  const [row] = await queryRows<OfficeDetailRow>(
    executor,
    sql`SELECT ${LIST_COLUMNS}, o.path,
               o.province_id, pr.name AS province_name, pr.name_np AS province_name_np,
               o.district_id, d.name AS district_name, d.name_np AS district_name_np,
               o.local_level_id, ll.name AS local_level_name, ll.name_np AS local_level_name_np,
               o.ward, o.address, o.phone, o.email,
               o.office_head_phone, o.office_head_email, o.office_head_appointed_at,
               o.secretary_name, o.secretary_phone, o.secretary_email, o.secretary_appointed_at,
               o.planning_head_name, o.planning_head_phone, o.planning_head_email, o.planning_head_appointed_at,
               o.remarks,
               ${isoTimestamp(sql`o.created_at`)} AS created_at, ${isoTimestamp(sql`o.updated_at`)} AS updated_at
          FROM offices o ${LIST_JOINS}
          LEFT JOIN provinces pr ON pr.id = o.province_id
          LEFT JOIN districts d ON d.id = o.district_id
          LEFT JOIN local_levels ll ON ll.id = o.local_level_id
         WHERE o.id = ${id} AND ${inOfficeScope(auth, sql`o.id`)}`,
  );
  return row;
};

/** The caller's offices as a flat list for the office tree: one query, parents first. */
export const officeTree = (executor: Executor, auth: AuthContext) =>
  queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    name_np: string;
    code: string | null;
    level: number;
  }>(
    executor,
    sql`SELECT o.id, o.parent_id, o.name, o.name_np, o.code, o.level
          FROM offices o
         WHERE ${inOfficeScope(auth, sql`o.id`)}
         ORDER BY ${TREE_ORDER}`,
  );

/** Path and level of an office, locked for the rest of the transaction. */
export const lockOffice = async (executor: Executor, id: number) => {
  const [row] = await queryRows<{ id: number; path: string; level: number; parent_id: number | null }>(
    executor,
    sql`SELECT id, path, level, parent_id FROM offices WHERE id = ${id} FOR UPDATE`,
  );
  return row;
};

/**
 * Serialises changes to the tree's shape (create, move), so two moves at once cannot make a cycle.
 * Released when the transaction ends.
 */
export const lockTree = (executor: Executor) => executor.execute(sql`SELECT pg_advisory_xact_lock(727301)`);

/** Moves an office and all its descendants: their paths get the new prefix and their levels shift. */
export const repathSubtree = (
  executor: Executor,
  from: { path: string; level: number },
  to: { path: string; level: number },
) =>
  executor.execute(
    sql`UPDATE offices
           SET path = ${to.path} || substr(path, ${from.path.length + 1}),
               level = level + ${to.level - from.level}
         WHERE path LIKE ${`${from.path}%`}`,
  );

export const isCategory = async (executor: Executor, listKey: string, id: number) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT id FROM setup_items WHERE id = ${id} AND list_key = ${listKey}`,
    )
  ).length > 0;

export const codeTaken = async (executor: Executor, code: string, exceptId: number | null) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT id FROM offices WHERE lower(code) = lower(${code}) ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
    )
  ).length > 0;

/** Province, district and local level rows of the chosen ids, for the location checks. */
export const geoOf = async (
  executor: Executor,
  ids: { provinceId: number | null; districtId: number | null; localLevelId: number | null },
) => {
  const [row] = await queryRows<{
    province: number | null;
    district_province: number | null;
    local_level_district: number | null;
    wards: number | null;
  }>(
    executor,
    sql`SELECT (SELECT id FROM provinces WHERE id = ${ids.provinceId}) AS province,
               (SELECT province_id FROM districts WHERE id = ${ids.districtId}) AS district_province,
               (SELECT district_id FROM local_levels WHERE id = ${ids.localLevelId}) AS local_level_district,
               (SELECT wards FROM local_levels WHERE id = ${ids.localLevelId}) AS wards`,
  );
  return row;
};

export const countReferences = async (executor: Executor, id: number) => {
  const [row] = await queryRows<{ children: number; users: number }>(
    executor,
    sql`SELECT (SELECT count(*)::int FROM offices WHERE parent_id = ${id}) AS children,
               (SELECT count(*)::int FROM users WHERE nikaya_id = ${id}) AS users`,
  );
  return row;
};

// --- budgets ---------------------------------------------------------------------------------

export type BudgetRow = {
  id: number;
  nikaya_id: number;
  fiscal_year_id: number;
  fiscal_year_title: string;
  fiscal_year_title_np: string;
  current: string;
  capital: string;
  financial: string;
  total: string;
  updated_at: string;
};

const BUDGET_SELECT = sql`SELECT b.id, b.nikaya_id, b.fiscal_year_id, f.title AS fiscal_year_title,
       f.title_np AS fiscal_year_title_np, b.current::text, b.capital::text, b.financial::text, b.total::text,
       ${isoTimestamp(sql`b.updated_at`)} AS updated_at
  FROM office_budgets b JOIN fiscal_years f ON f.id = b.fiscal_year_id`;

export const listBudgets = (executor: Executor, query: TPagedQuery & { nikaya_id: number }) =>
  pagedList<BudgetRow>(
    executor,
    query,
    sql`${BUDGET_SELECT}
         WHERE b.nikaya_id = ${query.nikaya_id}
           ${query.search.trim() ? sql`AND (f.title ILIKE ${likePattern(query.search.trim())} OR f.title_np ILIKE ${likePattern(query.search.trim())})` : sql``}
         ORDER BY f.start_year DESC`,
  );

export const findBudget = async (executor: Executor, nikayaId: number, fiscalYearId: number) => {
  const [row] = await queryRows<BudgetRow>(
    executor,
    sql`${BUDGET_SELECT} WHERE b.nikaya_id = ${nikayaId} AND b.fiscal_year_id = ${fiscalYearId}`,
  );
  return row;
};

export const findFiscalYear = async (executor: Executor, id: number) => {
  const [row] = await queryRows<{ id: number; title: string; title_np: string }>(
    executor,
    sql`SELECT id, title, title_np FROM fiscal_years WHERE id = ${id}`,
  );
  return row;
};

/** Inserts or replaces the office's budget of a fiscal year (one row per office per year). */
export const upsertBudget = (
  executor: Executor,
  values: {
    nikayaId: number;
    fiscalYearId: number;
    current: string;
    capital: string;
    financial: string;
    total: string;
    userId: number;
  },
) =>
  executor.execute(
    sql`INSERT INTO office_budgets (nikaya_id, fiscal_year_id, current, capital, financial, total, created_by)
        VALUES (${values.nikayaId}, ${values.fiscalYearId}, ${values.current}, ${values.capital},
                ${values.financial}, ${values.total}, ${values.userId})
        ON CONFLICT (nikaya_id, fiscal_year_id) DO UPDATE
           SET current = EXCLUDED.current, capital = EXCLUDED.capital, financial = EXCLUDED.financial,
               total = EXCLUDED.total, updated_at = now()`,
  );

// --- members ---------------------------------------------------------------------------------

export type MemberRow = {
  id: number;
  nikaya_id: number;
  member_type_id: number | null;
  member_type_name: string | null;
  member_type_name_np: string | null;
  name: string;
  position: string;
  mobile: string | null;
  email: string | null;
  from_date: string | null;
  to_date: string | null;
  status: boolean;
};

const MEMBER_SELECT = sql`SELECT m.id, m.nikaya_id, m.member_type_id, t.name AS member_type_name,
       t.name_np AS member_type_name_np, m.name, m.position, m.mobile, m.email, m.from_date, m.to_date, m.status
  FROM office_members m LEFT JOIN setup_items t ON t.id = m.member_type_id`;

export const listMembers = (executor: Executor, query: TPagedQuery & { nikaya_id: number }) => {
  const term = query.search.trim();
  const pattern = likePattern(term);
  return pagedList<MemberRow>(
    executor,
    query,
    sql`${MEMBER_SELECT}
         WHERE m.nikaya_id = ${query.nikaya_id}
           ${term ? sql`AND (m.name ILIKE ${pattern} OR m.position ILIKE ${pattern} OR m.mobile ILIKE ${pattern} OR m.email ILIKE ${pattern})` : sql``}
         ORDER BY m.status DESC, m.from_date DESC NULLS LAST, m.id`,
  );
};

/** A member whose office is in the caller's scope. */
export const findMember = async (executor: Executor, auth: AuthContext, id: number) => {
  const [row] = await queryRows<MemberRow>(
    executor,
    sql`${MEMBER_SELECT} WHERE m.id = ${id} AND ${inOfficeScope(auth, sql`m.nikaya_id`)}`,
  );
  return row;
};

// --- users of an office ----------------------------------------------------------------------

export const listOfficeUsers = (executor: Executor, query: TPagedQuery & { nikaya_id: number }) => {
  const term = query.search.trim();
  const pattern = likePattern(term);
  return pagedList<{
    id: number;
    name: string;
    username: string;
    role_name: string;
    role_name_np: string;
    role_slug: string;
    status: boolean;
  }>(
    executor,
    query,
    sql`SELECT u.id, u.name, u.username, r.name AS role_name, r.name_np AS role_name_np, r.slug AS role_slug,
               u.status
          FROM users u JOIN roles r ON r.id = u.role_id
         WHERE u.nikaya_id = ${query.nikaya_id}
           ${term ? sql`AND (u.name ILIKE ${pattern} OR u.username ILIKE ${pattern})` : sql``}
         ORDER BY u.status DESC, u.name, u.id`,
  );
};

// --- updates feed ----------------------------------------------------------------------------

export type OfficeUpdateRow = {
  id: number;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  entity: string;
  nikaya_id: number | null;
  nikaya_name: string | null;
  nikaya_name_np: string | null;
  subject: unknown;
  changes: unknown;
};

/**
 * Recent changes to offices from the activity log, newest first. The changed office is
 * `changes.nikaya_id` (the log's own nikaya_id is the office of the user who made the change).
 */
export const listOfficeUpdates = (executor: Executor, auth: AuthContext, query: TPagedQuery) => {
  const term = query.search.trim();
  const pattern = likePattern(term);
  const officeId = sql`CASE WHEN l.changes->>'nikaya_id' ~ '^[0-9]{1,9}$' THEN (l.changes->>'nikaya_id')::int END`;
  return pagedList<OfficeUpdateRow>(
    executor,
    query,
    sql`SELECT l.id::int AS id, ${isoTimestamp(sql`l.created_at`)} AS created_at, l.user_id, u.name AS user_name,
               l.action, l.entity, ${officeId} AS nikaya_id,
               COALESCE(o.name, l.changes->>'nikaya_name') AS nikaya_name,
               COALESCE(o.name_np, l.changes->>'nikaya_name_np') AS nikaya_name_np,
               l.changes->'subject' AS subject, l.changes->'changed' AS changes
          FROM activity_logs l
          LEFT JOIN users u ON u.id = l.user_id
          LEFT JOIN offices o ON o.id = ${officeId}
         WHERE l.entity IN (${sql.join(
           OFFICE_UPDATE_ENTITIES.map((e) => sql`${e}`),
           sql`, `,
         )})
           AND ${inOfficeScope(auth, sql`o.id`)}
           ${
             term
               ? sql`AND (u.name ILIKE ${pattern} OR COALESCE(o.name, l.changes->>'nikaya_name') ILIKE ${pattern}
                      OR COALESCE(o.name_np, l.changes->>'nikaya_name_np') ILIKE ${pattern})`
               : sql``
           }
         ORDER BY l.created_at DESC, l.id DESC`,
  );
};

// --- geo ---------------------------------------------------------------------------------------

export const listProvinces = (executor: Executor) =>
  queryRows<{ id: number; name: string; name_np: string }>(
    executor,
    sql`SELECT id, name, name_np FROM provinces ORDER BY id`,
  );

export const listDistricts = (executor: Executor, provinceId: number) =>
  queryRows<{ id: number; name: string; name_np: string }>(
    executor,
    sql`SELECT id, name, name_np FROM districts WHERE province_id = ${provinceId} ORDER BY name`,
  );

export const listLocalLevels = (executor: Executor, districtId: number) =>
  queryRows<{ id: number; name: string; name_np: string; wards: number }>(
    executor,
    sql`SELECT id, name, name_np, wards FROM local_levels WHERE district_id = ${districtId} ORDER BY name`,
  );

export type ParentRow = { id: number; path: string; level: number };

/** The office chosen as a parent, if it exists and meets `scope` (a condition on `o.id`). */
export const findParentOffice = async (executor: Executor, id: number, scope: SQL) =>
  queryRow<ParentRow>(
    executor,
    sql`SELECT o.id, o.path, o.level FROM offices o WHERE o.id = ${id} AND ${scope}`,
  );

/** A new office; its path is set once its id is known (`setOfficePath`). */
export const insertOffice = async (executor: Executor, values: PgInsertValue<typeof offices>) =>
  (await executor.insert(offices).values(values).returning({ id: offices.id }))[0];

export const setOfficePath = (executor: Executor, id: number, path: string) =>
  executor.update(offices).set({ path }).where(eq(offices.id, id));

export const updateOfficeRow = (executor: Executor, id: number, values: PgUpdateSetSource<typeof offices>) =>
  executor.update(offices).set(values).where(eq(offices.id, id));

export const deleteOfficeRow = (executor: Executor, id: number) =>
  executor.delete(offices).where(eq(offices.id, id));

export const insertMember = async (executor: Executor, values: PgInsertValue<typeof officeMembers>) =>
  (await executor.insert(officeMembers).values(values).returning({ id: officeMembers.id }))[0];

export const updateMemberRow = (
  executor: Executor,
  id: number,
  values: PgUpdateSetSource<typeof officeMembers>,
) => executor.update(officeMembers).set(values).where(eq(officeMembers.id, id));

export const deleteMemberRow = (executor: Executor, id: number) =>
  executor.delete(officeMembers).where(eq(officeMembers.id, id));
