import type { Sql } from "../lib/sql";
import { DASHBOARD_COLUMNS, type Fixtures } from "./fixtures";
import { percentile } from "./load";

export type SqlTiming = { p50: number; p95: number; runs: number; what: string };

/** Runs `work` repeatedly on one connection (after a warm-up) for about `seconds`, at most `maxRuns`. */
export const timeSql = async (
  what: string,
  seconds: number,
  work: (i: number) => Promise<unknown>,
): Promise<SqlTiming> => {
  for (let i = 0; i < 3; i++) await work(i);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; times.length < 5 || (performance.now() < until && times.length < 2000); i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { what, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), runs: times.length };
};

/**
 * The dashboard rows by hand: the office's row of the month in `office_month_counts`, with the office
 * names, in tree order.
 */
export const dashboardSql = (scope: string | null) =>
  `SELECT o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
          ${DASHBOARD_COLUMNS.map((name) => `c.${name}`).join(", ")}
     FROM office_month_counts c
     JOIN offices o ON o.id = c.nikaya_id
    WHERE c.fiscal_year_id = $1 AND c.month = $2 AND c.month_type = 'upto' AND c.milestones > 0
      ${scope === null ? "" : "AND o.path LIKE $3"}
    ORDER BY o.path, o.id`;

/** One page (10) of the milestone list with its total: the count, then the page's rows only. */
const milestonePage = async (sql: Sql, fiscalYearId: number, search: string, scope: string | null) => {
  const where = `m.deleted_at IS NULL AND m.fiscal_year_id = $1 AND (m.title ILIKE $2 OR m.code ILIKE $2)
    ${scope === null ? "" : "AND m.nikaya_id IN (SELECT id FROM offices WHERE path LIKE $3)"}`;
  const params = scope === null ? [fiscalYearId, `%${search}%`] : [fiscalYearId, `%${search}%`, `${scope}%`];
  await sql.query(`SELECT count(*) FROM milestones m WHERE ${where}`, params);
  await sql.query(
    `SELECT m.*, a.point_no, a.title AS activity_title, o.name, o.name_np, ty.name AS type_name,
            st.name AS subtype_name, u.name AS unit_name,
            (SELECT json_agg(json_build_object('month', t.month, 'target', t.target) ORDER BY t.month)
               FROM milestone_targets t WHERE t.milestone_id = m.id) AS months,
            (SELECT count(*) FROM progress_entries e WHERE e.milestone_id = m.id) AS progress_count
       FROM (SELECT m.* FROM milestones m WHERE ${where} ORDER BY m.activity_id, m.id LIMIT 10) m
       JOIN activities a ON a.id = m.activity_id
       JOIN offices o ON o.id = m.nikaya_id
       LEFT JOIN setup_items ty ON ty.id = m.type_id
       LEFT JOIN setup_items st ON st.id = m.subtype_id
       LEFT JOIN setup_items u ON u.id = m.unit_id
      ORDER BY m.activity_id, m.id`,
    params,
  );
};

export type SqlTimings = Record<string, SqlTiming>;

/** The best hand-written SQL for the answer of each scenario, on one connection, in the same run. */
export const sqlTimings = async (sql: Sql, fixtures: Fixtures, seconds: number): Promise<SqlTimings> => {
  const { fiscalYearId: fy, month } = fixtures;
  const users = fixtures.writers.map((w) => w.username);
  const writes = fixtures.writers.flatMap((w) => w.bodies);
  // The status rows to write back are the stored ones (the values the application computed).
  const statusOf = new Map<number, unknown[][]>();
  for (const row of await sql.query<{ milestone_id: number; rows: unknown[][] }>(
    `SELECT milestone_id, json_agg(json_build_array(month, status, band, percent, rating, entered, entry_id, achieved,
                                                    completed_since, commented) ORDER BY month) AS rows
       FROM milestone_month_status WHERE milestone_id = ANY($1::int[]) GROUP BY milestone_id`,
    [writes.map((w) => w.milestone_id)],
  ))
    statusOf.set(row.milestone_id, typeof row.rows === "string" ? JSON.parse(row.rows) : row.rows);

  return {
    login: await timeSql("user by name, then a new session row", seconds, async (i) => {
      const [user] = await sql.query<{ id: number }>(
        "SELECT id, password_hash, status FROM users WHERE username = $1",
        [users[i % users.length]],
      );
      await sql.query(
        "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (md5(random()::text), $1, now() + interval '12 hours')",
        [user.id],
      );
    }),
    dashboardAdmin: await timeSql("the offices' rows of the counts table, all offices", seconds, () =>
      sql.query(dashboardSql(null), [fy, month]),
    ),
    dashboardOffice: await timeSql("the same for one office subtree", seconds, () =>
      sql.query(dashboardSql(fixtures.office.path), [fy, month, `${fixtures.office.path}%`]),
    ),
    searchAdmin: await timeSql("count + one page of 10, all offices", seconds, () =>
      milestonePage(sql, fy, fixtures.search.admin, null),
    ),
    searchOffice: await timeSql("count + one page of 10, one office", seconds, () =>
      milestonePage(sql, fy, fixtures.search.office, fixtures.office.path),
    ),
    store: await timeSql(
      "lock, update entry and reasons, update 12 status rows (counts trigger)",
      seconds,
      async (i) => {
        const body = writes[i % writes.length];
        await sql.query("BEGIN");
        await sql.query("SELECT id FROM milestones WHERE id = $1 AND deleted_at IS NULL FOR UPDATE", [
          body.milestone_id,
        ]);
        const [entry] = await sql.query<{ id: number }>(
          `UPDATE progress_entries SET status = $3, achieved = $4, explanation = $5, updated_at = now()
          WHERE milestone_id = $1 AND month = $2 RETURNING id`,
          [body.milestone_id, body.month, body.status, body.achieved, body.explanation],
        );
        await sql.query("DELETE FROM progress_reasons WHERE entry_id = $1", [entry.id]);
        for (const r of body.reasons)
          await sql.query(
            "INSERT INTO progress_reasons (entry_id, main_type_id, sub_type_id) VALUES ($1, $2, $3)",
            [entry.id, r.main_type_id, r.sub_type_id],
          );
        await sql.query(
          `UPDATE milestone_month_status s
            SET status = r->>1, band = (r->>2)::int, percent = (r->>3)::numeric, rating = (r->>4)::int,
                entered = (r->>5)::boolean, entry_id = (r->>6)::int, achieved = (r->>7)::numeric,
                completed_since = (r->>8)::int, commented = (r->>9)::boolean
           FROM json_array_elements($2::json) r
          WHERE s.milestone_id = $1 AND s.month = (r->>0)::int`,
          [body.milestone_id, JSON.stringify(statusOf.get(body.milestone_id))],
        );
        await sql.query("COMMIT");
      },
    ),
    ceiling: await timeSql("the precomputed rows of the month", seconds, () =>
      sql.query(
        "SELECT * FROM bench_dashboard_ceiling WHERE fiscal_year_id = $1 AND month = $2 ORDER BY position",
        [fy, month],
      ),
    ),
  };
};
