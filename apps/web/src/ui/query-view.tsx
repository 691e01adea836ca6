import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorState } from "./error-state";
import { PageLoader } from "./page-loader";

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** What a query's data draws once loaded: a loader until then, the error with a retry if it fails. */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
