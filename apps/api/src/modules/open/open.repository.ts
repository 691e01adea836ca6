import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { ocdsReleases } from "../../db/schema/open";
import { pagedByKeys, pagedList } from "../../lib/paged";
import { idList } from "../../lib/record-sql";
import type { Release } from "./ocds-release";

/** The filters of the open lists: the contract's or project's fiscal year and releases made since. */
export type OpenFilters = { fiscalYearId: number | null; since: string | null };

/** The contract's newest release: its number and ocid (a contract keeps the ocid of its first release). */
export const lastRelease = async (executor: Executor, contractId: number) =>
  (
    await queryRows<{ seq: number; ocid: string }>(
      executor,
      sql`SELECT r.seq, r.ocid FROM ocds_releases r WHERE r.contract_id = ${contractId}
           ORDER BY r.seq DESC LIMIT 1`,
    )
  )[0] ?? null;

export const insertRelease = (
  executor: Executor,
  row: {
    contractId: number;
    seq: number;
    ocid: string;
    release: Release;
    tags: string[];
    origin: "change" | "demo_seed";
  },
) =>
  executor.insert(ocdsReleases).values({
    contractId: row.contractId,
    seq: row.seq,
    releaseId: String(row.release.id),
    ocid: row.ocid,
    date: new Date(String(row.release.date)),
    tags: row.tags,
    release: row.release,
    origin: row.origin,
  });

const contractYear = (filters: OpenFilters) =>
  filters.fiscalYearId === null
    ? sql``
    : sql`AND r.contract_id IN (SELECT c.id FROM contracts c WHERE c.fiscal_year_id = ${filters.fiscalYearId})`;
const since = (filters: OpenFilters, column: SQL) =>
  filters.since === null ? sql`` : sql`AND ${column} >= ${filters.since}::timestamptz`;

/** A page of releases, oldest first (the order they were made). */
export const releasesPage = (
  executor: Executor,
  page: { page_no: number; per_page: number },
  filters: OpenFilters,
) =>
  pagedList<{ release: Release }>(
    executor,
    { ...page, search: "" },
    sql`SELECT r.release FROM ocds_releases r WHERE true ${contractYear(filters)} ${since(filters, sql`r.date`)}
         ORDER BY r.date, r.id`,
  );

/** A page of records: contracts with a release (one made since `since`), each with every release in order. */
export const recordsPage = (
  executor: Executor,
  page: { page_no: number; per_page: number },
  filters: OpenFilters,
) =>
  pagedByKeys<{ id: number; ocid: string; releases: Release[] }>(
    executor,
    { ...page, search: "" },
    sql`SELECT r.contract_id AS id FROM ocds_releases r WHERE true ${contractYear(filters)}
         GROUP BY r.contract_id HAVING true ${since(filters, sql`max(r.date)`)} ORDER BY r.contract_id`,
    (ids) =>
      queryRows(
        executor,
        sql`SELECT r.contract_id AS id, min(r.ocid) AS ocid,
                   json_agg(r.release ORDER BY r.date, r.seq) AS releases
              FROM ocds_releases r WHERE r.contract_id IN (${idList(ids)})
             GROUP BY r.contract_id`,
      ),
  );

/** The releases of a fiscal year's contracts (or every year's) in batches after a release id, oldest first. */
export const releaseBatch = (
  executor: Executor,
  fiscalYearId: number | null,
  afterId: number | null,
  limit: number,
) =>
  queryRows<{ id: number; release: Release }>(
    executor,
    sql`SELECT r.id, r.release FROM ocds_releases r
         WHERE true ${contractYear({ fiscalYearId, since: null })}
           ${afterId === null ? sql`` : sql`AND r.id > ${afterId}`}
         ORDER BY r.id LIMIT ${limit}`,
  );

/** A project as OC4IDS publishes it: its profile, location names and current cost and end date. */
export type ProjectRow = {
  id: number;
  name: string;
  code: string | null;
  status: string;
  start_date: string | null;
  expected_end_date: string | null;
  revised_end_date: string | null;
  initial_cost: number;
  current_cost: number;
  office_id: number;
  office_name: string;
  province_id: number | null;
  province_name: string | null;
  district_id: number | null;
  district_name: string | null;
  local_level_id: number | null;
  local_level_name: string | null;
  ward: number | null;
};

/**
 * A page of projects of a fiscal year (or every year), by id, changed since `since` (the profile, a cost
 * revision, a time extension or a month's progress).
 */
