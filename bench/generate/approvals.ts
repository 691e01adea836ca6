import { type Calendar, toBsString } from "@pragati/domain/calendar";
import { APPROVAL_STREAMS, DEFAULT_APPROVAL_LEVELS } from "@pragati/domain/contract";
import { levelsFor } from "../../apps/api/src/modules/approvals/approvals.service";
import { monthAfterEnd } from "../../apps/api/src/modules/approvals/entry-window";
import { TableRows } from "../lib/copy";
import type { OfficeRow } from "./model";
import { MONTHS } from "./sizes";

export type ApprovalRefs = { fiscalYearId: number; startYear: number; calendar: Calendar };

/**
 * Every office's month of each stream in the generated fiscal year, from a fixed pattern of the office's
 * number, the month and the stream (no random stream, so every other table stays as it was): of 20,
 * 8 approved at the top of the default chain, 4 approved at its first level only, 4 submitted, 1
 * returned and 3 never submitted; a quarter of the submitted ones first submitted after the close of
 * the month's entry window (the last day of the month after it). The last month, which the write
 * scenarios write (a submitted month refuses writes), is only returned (5 of 20) or never submitted. The
 * centre's own months are left out. `generatedMonth` answers one month's state (the stream by its index in
 * `APPROVAL_STREAMS`), or null when it was never submitted: the approvals table and the entries' ratings
 * follow it alike.
 */
const generatedMonth = (office: OfficeRow, stream: number, month: number) => {
  if (office.level === 0) return null;
  const pattern = (office.number * 31 + month * 7 + stream * 3) % 20;
  // The last month, which the write scenarios write, stays open to writes: returned or never submitted.
  const last = month === MONTHS - 1;
  if (pattern >= 17 || (last && pattern < 12)) return null;
  const levels = levelsFor(DEFAULT_APPROVAL_LEVELS, office.path);
  return {
    pattern,
    levels,
    state: last ? "returned" : pattern < 12 ? "approved" : pattern < 16 ? "submitted" : "returned",
    level: pattern < 8 ? levels : pattern < 12 ? 1 : 0,
  };
};

/**
 * Whether the office's action-plan month is approved at its top level: the product approves it only with
 * every entry rated, so the generator rates them all (docs/product-rules.md "Monthly approval chain").
 */
export const actionPlanMonthApproved = (office: OfficeRow, month: number) => {
  const generated = generatedMonth(office, APPROVAL_STREAMS.indexOf("pragati"), month);
  return generated?.state === "approved" && generated.level === generated.levels;
};

export const approvalTables = (refs: ApprovalRefs, offices: readonly OfficeRow[]) => {
  const rows = new TableRows("approvals", [
    "id",
    "stream",
    "fiscal_year_id",
    "month",
    "office_id",
    "state",
    "level",
    "reason",
    "submitted_at",
    "acted_at",
    "first_submitted_on",
    "due_date",
  ]);
  const closes = Array.from({ length: MONTHS }, (_, month) =>
    monthAfterEnd(refs.calendar, refs.startYear, month),
  );
  let id = 0;
  for (const office of offices) {
    APPROVAL_STREAMS.forEach((stream, s) => {
      for (let month = 0; month < MONTHS; month++) {
        const generated = generatedMonth(office, s, month);
        if (generated === null) continue;
        const { pattern, state, level } = generated;
        const due = closes[month];
        const first = toBsString(refs.calendar.addDays(due, pattern % 4 === 0 ? 3 : -5));
        const at = `${refs.calendar.bsToAd(first)}T06:00:00Z`;
        id++;
        rows.add([
          id,
          stream,
          refs.fiscalYearId,
          month,
          office.id,
          state,
          level,
          state === "returned" ? "Correct the month's figures" : null,
          at,
          at,
          first,
          due,
        ]);
      }
    });
  }
  return [rows];
};
