import fs from "node:fs";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/client";
import { openReadRouter } from "./db/read-replicas";
import { seed } from "./db/seed";
import { DEMO_USERS } from "./db/seed/demo";
import { seedDemoFiles } from "./db/seed/demo-files";
import { productionProblems } from "./db/seed/production-guard";
import { startOutboxWorker } from "./jobs/outbox-worker";
import { transportsFromConfig } from "./jobs/transports";
import { setClock } from "./lib/clock";
import { DEMO_PASSWORD } from "./lib/passwords";
import { startPeriodic } from "./lib/periodic";
import { runCompletenessReminders } from "./modules/approvals/completeness-reminders.service";
import { runDecisionReminders } from "./modules/meetings/decision-reminders.service";
import { runPointReminders } from "./modules/monitoring/point-reminders.service";

const config = readConfig();
if (config.clockAt) setClock(config.clockAt);
const started = performance.now();

const logger = config.logFile
  ? { level: config.logLevel, stream: fs.createWriteStream(config.logFile, { flags: "a" }) }
  : process.stdout.isTTY
    ? {
        level: config.logLevel,
        transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } },
      }
    : { level: config.logLevel };

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const { demoSeeded } = await seed(database.db, { demo: config.demo });

if (config.nodeEnv === "production") {
  const problems = await productionProblems(database.db);
  if (problems.length > 0) {
    console.error(`Refusing to start in production:\n - ${problems.join("\n - ")}`);
    await database.close();
    process.exit(1);
  }
}

const reads =
  config.databaseReadUrls.length > 0
    ? await openReadRouter({
        primary: database.db,
        urls: config.databaseReadUrls,
        lagLimitMs: config.readLagLimitMs,
      })
    : undefined;
const app = await buildApp({ db: database.db, config, logger, reads });
// Demo files go through the app's own storage, which exists only now.
if (demoSeeded) await seedDemoFiles(database.db, app.storage);
await app.listen({ port: config.port, host: config.host });
const transports = transportsFromConfig(config);
const stopOutbox =
  config.outboxIntervalMs > 0
    ? startOutboxWorker({ db: database.db, transports, log: app.log, intervalMs: config.outboxIntervalMs })
    : async () => {};
const stopReminders =
  config.reminderIntervalMs > 0
    ? startPeriodic({
        name: "reminders",
        // Overdue decisions, overdue monitoring action points, then months still missing before their
        // entry window closes: each through the notice outbox.
        pass: async () => {
          await runDecisionReminders(database.db);
          await runPointReminders(database.db);
          await runCompletenessReminders(database.db);
        },
        log: app.log,
        intervalMs: config.reminderIntervalMs,
      })
    : async () => {};

const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
console.log(
  `Pragati is ready on http://localhost:${config.port} (${where}) in ${Math.round(performance.now() - started)} ms`,
);
const channels = Object.keys(transports);
console.log(
  channels.length > 0
    ? `Outbox delivers: ${channels.join(", ")}`
    : "Outbox: no SMTP_URL or SMS_PROVIDER set, so e-mail and SMS stay pending (visible to admin).",
);
if (config.demo) {
  console.log(`${demoSeeded ? "Demo data seeded. " : ""}Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.username.padEnd(14)} ${user.role}`);
}

const shutdown = async () => {
  await stopOutbox();
  await stopReminders();
  await app.close();
  await reads?.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
