import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { type Database, openDatabase, queryRows, sql } from "../../apps/api/src/db/client";
import { seed as seedReferenceData } from "../../apps/api/src/db/seed";
import { seedSetupLists } from "../../apps/api/src/db/seed/setup-lists";
import { hashPassword } from "../../apps/api/src/lib/passwords";
import { loadCalendar } from "../../apps/api/src/modules/calendar/calendar.repository";
import { rebuildOfficeMonthCounts } from "../../apps/api/src/modules/dashboard/office-month-counts";
import { publishStoredContracts } from "../../apps/api/src/modules/open/ocds-publish";
import { rebuildProjectFigures } from "../../apps/api/src/modules/projects/project-figures";
import { type Loader, pgliteLoader, postgresLoader, type TableRows } from "../lib/copy";
import { createPostgresDatabase, type Target } from "../lib/databases";
import { seeded } from "../lib/random";
import { approvalTables } from "./approvals";
import { type ContractRefs, contractTables } from "./contracts";
import { type IndicatorRefs, indicatorTables } from "./indicators";
import { type MeetingRefs, meetingTables } from "./meetings";
import { addMilestone, milestoneTables, planTables, type Refs } from "./model";
import { type MonitoringRefs, monitoringTables } from "./monitoring";
import { type ProjectRefs, projectTables } from "./projects";
import { BENCH_PASSWORD, MONTHS, type Size } from "./sizes";
import { type TreasuryRefs, treasuryTables } from "./treasury";

export type Generated = {
  seconds: number;
  /** Seconds per phase: schema (migrate + reference seed), plan, milestones, indexes (vacuum analyze). */
  phases: Record<string, number>;
  counts: Record<string, number>;
  fiscalYearId: number;
  startYear: number;
};

/** Milestones generated between two loads; bounds the memory of the COPY buffers. */
const CHUNK = 5_000;

export const openTarget = (target: Target): Promise<Database> =>
  openDatabase(target.kind === "postgres" ? { databaseUrl: target.url } : { dataDir: target.dataDir });

const loadRefs = async (database: Database, passwordHash: string): Promise<Refs> => {
  const { db } = database;
  const calendar = await loadCalendar(db);
  // The last complete fiscal year: every one of its 12 months has started, so entries for all are valid.
  const startYear = calendar.currentFiscalYear(new Date()) - 1;
  const [year] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM fiscal_years WHERE start_year = ${startYear}`,
  );
  const roles = new Map(
    (await queryRows<{ id: number; slug: string }>(db, sql`SELECT id, slug FROM roles`)).map((r) => [
      r.slug,
      r.id,
    ]),
  );
  const items = await queryRows<{ id: number; list_key: string; parent_id: number | null }>(
    db,
    sql`SELECT id, list_key, parent_id FROM setup_items ORDER BY id`,
  );
  const list = (key: string) => items.filter((i) => i.list_key === key);
  const tree = (key: string) =>
    list(key)
      .filter((i) => i.parent_id === null)
      .map((main) => ({
        id: main.id,
        subs: list(key)
          .filter((s) => s.parent_id === main.id)
          .map((s) => s.id),
      }))
      .filter((main) => main.subs.length > 0);
  const [max] = await queryRows<Record<keyof Refs["base"], number>>(
    db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM offices)::int AS offices,
               (SELECT coalesce(max(id), 0) FROM users)::int AS users,
               (SELECT coalesce(max(id), 0) FROM policies)::int AS policies,
               (SELECT coalesce(max(id), 0) FROM budget_heads)::int AS budget_heads,
               (SELECT coalesce(max(id), 0) FROM activities)::int AS activities,
               (SELECT coalesce(max(id), 0) FROM milestones)::int AS milestones,
               (SELECT coalesce(max(id), 0) FROM progress_entries)::int AS entries`,
  );
  const role = (slug: string) => {
    const id = roles.get(slug);
    if (id === undefined) throw new Error(`role ${slug} is not seeded`);
    return id;
  };
  return {
    fiscalYearId: year.id,
    startYear,
    calendar,
    roles: { admin: role("admin"), sachib: role("sachib"), nikaya: role("nikaya") },
    units: list("units").map((i) => i.id),
    budgetCodes: list("budget-head").map((i) => i.id),
    milestoneTypes: tree("milestone-types"),
    problemTypes: tree("paragati-samasyas-types"),
    passwordHash,
    base: max,
  };
};

