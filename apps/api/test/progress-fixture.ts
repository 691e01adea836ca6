import { expect } from "vitest";
import { buildSetupBlock } from "../src/modules/calendar/calendar.service";
import { countsDrift } from "../src/modules/dashboard/office-month-counts";
import {
  buildOffice,
  fiscalYears,
  loginAs,
  OPEN_PROGRESS_WINDOWS,
  setLock,
  setSettings,
  signedInAs,
} from "./factories";
import type { TestApp } from "./test-app";

/**
 * The office tree the action-plan progress tests stand on: a ministry (`root`) with one office below it
 * (`child`) and an office elsewhere (`other`); the office's staff, the ministry's secretary, the other
 * office's staff and admin signed in (session tokens); today's BS date and the fiscal years around it.
 */
export const progressWorld = async (t: TestApp, names: { root?: string; child?: string } = {}) => {
  const db = t.database.db;
  const root = (await buildOffice(db, { name: names.root })).id;
  const child = (await buildOffice(db, { parentId: root, name: names.child })).id;
  const other = (await buildOffice(db)).id;
  const setup = await buildSetupBlock(db);
  const years = await fiscalYears(db);
  return {
    root,
    child,
    other,
    admin: await loginAs(t.app, "admin"),
    office: await signedInAs(t, "nikaya", child),
    sachib: await signedInAs(t, "sachib", root),
    outsider: await signedInAs(t, "nikaya", other),
    today: setup.current_date,
    currentYear: setup.current_fiscal_year_id_by_current_date ?? 0,
    lastYear: years.previous,
    nextYear: years.next ?? 0,
  };
};
export type ProgressWorld = Awaited<ReturnType<typeof progressWorld>>;

/** Every write kept the dashboard counts equal to the month status rows (the triggers of migration 0007). */
export const expectCountsInStep = async (t: TestApp) => expect(await countsDrift(t.database.db)).toEqual([]);

/** Undoes what a progress entry test may close or narrow: the plan lock, the entry windows, the reason and description limits. */
export const reopenProgress = async (t: TestApp) => {
  await setLock(t.database.db, { on: false });
  await setSettings(t.database.db, { ...OPEN_PROGRESS_WINDOWS, reasonLimit: 3, descriptionLimit: 500 });
};
