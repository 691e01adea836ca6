/**
 * The PostgreSQL error code of a failed query, whichever driver ran it (Drizzle wraps the driver's
 * error in `cause`).
 */
export const pgErrorCode = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
};

/** A row is still referenced by another table (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === "23503";

/** A unique constraint refused a duplicate (23505). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/**
 * Data exceptions PostgreSQL raises for a value it cannot store or read (a NUL character, a number out
 * of range, text too long, a malformed date): input the schemas let through, so a 422, never a 500.
 */
const BAD_VALUE_CODES = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

export const isBadValue = (error: unknown): boolean => BAD_VALUE_CODES.has(pgErrorCode(error) ?? "");

const LOST_CONNECTION_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
]);
const LOST_CONNECTION_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
];

/**
 * The database could not be reached or dropped the connection mid-query (restart, failover, network
 * reset): the request fails with 503 and the pool opens fresh connections for the next ones.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (LOST_CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === "string" && LOST_CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