const SERIAL_TABLES = [
  "offices",
  "users",
  "policies",
  "budget_heads",
  "activities",
  "milestones",
  "progress_entries",
  "projects",
  "project_progress",
  "project_cost_revisions",
  "project_time_extensions",
  "indicators",
  "indicator_periods",
  "contracts",
  "contract_variations",
  "contract_extensions",
  "meetings",
  "decisions",
  "monitoring_visits",
  "monitoring_members",
  "monitoring_action_points",
  "treasury_snapshots",
  "treasury_rows",
  "approvals",
];

/** The project types and sectors (main entries) and the ids already used by the project tables. */
const loadProjectRefs = async (database: Database, refs: Refs): Promise<ProjectRefs> => {
  const { db } = database;
  const main = async (list: string) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM setup_items WHERE list_key = ${list} AND parent_id IS NULL ORDER BY id`,
      )
    ).map((r) => r.id);
  const [base] = await queryRows<ProjectRefs["base"]>(
    db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM projects)::int AS projects,
               (SELECT coalesce(max(id), 0) FROM project_progress)::int AS progress,
               (SELECT coalesce(max(id), 0) FROM project_cost_revisions)::int AS revisions,
               (SELECT coalesce(max(id), 0) FROM project_time_extensions)::int AS extensions`,
  );
  return {
    fiscalYearId: refs.fiscalYearId,
    startYear: refs.startYear,
    types: await main("ayojana-type"),
    sectors: await main("ayojana-sector"),
    base,
  };
};

/** The generated projects with their offices, the coming fiscal years and the contract tables' ids. */
const loadContractRefs = async (database: Database, refs: Refs): Promise<ContractRefs> => {
  const { db } = database;
  const [base] = await queryRows<ContractRefs["base"]>(
    db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM contracts)::int AS contracts,
               (SELECT coalesce(max(id), 0) FROM contract_variations)::int AS variations,
               (SELECT coalesce(max(id), 0) FROM contract_extensions)::int AS extensions`,
  );
  return {
    fiscalYearId: refs.fiscalYearId,
    startYear: refs.startYear,
    projects: await queryRows<{ id: number; nikaya_id: number }>(
      db,
      sql`SELECT id, nikaya_id FROM projects WHERE fiscal_year_id = ${refs.fiscalYearId} ORDER BY id`,
    ),
    comingYears: (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM fiscal_years WHERE start_year > ${refs.startYear} ORDER BY start_year`,
      )
    ).map((row) => row.id),
    base,
  };
};

/** The ids already used by the indicator tables (the seed adds none without demo data). */
const loadIndicatorRefs = async (database: Database, refs: Refs): Promise<IndicatorRefs> => {
  const [base] = await queryRows<IndicatorRefs["base"]>(
    database.db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM indicators)::int AS indicators,
               (SELECT coalesce(max(id), 0) FROM indicator_periods)::int AS periods`,
  );
  return { fiscalYearId: refs.fiscalYearId, base };
};

/** The meeting types, presidencies and reporting durations of the seeded setup lists. */
const loadMeetingRefs = async (database: Database, refs: Refs): Promise<MeetingRefs> => {
  const { db } = database;
  const main = async (list: string) =>
    queryRows<{ id: number; extra: Record<string, unknown> }>(
      db,
      sql`SELECT id, extra FROM setup_items WHERE list_key = ${list} AND parent_id IS NULL ORDER BY id`,
    );
  const [base] = await queryRows<MeetingRefs["base"]>(
    db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM meetings)::int AS meetings,
               (SELECT coalesce(max(id), 0) FROM decisions)::int AS decisions`,
  );
  return {
    fiscalYearId: refs.fiscalYearId,
    startYear: refs.startYear,
    calendar: refs.calendar,
    meetingTypes: (await main("meeting-type")).map((r) => r.id),
    presidencies: (await main("presidency-type")).map((r) => r.id),
    durations: (await main("reporting-duration")).map((r) => ({
      id: r.id,
      duration: {
        unit: r.extra.duration_unit === "months" ? ("months" as const) : ("days" as const),
        length: Number(r.extra.duration),
      },
    })),
    base,
  };
};

