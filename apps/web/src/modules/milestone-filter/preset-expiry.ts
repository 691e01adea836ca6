import { type Calendar, toBsString, tryParseBs } from "@pragati/domain/calendar";

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
 * The expiry as sent to the API: empty means the default, anything else must look like a BS date
 * (either script, `-`, `/` or `.`); the API checks it against the calendar, today and the one-year limit.
 */
export const expiryValue = (text: string): { ok: true; value: string | null } | { ok: false } => {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, value: null };
  return tryParseBs(trimmed) ? { ok: true, value: trimmed } : { ok: false };
};
