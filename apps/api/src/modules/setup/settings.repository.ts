import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { appSettings, fiscalYears } from "../../db/schema";

export type SettingsRow = typeof appSettings.$inferSelect;
/** Columns to change; undefined ones stay as they are. */
export type SettingsChange = Partial<Omit<typeof appSettings.$inferInsert, "id" | "createdAt" | "updatedAt">>;

export const loadSettings = async (executor: Executor): Promise<SettingsRow> => {
  const [row] = await executor.select().from(appSettings).where(eq(appSettings.id, 1));
  if (!row) throw new Error("app_settings is not seeded");
  return row;
};

export const saveSettings = (executor: Executor, change: SettingsChange) =>
  executor
    .update(appSettings)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(appSettings.id, 1));

export const fiscalYearExists = async (executor: Executor, id: number): Promise<boolean> => {
  const rows = await executor.select({ id: fiscalYears.id }).from(fiscalYears).where(eq(fiscalYears.id, id));
  return rows.length > 0;
};
