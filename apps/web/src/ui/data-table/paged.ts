/** `response` of a generic paged list call (SPEC.md section 7; `ZPaged` in the domain contract). */
export type Paged<T> = {
  data: T[];
  count: number;
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  search: string;
  to: number | null;
  total: number;
};

/** Query key prefix of every paged list; invalidate `pagedQueryKey(path)` after a write to that list. */
export const pagedQueryKey = (path: string) => ["paged", path] as const;
