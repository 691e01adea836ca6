const REFRESH_TABLES_EVENT = "pragati:refresh-tables";

/** Asks every mounted DataTable to reload its current page (the header's refresh button, SPEC.md section 7). */
export function refreshTables(): void {
  window.dispatchEvent(new CustomEvent(REFRESH_TABLES_EVENT));
}

/** Runs `listener` on every refresh request; returns the unsubscribe function (for a useEffect). */
export function onRefreshTables(listener: () => void): () => void {
  window.addEventListener(REFRESH_TABLES_EVENT, listener);
  return () => window.removeEventListener(REFRESH_TABLES_EVENT, listener);
}