export const projectsPage = (executor: Executor, pageNo: number, perPage: number, filters: OpenFilters) =>
  pagedByKeys<ProjectRow>(
    executor,
    { page_no: pageNo, per_page: perPage, search: "" },
    sql`SELECT p.id FROM projects p
         WHERE true ${filters.fiscalYearId === null ? sql`` : sql`AND p.fiscal_year_id = ${filters.fiscalYearId}`}
           ${
             filters.since === null
               ? sql``
               : sql`AND (p.updated_at >= ${filters.since}::timestamptz
                      OR EXISTS (SELECT 1 FROM project_progress g WHERE g.project_id = p.id
                                  AND g.updated_at >= ${filters.since}::timestamptz)
                      OR EXISTS (SELECT 1 FROM project_cost_revisions v WHERE v.project_id = p.id
                                  AND v.created_at >= ${filters.since}::timestamptz)
                      OR EXISTS (SELECT 1 FROM project_time_extensions e WHERE e.project_id = p.id
                                  AND e.created_at >= ${filters.since}::timestamptz))`
           }
         ORDER BY p.id`,
    (ids) =>
      queryRows<ProjectRow>(
        executor,
        sql`SELECT p.id, p.name, p.code, p.status, p.start_date, p.expected_end_date,
                   (SELECT e.new_end_date FROM project_time_extensions e WHERE e.project_id = p.id
                     ORDER BY e.extended_on DESC, e.id DESC LIMIT 1) AS revised_end_date,
                   p.initial_cost::float8 AS initial_cost,
                   coalesce((SELECT v.amount FROM project_cost_revisions v WHERE v.project_id = p.id
                              ORDER BY v.revised_on DESC, v.id DESC LIMIT 1), p.initial_cost)::float8 AS current_cost,
                   o.id AS office_id, coalesce(nullif(o.name, ''), o.name_np) AS office_name,
                   pr.id AS province_id, pr.name AS province_name, d.id AS district_id, d.name AS district_name,
                   l.id AS local_level_id, l.name AS local_level_name, p.ward
              FROM projects p JOIN offices o ON o.id = p.nikaya_id
              LEFT JOIN provinces pr ON pr.id = p.province_id
              LEFT JOIN districts d ON d.id = p.district_id
              LEFT JOIN local_levels l ON l.id = p.local_level_id
             WHERE p.id IN (${idList(ids)})`,
      ),
  );

/** The cost revisions of the projects, oldest first. */
export const costRevisionsOf = (executor: Executor, ids: number[]) =>
  queryRows<{ project_id: number; revised_on: string; amount: number }>(
    executor,
    sql`SELECT v.project_id, v.revised_on, v.amount::float8 AS amount FROM project_cost_revisions v
         WHERE v.project_id IN (${idList(ids)}) ORDER BY v.revised_on, v.id`,
  );

/** The baseline in force of each of the projects' fiscal years (its newest version). */
export const annualBudgetsOf = (executor: Executor, ids: number[]) =>
  queryRows<{ project_id: number; start_year: number; title: string; annual_budget: number }>(
    executor,
    sql`SELECT DISTINCT ON (b.project_id, b.fiscal_year_id) b.project_id, y.start_year, y.title,
               b.annual_budget::float8 AS annual_budget
          FROM project_baselines b JOIN fiscal_years y ON y.id = b.fiscal_year_id
         WHERE b.project_id IN (${idList(ids)})
         ORDER BY b.project_id, b.fiscal_year_id, b.version DESC`,
  );

/** The reported months of the projects with their physical % to date and the year's expense and budget. */
export const reportedMonthsOf = (executor: Executor, ids: number[]) =>
  queryRows<{
    project_id: number;
    start_year: number;
    month: number;
    achieved_total: number;
    expense: number;
    year_budget: number;
  }>(
    executor,
    sql`SELECT f.project_id, y.start_year, f.month, f.achieved_total::float8 AS achieved_total,
               f.expense::float8 AS expense, f.year_budget::float8 AS year_budget
          FROM project_month_figures f JOIN fiscal_years y ON y.id = f.fiscal_year_id
         WHERE f.project_id IN (${idList(ids)}) AND f.reported
         ORDER BY f.project_id, y.start_year, f.month`,
  );

/** The projects' contracts that have a release: the newest release and the contract's history. */
export const publishedContractsOf = (executor: Executor, ids: number[]) =>
  queryRows<{
    project_id: number;
    contract_id: number;
    release: Release;
    variations: { number: number; varied_on: string; new_amount: number }[];
    extensions: { number: number; extended_on: string; new_end_date: string }[];
    contract_amount: number | null;
    planned_completion: string | null;
  }>(
    executor,
    sql`SELECT c.project_id, c.id AS contract_id, c.contract_amount::float8 AS contract_amount,
               c.planned_completion,
               (SELECT r.release FROM ocds_releases r WHERE r.contract_id = c.id ORDER BY r.seq DESC LIMIT 1)
                 AS release,
               coalesce((SELECT json_agg(json_build_object('number', v.number, 'varied_on', v.varied_on,
                                  'new_amount', v.new_amount::float8) ORDER BY v.number)
                           FROM contract_variations v WHERE v.contract_id = c.id), '[]') AS variations,
               coalesce((SELECT json_agg(json_build_object('number', e.number, 'extended_on', e.extended_on,
                                  'new_end_date', e.new_end_date) ORDER BY e.number)
                           FROM contract_extensions e WHERE e.contract_id = c.id), '[]') AS extensions
          FROM contracts c
         WHERE c.project_id IN (${idList(ids)})
           AND EXISTS (SELECT 1 FROM ocds_releases r WHERE r.contract_id = c.id)
         ORDER BY c.project_id, c.id`,
  );
