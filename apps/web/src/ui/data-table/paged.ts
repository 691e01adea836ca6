/** Query key prefix of every paged list; invalidate `pagedQueryKey(path)` after a write to that list. */
export const pagedQueryKey = (path: string) => ["paged", path] as const;
