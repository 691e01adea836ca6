import type { TDashboardRow } from "@pragati/domain/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { notFound } from "../../lib/errors";
import { assertOfficeInScope, inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import { buildSetupBlock } from "../calendar/calendar.service";
import { COUNT_COLUMNS } from "./office-month-counts";

/** The fiscal year of the query, else the current one (setup block). */
const fiscalYearOf = async (executor: Executor, fiscalYearId: number | undefined) =>
  fiscalYearId ?? (await buildSetupBlock(executor)).current_fiscal_year_id_by_current_date ?? 0;

/**
 * `api/dashboard/milestone-esthiti` for activities: one row per office in scope that has milestones,
 * counting milestones by band and by rating as of month M: the office's row of `office_month_counts`
 * for the month and month type (kept current by the status rows' triggers), read as it is.
 */
export const milestoneEsthiti = async (
  executor: Executor,
  auth: AuthContext,
  query: { type: "activity" | "ayojana"; month_type: "upto" | "in"; month?: number; fiscal_year_id?: number },
): Promise<TDashboardRow[]> => {
  // Projects (ayojana) belong to another module; until it exists the answer is an empty list.
  if (query.type === "ayojana") return [];
  // The screen sends both; the setup block supplies a missing one.
  const setup = query.fiscal_year_id == null || query.month == null ? await buildSetupBlock(executor) : null;
  const fiscalYearId = query.fiscal_year_id ?? setup?.current_fiscal_year_id_by_current_date ?? 0;
  const month = query.month ?? setup?.current_pragati_reporting_month ?? 0;
  const counts = COUNT_COLUMNS.slice(1).map((name) => sql`c.${sql.identifier(name)}`);
  return queryRows<TDashboardRow>(
    executor,
    sql`SELECT o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np, ${sql.join(counts, sql`, `)}
          FROM office_month_counts c
          JOIN offices o ON o.id = c.nikaya_id
         WHERE c.fiscal_year_id = ${fiscalYearId} AND c.month = ${month} AND c.month_type = ${query.month_type}
           AND c.milestones > 0 AND ${inOfficeScope(auth, sql`c.nikaya_id`)}
         ORDER BY o.path, o.id`,
  );
};

const total = async (executor: Executor, query: SQL) => {
  const [row] = await queryRows<{ total: number }>(executor, query);
  return { total: row?.total ?? 0 };
};

/**
 * Milestones of the office due in the current pragati reporting month (started by then, not completed
 * before it) that have no entry for that month.
 */
export const pragatiNotification = async (
  executor: Executor,
  auth: AuthContext,
  query: { nikaya_id?: number; fiscal_year_id?: number },
) => {
  const setup = await buildSetupBlock(executor);
  const nikayaId = query.nikaya_id ?? auth.nikayaId;
  if (nikayaId == null || !setup.pragati_notification) return { total: 0 };
  await assertOfficeInScope(executor, auth, nikayaId);
  const month = setup.current_pragati_reporting_month;
  return total(
    executor,
    sql`SELECT count(*)::int AS total
          FROM milestone_month_status s
          JOIN milestones m ON m.id = s.milestone_id AND m.deleted_at IS NULL
         WHERE s.fiscal_year_id = ${await fiscalYearOf(executor, query.fiscal_year_id)} AND s.nikaya_id = ${nikayaId}
           AND s.month = ${month} AND m.start_month <= ${month} AND NOT s.entered AND s.status <> 'completed'`,
  );
};

/** Entries in the secretary's office subtree still waiting for a comment or a rating. */
export const reviewNotification = async (
  executor: Executor,
  auth: AuthContext,
  kind: "comment" | "rating",
  query: { sachib_user_id?: number; fiscal_year_id?: number },
) => {
  const setup = await buildSetupBlock(executor);
  if (!(kind === "comment" ? setup.comment_notification : setup.rating_notification)) return { total: 0 };
  const userId = query.sachib_user_id ?? auth.userId;
  const [sachib] = await queryRows<{ nikaya_id: number | null; path: string | null }>(
    executor,
    sql`SELECT u.nikaya_id, o.path FROM users u LEFT JOIN offices o ON o.id = u.nikaya_id WHERE u.id = ${userId}`,
  );
  if (!sachib) throw notFound({ en: "User", np: "प्रयोगकर्ता" });
  if (sachib.nikaya_id == null || sachib.path == null) return { total: 0 };
  await assertOfficeInScope(executor, auth, sachib.nikaya_id);
  return total(
    executor,
    sql`SELECT count(*)::int AS total
          FROM progress_entries e
          JOIN milestones m ON m.id = e.milestone_id AND m.deleted_at IS NULL
          JOIN offices o ON o.id = e.nikaya_id
         WHERE e.fiscal_year_id = ${await fiscalYearOf(executor, query.fiscal_year_id)}
           AND o.path LIKE ${`${sachib.path}%`}
           AND ${kind === "comment" ? sql`e.comment IS NULL` : sql`e.rating IS NULL`}`,
  );
};
