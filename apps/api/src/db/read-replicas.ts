import { AsyncLocalStorage } from "node:async_hooks";
import { type Db, openPostgres, queryRow, sql } from "./client";

/** A write is remembered to within this much (db/schema/access.ts `last_write_at`). */
export const WRITE_WINDOW_MS = 1000;

export type Replica = {
  /** The replica's host and port, as the answers' `X-Read-From` header names it. */
  name: string;
  db: Db;
  /** The primary's time (ms) of the last check that found the replica replayed all the primary had written. */
  caughtUpAt: number | null;
  /** Whether the last check reached it, in recovery (a promoted replica is no longer one). */
  usable: boolean;
};

export type ReadRouter = {
  replicas: readonly Replica[];
  /**
   * A replica for a read of a session that last wrote at `lastWriteAt` (the primary's ms), or null for the
   * primary: only a replica caught up past that write, and behind the primary by no more than the limit.
   */
  choose: (lastWriteAt: number | null) => Replica | null;
  /** Checks every replica now (the router does it every `intervalMs`). */
  refresh: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Reads from streaming replicas (DATABASE_READ_URL). Each check reads the primary's WAL position and clock,
 * then asks every replica whether it has replayed up to that position: a replica that has is caught up as of
 * the primary's time of the check. Its lag is the time since it was last caught up, so a replica whose
 * stream stalls is skipped once that passes the limit, whatever its own clock says.
 */
export const openReadRouter = async (options: {
  primary: Db;
  urls: readonly string[];
  lagLimitMs: number;
  intervalMs?: number;
  poolSize?: number;
}): Promise<ReadRouter> => {
  const databases = await Promise.all(
    options.urls.map((url) => openPostgres(url, options.poolSize ?? 10, () => {})),
  );
  const replicas: Replica[] = databases.map((database, i) => {
    const url = new URL(options.urls[i]);
    return {
      name: `${url.hostname}:${url.port || "5432"}`,
      db: database.db,
      caughtUpAt: null,
      usable: false,
    };
  });
  // The primary's clock minus this process's, from the last check.
  let offset = 0;
  const refresh = async () => {
    const primary = await queryRow<{ lsn: string; at: number }>(
      options.primary,
      sql`SELECT pg_current_wal_lsn()::text AS lsn, (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS at`,
    );
    if (!primary) return;
    offset = primary.at - Date.now();
    await Promise.all(
      replicas.map(async (replica) => {
        try {
          const state = await queryRow<{ recovering: boolean; caught_up: boolean }>(
            replica.db,
            sql`SELECT pg_is_in_recovery() AS recovering,
                       COALESCE(pg_last_wal_replay_lsn() >= ${primary.lsn}::pg_lsn, FALSE) AS caught_up`,
          );
          replica.usable = state?.recovering === true;
          if (state?.caught_up) replica.caughtUpAt = primary.at;
        } catch {
          replica.usable = false;
        }
      }),
    );
  };
  await refresh().catch(() => {});
  const timer = setInterval(() => void refresh().catch(() => {}), options.intervalMs ?? 1000);
  timer.unref();
  let turn = 0;
  return {
    replicas,
    refresh,
    choose: (lastWriteAt) => {
      const now = Date.now() + offset;
      const ready = replicas.filter(
        (r) =>
          r.usable &&
          r.caughtUpAt !== null &&
          now - r.caughtUpAt <= options.lagLimitMs &&
          (lastWriteAt === null || r.caughtUpAt > lastWriteAt + WRITE_WINDOW_MS),
      );
      if (ready.length === 0) return null;
      turn = (turn + 1) % ready.length;
      return ready[turn];
    },
    close: async () => {
      clearInterval(timer);
      await Promise.all(databases.map((database) => database.close()));
    },
  };
};

/** The database a request's reads go to: set for the requests a replica serves (plugins/read-replicas.ts). */
export const readsFrom = new AsyncLocalStorage<Db>();

/**
 * The database the app uses when replicas are configured: the replica chosen for the request when there is
 * one (a read route: its statements and read-only transactions run there), else the primary. Writes never
 * run in a request a replica serves (plugins/read-replicas.ts routes GET reads only); one that did would be
 * refused by the replica, never applied to the wrong database.
 */
export const routedDb = (primary: Db): Db =>
  new Proxy(primary, {
    get: (target, key) => {
      const db = readsFrom.getStore() ?? target;
      const value = Reflect.get(db, key, db);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
