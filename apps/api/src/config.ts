import path from "node:path";
import { SMS_PROVIDERS, type SmsProvider } from "@pragati/domain/contract";
import { REPO_ROOT } from "./paths";

export type Config = {
  port: number;
  host: string;
  /** Set -> node-postgres against PostgreSQL; unset -> embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: streaming replicas (comma-separated) for reports, dashboards and open data. */
  databaseReadUrls: string[];
  /** READ_LAG_LIMIT_SECONDS: a replica further behind the primary than this is skipped (default 5). */
  readLagLimitMs: number;
  dataDir: string;
  nodeEnv: string;
  /** Demo mode seeds demo data and writes OTPs to the log; never in production. */
  demo: boolean;
  sessionTtlHours: number;
  webDist: string;
  logLevel: string;
  logFile: string | undefined;
  version: string;
  /** Where uploaded files live: `database` (default on PostgreSQL) or `disk` (default on PGlite, under uploadDir). */
  fileStorage: "database" | "disk";
  /** The folder of the disk file storage. */
  uploadDir: string;
  /** SMTP URL for e-mail (e.g. smtp://user:pass@host:587); unset leaves e-mail pending in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS gateway (`SMS_PROVIDER`); unset leaves SMS pending in the outbox. */
  sms: SmsConfig | undefined;
  /** How often the outbox worker looks for due messages; 0 disables the worker. */
  outboxIntervalMs: number;
  /** How often the decision reminders run (0: never, as in tests); each pass sends a reminder once. */
  reminderIntervalMs: number;
  /** Served over HTTPS (`HTTPS=1` or an https:// `PUBLIC_URL`): HSTS and upgrade-insecure-requests are sent. */
  https: boolean;
  /** The reverse proxies whose X-Forwarded-For is believed (`TRUST_PROXY`, comma-separated addresses or CIDRs). */
  trustProxy: string[] | false;
  /** `CLOCK_AT` (an ISO date-time): the product's "today" is fixed there (lib/clock.ts); never in production. */
  clockAt: Date | undefined;
};

export type SmsConfig = {
  provider: SmsProvider;
  /** Base address the documented paths hang from; unset: the gateway's public address. */
  gatewayUrl: string | undefined;
  token: string;
  /** Sparrow's sender identity (`from`). */
  from: string | undefined;
};

/** SMS settings from the environment; a half-made configuration stops the start with what is missing. */
const readSmsConfig = (env: NodeJS.ProcessEnv): SmsConfig | undefined => {
  const provider = env.SMS_PROVIDER || undefined;
  if (!provider) {
    if (env.SMS_GATEWAY_URL)
      throw new Error("SMS_GATEWAY_URL is set but SMS_PROVIDER is not: set SMS_PROVIDER=sparrow or aakash.");
    return undefined;
  }
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(`SMS_PROVIDER=${provider} is not known: use sparrow or aakash.`);
  if (!env.SMS_TOKEN) throw new Error(`SMS_PROVIDER=${provider} needs SMS_TOKEN (the gateway's API token).`);
  if (provider === "sparrow" && !env.SMS_FROM)
    throw new Error("SMS_PROVIDER=sparrow needs SMS_FROM (the sender identity Sparrow assigned).");
  return {
    provider: provider as SmsProvider,
    gatewayUrl: env.SMS_GATEWAY_URL || undefined,
    token: env.SMS_TOKEN,
    from: env.SMS_FROM || undefined,
  };
};

/** Several API processes share PostgreSQL, so files go there too unless FILE_STORAGE=disk says otherwise. */
const readFileStorage = (env: NodeJS.ProcessEnv): Config["fileStorage"] => {
  const value = env.FILE_STORAGE || (env.DATABASE_URL ? "database" : "disk");
  if (value !== "database" && value !== "disk")
    throw new Error(`FILE_STORAGE=${value} is not known: use database or disk.`);
  // PGlite has one connection, held by the transaction that records the upload while the file is stored.
  if (value === "database" && !env.DATABASE_URL)
    throw new Error("FILE_STORAGE=database needs PostgreSQL (DATABASE_URL); PGlite stores files on disk.");
  return value;
};

/** Replicas of the primary only: PGlite has none. */
const readReplicaUrls = (env: NodeJS.ProcessEnv): string[] => {
  const urls = (env.DATABASE_READ_URL ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length > 0 && !env.DATABASE_URL)
    throw new Error("DATABASE_READ_URL needs DATABASE_URL: replicas follow a PostgreSQL primary.");
  return urls;
};

const readClockAt = (env: NodeJS.ProcessEnv): Date | undefined => {
  if (!env.CLOCK_AT) return undefined;
  if (env.NODE_ENV === "production")
    throw new Error("CLOCK_AT fixes the date for tests; unset it in production.");
  const at = new Date(env.CLOCK_AT);
  if (Number.isNaN(at.getTime()))
    throw new Error(`CLOCK_AT=${env.CLOCK_AT} is not a date-time (e.g. 2030-09-01T06:00:00Z).`);
  return at;
};

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const root = REPO_ROOT;
  const nodeEnv = env.NODE_ENV ?? "development";
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrls: readReplicaUrls(env),
    readLagLimitMs: int(env.READ_LAG_LIMIT_SECONDS, 5) * 1000,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, "data")),
    nodeEnv,
    demo: nodeEnv !== "production" && env.DEMO !== "0",
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, "apps/web/dist")),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === "test" ? "warn" : "info"),
    logFile: env.LOG_FILE || undefined,
    version: env.npm_package_version ?? "0.1.0",
    fileStorage: readFileStorage(env),
    uploadDir: path.resolve(
      env.UPLOAD_DIR ?? path.join(env.DATA_DIR ?? path.join(root, "data"), "..", "uploads"),
    ),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Pragati <no-reply@pragati.gov.np>",
    sms: readSmsConfig(env),
    outboxIntervalMs: int(env.OUTBOX_INTERVAL_MS, 5000),
    reminderIntervalMs: int(env.REMINDER_INTERVAL_MS, 3_600_000),
    https: env.HTTPS === "1" || (env.PUBLIC_URL ?? "").startsWith("https://"),
    trustProxy: env.TRUST_PROXY
      ? env.TRUST_PROXY.split(",")
          .map((a) => a.trim())
          .filter(Boolean)
      : false,
    clockAt: readClockAt(env),
  };
};
