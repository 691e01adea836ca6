import { BANDS } from "@pragati/domain/progress";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";

export const RATING_NAMES = ["zero", "one", "two", "three", "four", "five"].map((name) => `${name}_rating`);

/** The count columns of `office_month_counts`: all milestones, then by band, then by rating. */
export const COUNT_COLUMNS = ["milestones", ...BANDS, ...RATING_NAMES] as const;

/**
 * `office_month_counts` as computed from scratch from `milestone_month_status`: what the triggers keep
 * the table equal to. Used to fill it after a load that bypasses triggers, and by tests.
 */
export const countsFromStatus = (): SQL =>
  sql`SELECT fiscal_year_id, month, nikaya_id, month_type, count(*)::int AS milestones,
             ${sql.join(
               [
                 ...BANDS.map(
                   (name, band) =>
                     sql`count(*) FILTER (WHERE band = ${sql.raw(String(band))})::int AS ${sql.identifier(name)}`,
                 ),
                 ...RATING_NAMES.map(
                   (name, rating) =>
                     sql`count(*) FILTER (WHERE rating = ${sql.raw(String(rating))})::int AS ${sql.identifier(name)}`,
                 ),
               ],
               sql`, `,
             )}
        FROM (SELECT s.*, 'upto' AS month_type FROM milestone_month_status s
              UNION ALL
              SELECT s.*, 'in' FROM milestone_month_status s WHERE s.entered) x
       GROUP BY fiscal_year_id, month, nikaya_id, month_type`;

/** Replaces the counts with their aggregate from the status rows (after a bulk load with triggers off). */
export const rebuildOfficeMonthCounts = async (executor: Executor) => {
  await executor.execute(sql`DELETE FROM office_month_counts`);
  await executor.execute(
    sql`INSERT INTO office_month_counts (fiscal_year_id, month, nikaya_id, month_type, ${sql.join(
      COUNT_COLUMNS.map((name) => sql.identifier(name)),
      sql`, `,
    )}) ${countsFromStatus()}`,
  );
};

/**
 * The rows where `office_month_counts` and the aggregate of the status rows differ (either side; rows
 * of all zeros left by removals count as absent). Empty when the triggers kept the counts true.
 */
export const countsDrift = (executor: Executor) =>
  queryRows<Record<string, number | boolean>>(
    executor,
    sql`WITH kept AS (SELECT * FROM office_month_counts WHERE milestones <> 0), fresh AS (${countsFromStatus()})
        (SELECT 'kept' AS side, * FROM (TABLE kept EXCEPT ALL TABLE fresh) k)
        UNION ALL
        (SELECT 'fresh' AS side, * FROM (TABLE fresh EXCEPT ALL TABLE kept) f)`,
  );
