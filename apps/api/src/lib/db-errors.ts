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