/** The generated projects with their offices and the ids already used by the monitoring tables. */
const loadMonitoringRefs = async (database: Database, refs: Refs): Promise<MonitoringRefs> => {
  const { db } = database;
  const [base] = await queryRows<MonitoringRefs["base"]>(
    db,
    sql`SELECT (SELECT coalesce(max(id), 0) FROM monitoring_visits)::int AS visits,
               (SELECT coalesce(max(id), 0) FROM monitoring_members)::int AS members,
               (SELECT coalesce(max(id), 0) FROM monitoring_action_points)::int AS points`,
  );
  return {
    fiscalYearId: refs.fiscalYearId,
    startYear: refs.startYear,
    calendar: refs.calendar,
    projects: await queryRows<{ id: number; nikaya_id: number }>(
      db,
      sql`SELECT id, nikaya_id FROM projects WHERE fiscal_year_id = ${refs.fiscalYearId} ORDER BY id`,
    ),
    base,
  };
};

/**
 * Creates the data set in a fresh database: the app's own migrations and reference seed, then every
 * generated table through COPY with triggers (foreign-key checks) off, as the data is consistent by
 * construction; sequences moved past the generated ids; VACUUM ANALYZE so plans see real statistics.
 */
export const generate = async (options: {
  size: Size;
  target: Target;
  seed?: number;
  log?: (message: string) => void;
}): Promise<Generated> => {
  const { size, target, log = () => {} } = options;
  const started = performance.now();
  const phases: Record<string, number> = {};
  let mark = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark) / 1000;
    mark = now;
    log(`  ${name}: ${phases[name]} s`);
  };

  if (target.kind === "postgres") await createPostgresDatabase(target);
  else fs.rmSync(target.dataDir, { recursive: true, force: true });
  const database = await openTarget(target);
  let loader: Loader | undefined;
  try {
    await database.migrate();
    await seedReferenceData(database.db, { demo: false });
    await database.db.transaction((tx) => seedSetupLists(tx));
    const refs = await loadRefs(database, await hashPassword(BENCH_PASSWORD));
    const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
    loader =
      database.kind === "postgres"
        ? postgresLoader(await (client as pg.Pool).connect())
        : pgliteLoader(client as PGlite);
    await loader.exec("SET session_replication_role = replica");
    phase("schema");

    const random = seeded(options.seed ?? 2083);
    const counts: Record<string, number> = {};
    const load = async (tables: TableRows[]) => {
      for (const rows of tables) {
        await loader!.copy(rows);
        counts[rows.table] = rows.count;
      }
    };
    const plan = planTables(random, size, refs);
    await load(plan.tables);
    phase("plan");

    const out = milestoneTables();
    const perActivity = spreadMilestones(random, size);
    let id = refs.base.milestones;
    let entryId = refs.base.entries;
    const numberInOffice = new Map<number, number>();
    for (let a = 0; a < plan.activities.length; a++) {
      const activity = plan.activities[a];
      for (let k = 0; k < perActivity[a]; k++) {
        id++;
        const number = (numberInOffice.get(activity.office.id) ?? 0) + 1;
        numberInOffice.set(activity.office.id, number);
        addMilestone(random, refs, out, {
          id,
          firstEntryId: entryId + 1,
          activity,
          number,
          staff: plan.firstUser.get(activity.office.id)!,
          reviewer: plan.reviewerOf.get(activity.office.id)!,
        });
        entryId += MONTHS;
        if ((id - refs.base.milestones) % CHUNK === 0) await load(Object.values(out));
      }
    }
    await load(Object.values(out));
    phase("milestones");

    // A random stream of their own, so the plan and milestones stay as they were before projects came.
    for (const tables of projectTables(
      seeded((options.seed ?? 2083) + 1),
      size,
      await loadProjectRefs(database, refs),
      plan.offices,
    ))
      await load(tables);
    phase("projects");

    await load(
      contractTables(
        seeded((options.seed ?? 2083) + 3),
        size.contracts,
        await loadContractRefs(database, refs),
      ),
    );
    phase("contracts");

    await load(
      indicatorTables(
        seeded((options.seed ?? 2083) + 2),
        size,
        await loadIndicatorRefs(database, refs),
        plan.offices,
      ),
    );
    phase("indicators");

    await load(
      meetingTables(
        seeded((options.seed ?? 2083) + 5),
        size,
        await loadMeetingRefs(database, refs),
        plan.offices,
      ),
    );
    phase("meetings");

    await load(
      monitoringTables(
        seeded((options.seed ?? 2083) + 6),
        size,
        await loadMonitoringRefs(database, refs),
        plan.offices,
      ),
    );
    phase("monitoring");

    const [treasuryBase] = await queryRows<TreasuryRefs["base"]>(
      database.db,
      sql`SELECT (SELECT coalesce(max(id), 0) FROM treasury_snapshots)::int AS snapshots,
                 (SELECT coalesce(max(id), 0) FROM treasury_rows)::int AS rows`,
    );
    for (const tables of treasuryTables(
      seeded((options.seed ?? 2083) + 4),
      size,
      { fiscalYearId: refs.fiscalYearId, startYear: refs.startYear, base: treasuryBase! },
      plan.offices,
    ))
      await load(tables);
    phase("treasury");

    // Fixed by each office's number, month and stream: no random stream is drawn.
    await load(approvalTables(refs, plan.offices));
    phase("approvals");

    for (const table of SERIAL_TABLES)
      await loader.exec(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    await loader.exec("RESET session_replication_role");
    // Triggers were off during the load: the dashboard counts are filled from the status rows once.
    await rebuildOfficeMonthCounts(database.db);
    // The same for the projects' month figures, from the loaded projects and their history.
    await rebuildProjectFigures(database.db);
    // Open data: the first contracts published as the demo's are (one release of each stored state), so
    // the open routes have pages to read; the other contracts publish with their next change.
    const published = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM contracts ORDER BY id LIMIT ${OPEN_DATA_CONTRACTS}`,
    );
    await database.db.transaction((tx) =>
      publishStoredContracts(
        tx,
        { publisher: "Pragati benchmark (generated data)", ocidPrefix: "ocds-bench0" },
        published.map((row) => row.id),
      ),
    );
    phase("open-data releases");
    await loader.exec("VACUUM ANALYZE");
    phase("counts table, vacuum analyze");
    return {
      seconds: Math.round(performance.now() - started) / 1000,
      phases,
      counts,
      fiscalYearId: refs.fiscalYearId,
      startYear: refs.startYear,
    };
  } finally {
    loader?.release();
    await database.close();
  }
};

/** Contracts the generator publishes a release of (the open routes read pages of 100 releases). */
const OPEN_DATA_CONTRACTS = 2_000;

/** Milestones per activity (at least one each), drawn after the plan so the plan never shifts. */
const spreadMilestones = (random: ReturnType<typeof seeded>, size: Size) => {
  const counts = Array.from({ length: size.activities }, () => 1);
  for (let i = size.activities; i < size.milestones; i++) counts[random.int(0, size.activities - 1)]++;
  return counts;
};
