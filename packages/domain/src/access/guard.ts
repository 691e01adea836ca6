/**
 * Normalises a location path the way the guard compares it (SPEC.md section 2, Guard rules): split on
 * `/`, drop empty and numeric segments, join the rest. The dashboard `/` becomes ``.
 */
export const normalizeMenuPath = (pathname: string): string =>
  pathname
    .split("?")[0]
    .split("#")[0]
    .split("/")
    .filter((segment) => segment !== "" && !/^\d+$/.test(segment))
    .join("/");

export type GuardDecision = "allow" | "unauthorized";

/**
 * A logged-in user may open a path unless it is a valid menu path that the role's allowed menu lacks.
 * Paths outside the valid menu fall through to the router (404 page or public screens).
 */
export const guardPath = (
  pathname: string,
  allowed: readonly string[],
  valid: readonly string[],
): GuardDecision => {
  const path = normalizeMenuPath(pathname);
  if (valid.includes(path) && !allowed.includes(path)) return "unauthorized";
  return "allow";
};
