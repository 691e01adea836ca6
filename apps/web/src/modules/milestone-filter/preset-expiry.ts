import { type Calendar, toBsString } from "@pragati/domain/calendar";
import { ZMilestonePresetBody } from "@pragati/domain/contract";
import { readBsDate } from "../../ui/inputs/bs-date";

/** What the preset forms check with the API's own schema (the expiry is read by readBsDate). */
export const PRESET_TITLE_SCHEMA = ZMilestonePresetBody.pick({ title: true });

/** The latest expiry a preset may have (and its default): the same day one BS year from today. */
export const latestExpiry = (calendar: Calendar | null): string | null => {
  if (!calendar) return null;
  const today = calendar.todayBs();
  const year = today.year + 1;
  if (year > calendar.lastYear) return null;
  return toBsString({
    year,
    month: today.month,
    day: Math.min(today.day, calendar.monthLength(year, today.month)),
  });
};

/**
 * The expiry as sent to the API: empty means the default, anything else must be a BS date; the API
 * checks it against today and the one-year limit.
 */
export const expiryValue = (
  text: string,
  calendar: Calendar | null,
): { ok: true; value: string | null } | { ok: false } => {
  const value = readBsDate(text, calendar);
  return value === "invalid" ? { ok: false } : { ok: true, value };
};
