import type { TOfficeTreeNode } from "@pragati/domain/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** Query key of the caller's office tree; invalidate it after any office is created, moved or deleted. */
export const OFFICE_TREE_KEY = ["offices", "tree"] as const;

/** The caller's offices as a flat list, parents first (`GET api/nikaya/tree`). */
export const officeTreeQuery = () =>
  queryOptions({
    queryKey: OFFICE_TREE_KEY,
    queryFn: ({ signal }) => api.get<TOfficeTreeNode[]>("api/nikaya/tree", undefined, { signal }),
    staleTime: 5 * 60_000,
  });
