import type { TOfficeTreeNode } from "@pragati/domain/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Query key of the caller's office tree; invalidate it after any office is created, moved or deleted. */
export const OFFICE_TREE_KEY = ["offices", "tree"] as const;

/**
 * The caller's offices as a flat list, parents first (`GET api/nikaya/tree`); `decisions`: the offices the
 * decision reports may be filtered by (every office for admin and the meetings' secretariat).
 */
export const officeTreeQuery = (purpose?: "decisions") =>
  queryOptions({
    queryKey: purpose ? [...OFFICE_TREE_KEY, purpose] : OFFICE_TREE_KEY,
    queryFn: ({ signal }) =>
      api.get<TOfficeTreeNode[]>("api/nikaya/tree", purpose ? { purpose } : undefined, { signal }),
    staleTime: 5 * 60_000,
  });
