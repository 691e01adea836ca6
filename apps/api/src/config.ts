import path from "node:path";

export type Config = {
  port: number;
  host: string;
  /** Set -> node-postgres against PostgreSQL; unset -> embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: string;
  /** Demo mode seeds demo data and writes OTPs to the log; never in production. */
  demo: boolean;
  sessionTtlHours: number;
  webDist: string;
  logLevel: string;
  logFile: string | undefined;
  version: string;
};

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const root = path.resolve(import.meta.dirname, "../../..");
  const nodeEnv = env.NODE_ENV ?? "development";
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, "data")),
    nodeEnv,
    demo: nodeEnv !== "production" && env.DEMO !== "0",
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    webDist: path.resolve(env.WEB_DIST ?? path.join(root, "apps/web/dist")),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === "test" ? "warn" : "info"),
    logFile: env.LOG_FILE || undefined,
    version: env.npm_package_version ?? "0.1.0",
  };
};
