/**
 * The ceiling of the dashboard: a bare Fastify + pg handler that returns the dashboard rows from a
 * precomputed table (bench_dashboard_ceiling), with no authentication, no setup block and no response
 * schema. What is left is the HTTP server, one indexed read and serialising the rows, so the API's
 * dashboard throughput is measured against it in the same run. PGlite when DATA_DIR is set.
 */
import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";

const port = Number(process.env.PORT);
const query = async <T>(text: string, params: unknown[]): Promise<T[]> => (await run(text, params)) as T[];
let run: (text: string, params: unknown[]) => Promise<unknown[]>;
if (process.env.DATA_DIR) {
  const client = new PGlite(process.env.DATA_DIR);
  await client.waitReady;
  run = async (text, params) => (await client.query(text, params)).rows;
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  run = async (text, params) => (await pool.query(text, params)).rows;
}

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ success: true }));
app.get<{ Querystring: { fiscal_year_id: string; month: string } }>(
  "/api/dashboard/milestone-esthiti",
  async (request) => ({
    success: true,
    response: await query(
      `SELECT nikaya_id, nikaya_name, nikaya_name_np, not_started, in_progress_below_twenty_percent,
              in_progress_below_fourty_percent, in_progress_below_sixty_percent,
              in_progress_below_eighty_percent, in_progress_below_hundred_percent, completed_and_achieved,
              zero_rating, one_rating, two_rating, three_rating, four_rating, five_rating
         FROM bench_dashboard_ceiling WHERE fiscal_year_id = $1 AND month = $2 ORDER BY position`,
      [Number(request.query.fiscal_year_id), Number(request.query.month)],
    ),
  }),
);
await app.listen({ port, host: "127.0.0.1" });
