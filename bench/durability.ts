/**
 * `npm run bench:durability [-- --rounds 3]`: kill -9 of the API during 50 concurrent progress saves on
 * PostgreSQL, restart, compare. Generates size S into a new database (BENCH_PG_URL, the server of
 * DATABASE_URL, or the local one), starts the API as `npm start` does, and per round: 50 offices save their
 * milestones' month entries in a loop, each save with its own explanation; after a random 3-6 s the API
 * is killed with SIGKILL; it is started again and the database is compared with what was acknowledged:
 * - every milestone holds its last acknowledged save exactly (status, achieved, explanation, reasons), or
 *   the save that was in flight at the kill (it may have committed before the answer was lost);
 * - no partial entry: each month status row points at its milestone's entry and carries its status;
 * - no counts drift: the dashboard counts equal those computed again from the status rows (countsDrift).
 * Exits 1 on any difference.
 */
import { parseArgs } from "node:util";
import type { TProgressBody } from "@pragati/domain/contract";
import { countsDrift } from "../apps/api/src/modules/dashboard/office-month-counts";
import { generate, openTarget } from "./generate/generate";
import { SIZES } from "./generate/sizes";
import { dropPostgresDatabase, targetFor } from "./lib/databases";
import { openSql } from "./lib/sql";
import { loadFixtures } from "./run/fixtures";
import { signIn } from "./run/scenarios";
import { freePort, removeUploads, type Server, startApi } from "./run/servers";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "3" } } });
const rounds = Number(values.rounds);
const CLIENTS = 50;
const log = (message: string) => console.log(message);

/** Per milestone: the last acknowledged save and the one sent after it (unanswered at the kill). */
type Ledger = Map<number, { acknowledged?: TProgressBody; inFlight?: TProgressBody }>;

const target = targetFor("postgres", "durability");
if (target.kind !== "postgres") throw new Error("the durability run needs PostgreSQL");

