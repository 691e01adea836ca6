import { type Caller, okResponse } from "./client";
import { findFiscalYear, fiscalYears, officeIdsByCode, setupIdsByName } from "./factories";
import type { TestApp } from "./test-app";

/**
 * What the meetings tests stand on: the demo office ids by code, the meeting setup lists' ids by name
 * (`setup["meeting-type"]["Cabinet meeting"]`), and the previous and current fiscal years.
 */
export const meetingWorld = async (t: TestApp, lists: readonly string[] = []) => {
  const db = t.database.db;
  const years = await fiscalYears(db);
  const previous = await findFiscalYear(db, { id: years.previous });
  const current = await findFiscalYear(db, { id: years.current });
  return {
    ids: await officeIdsByCode(db),
    setup: await setupIdsByName(db, ["meeting-type", "presidency-type", "reporting-duration", ...lists]),
    previous: { id: previous.id, startBs: previous.startBs, startAd: String(previous.startAd) },
    current: { id: current.id, startBs: current.startBs, startAd: String(current.startAd) },
  };
};
export type MeetingWorld = Awaited<ReturnType<typeof meetingWorld>>;

let numbers = 10_000;

/**
 * Records a meeting through `POST api/meetings/store` (the test fails on any answer but 200) and answers
 * its id: a cabinet meeting chaired by a secretary with the next free number unless `body` says otherwise.
 */
export const storeMeeting = async (
  t: TestApp,
  caller: Caller,
  world: MeetingWorld,
  body: { meeting_date: string } & Record<string, unknown>,
) =>
  okResponse<{ id: number }>(
    await t.as(caller).post("/api/meetings/store", {
      meeting_type_id: world.setup["meeting-type"]["Cabinet meeting"],
      presidency_type_id: world.setup["presidency-type"].Secretary,
      number: ++numbers,
      title: "Review of road maintenance",
      president_name: "Chair of the meeting",
      president_position: "Secretary",
      ...body,
    }),
  ).id;

/**
 * Adds a decision to a meeting through `POST api/meetings/:id/decisions` and answers its id: a weekly
 * decision the Department of Roads implements unless `body` says otherwise.
 */
export const storeDecision = async (
  t: TestApp,
  caller: Caller,
  world: MeetingWorld,
  meetingId: number,
  body: Record<string, unknown> = {},
) =>
  okResponse<{ decisions: { id: number }[] }>(
    await t.as(caller).post(`/api/meetings/${meetingId}/decisions`, {
      description: "Repair the ring road before the monsoon",
      implementing_office_id: world.ids["336-01"],
      reporting_duration_id: world.setup["reporting-duration"].Weekly,
      ...body,
    }),
  ).decisions.at(-1)?.id as number;
