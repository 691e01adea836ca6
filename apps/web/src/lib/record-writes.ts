import { useMutation } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * A module's write hook made from its refresh (what a write changes: the record's query, the lists that
 * show it): each write is its call, then that refresh with the answer (the record as it now is). A refresh
 * that returns a promise holds the write until the lists have reloaded.
 */
export function writesWith<T = unknown>(useRefresh: () => (answer: T) => unknown) {
  return function useWrite<V, R extends T>(mutationFn: (variables: V) => Promise<R>) {
    const refresh = useRefresh();
    return useMutation({ mutationFn, onSuccess: (answer: R) => refresh(answer) });
  };
}

/** A record's store (no id) or update under `base` (`api/<route>`, SPEC.md section 7), answering the record. */
export const storeOrUpdate =
  <T, B>(base: string) =>
  ({ id, body }: { id: number | null; body: B }) =>
    api.post<T>(id === null ? `${base}/store` : `${base}/update/${id}`, body);