const saveLoop = async (options: {
  url: string;
  saves: { token: string; body: TProgressBody }[];
  ledger: Ledger;
  round: number;
  client: number;
  stopped: () => boolean;
  counts: { sent: number; acknowledged: number; refused: number };
}) => {
  const { url, saves, ledger, round, client, stopped, counts } = options;
  for (let n = 0; !stopped(); n++) {
    const { token, body: generated } = saves[n % saves.length];
    const body = { ...generated, explanation: `durability r${round} c${client} n${n}` };
    const entry = ledger.get(body.milestone_id) ?? {};
    entry.inFlight = body;
    ledger.set(body.milestone_id, entry);
    counts.sent++;
    let acknowledged = false;
    try {
      const res = await fetch(`${url}/api/pragati/store`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      acknowledged = res.ok;
      if (!res.ok) counts.refused++;
    } catch {
      return; // the connection died with the API
    }
    if (acknowledged) {
      counts.acknowledged++;
      ledger.set(body.milestone_id, { acknowledged: body });
    }
  }
};

type StoredEntry = {
  milestone_id: number;
  status: string;
  achieved: string;
  explanation: string;
  reasons: { main_type_id: number; sub_type_id: number }[];
};

/** What a save stores, comparable with a stored entry. */
const saved = (body: TProgressBody) =>
  JSON.stringify([
    body.status,
    Number(body.achieved),
    body.explanation,
    [...(body.reasons ?? [])]
      .sort((a, b) => a.main_type_id - b.main_type_id || a.sub_type_id - b.sub_type_id)
      .map((r) => [r.main_type_id, r.sub_type_id]),
  ]);
const held = (row: StoredEntry) =>
  JSON.stringify([
    row.status,
    Number(row.achieved),
    row.explanation,
    row.reasons.map((r) => [r.main_type_id, r.sub_type_id]),
  ]);

const started = performance.now();
let api: Server | undefined;
const problems: string[] = [];
const figures: string[] = [];
try {
  log(`Generating size S into ${target.name}`);
  await generate({ size: SIZES.S, target });
  const sql = await openSql(target);
  const fixtures = await loadFixtures(sql);
  const port = await freePort();
  api = await startApi(target, port);
  const tokens = await Promise.all(fixtures.writers.map((w) => signIn(api!.url, w.username)));
  // The offices' milestones dealt to CLIENTS clients, so each milestone is saved by one client in order.
  const all = fixtures.writers.flatMap((w, i) => w.bodies.map((body) => ({ token: tokens[i], body })));
  const clients = Array.from({ length: CLIENTS }, (_, c) => all.filter((_, i) => i % CLIENTS === c));
  const milestones = all.map((s) => s.body.milestone_id);
  log(`${CLIENTS} clients save at once for ${fixtures.writers.length} offices, ${rounds} rounds`);
  const storedEntries = (ids: number[]) =>
    sql.query<StoredEntry>(
      `SELECT e.milestone_id, e.status, e.achieved::text, e.explanation,
              COALESCE((SELECT json_agg(json_build_object('main_type_id', r.main_type_id, 'sub_type_id', r.sub_type_id)
                                 ORDER BY r.main_type_id, r.sub_type_id)
                          FROM progress_reasons r WHERE r.entry_id = e.id), '[]'::json) AS reasons
         FROM progress_entries e
        WHERE e.milestone_id = ANY($1::int[]) AND e.month = $2 AND e.fiscal_year_id = $3`,
      [ids, fixtures.month, fixtures.fiscalYearId],
    );

  for (let round = 1; round <= rounds; round++) {
    // A milestone with no acknowledged save this round must still hold what it held before.
    const before = new Map((await storedEntries(milestones)).map((row) => [row.milestone_id, held(row)]));
    const ledger: Ledger = new Map();
    const counts = { sent: 0, acknowledged: 0, refused: 0 };
    let stop = false;
    const loops = clients.map((saves, i) =>
      saveLoop({
        url: api!.url,
        saves,
        ledger,
        round,
        client: i,
        stopped: () => stop,
        counts,
      }),
    );
    const killAfter = 3000 + Math.round(Math.random() * 3000);
    await new Promise((resolve) => setTimeout(resolve, killAfter));
    process.kill(api.pid, "SIGKILL");
    stop = true;
    await Promise.all(loops);
    const restartStarted = performance.now();
    api = await startApi(target, port);
    const restartMs = Math.round(performance.now() - restartStarted);

    const stored = await storedEntries([...ledger.keys()]);
    const byMilestone = new Map(stored.map((s) => [s.milestone_id, s]));
    let exact = 0;
    let inFlightCommitted = 0;
    for (const [milestone, { acknowledged, inFlight }] of ledger) {
      const row = byMilestone.get(milestone);
      const expected = acknowledged ? saved(acknowledged) : before.get(milestone);
      if (!row) problems.push(`round ${round}: milestone ${milestone} has no entry`);
      else if (held(row) === expected) exact++;
      else if (inFlight && held(row) === saved(inFlight)) inFlightCommitted++;
      else
        problems.push(
          `round ${round}: milestone ${milestone} holds "${row.explanation}", expected ${expected}`,
        );
    }
    const partial = await sql.query<{ milestone_id: number }>(
      `SELECT e.milestone_id
         FROM progress_entries e
         LEFT JOIN milestone_month_status s
           ON s.milestone_id = e.milestone_id AND s.month = e.month AND s.fiscal_year_id = e.fiscal_year_id
        WHERE e.milestone_id = ANY($1::int[]) AND e.month = $2 AND e.fiscal_year_id = $3
          AND (s.entry_id IS DISTINCT FROM e.id OR s.status IS DISTINCT FROM e.status)`,
      [[...ledger.keys()], fixtures.month, fixtures.fiscalYearId],
    );
    for (const p of partial)
      problems.push(`round ${round}: milestone ${p.milestone_id}: status row does not match its entry`);
    const database = await openTarget(target);
    const drift = await countsDrift(database.db);
    await database.close();
    if (drift.length > 0) problems.push(`round ${round}: ${drift.length} dashboard count rows drifted`);
    const line = `round ${round}: killed after ${killAfter} ms; ${counts.sent} saves sent, ${counts.acknowledged} acknowledged, ${counts.refused} refused; ${ledger.size} milestones: ${exact} hold their last acknowledged save, ${inFlightCommitted} the save in flight at the kill, ${ledger.size - exact - inFlightCommitted} differ; ${partial.length} partial; counts drift ${drift.length}; restart to healthy ${restartMs} ms`;
    figures.push(line);
    log(line);
  }
  await sql.close();
} finally {
  await api?.stop();
  removeUploads();
  await dropPostgresDatabase(target);
}
log(`\n${problems.length === 0 ? "No save lost, no partial entry, no drift." : problems.join("\n")}`);
log(`Done in ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(problems.length === 0 ? 0 : 1);
