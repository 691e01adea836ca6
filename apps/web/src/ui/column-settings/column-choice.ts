/** A column as the settings dialog shows it: its key, its translated label, and whether it is shown. */
export type ColumnChoice = { key: string; label: string; visible: boolean };

/** What the server keeps per user and table (`ZColumnSetting.columns`). */
export type SavedColumn = { key: string; visible: boolean };

/**
 * Puts the table's columns in the saved order with the saved visibility. Columns the user never saw
 * (added after the settings were saved) keep their default and go to the end; saved keys the table
 * no longer has are dropped.
 */
export function applySavedColumns(
  columns: readonly ColumnChoice[],
  saved: readonly SavedColumn[],
): ColumnChoice[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const ordered: ColumnChoice[] = [];
  for (const entry of saved) {
    const column = byKey.get(entry.key);
    if (!column) continue;
    ordered.push({ ...column, visible: entry.visible });
    byKey.delete(entry.key);
  }
  return [...ordered, ...byKey.values()];
}
