import {
  type Calendar,
  formatBs,
  type Locale,
  localizeDigits,
  NEPAL_UTC_OFFSET_MINUTES,
} from "@pragati/domain/calendar";

const pad2 = (n: number): string => String(n).padStart(2, "0");

/**
 * An ISO instant as a BS date and time in Nepal time, whatever the browser's zone:
 * `२०८२/०८/०५ १४:३०` in np, `2082-08-05 14:30` in en. Without a calendar (still loading) or for an
 * instant outside the month table, the AD date and time are shown instead.
 */
export function formatBsDateTime(iso: string, calendar: Calendar | null, locale: Locale): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  // Shifted so the UTC fields read as the wall clock in Nepal.
  const nepal = new Date(ms + NEPAL_UTC_OFFSET_MINUTES * 60_000);
  const time = `${pad2(nepal.getUTCHours())}:${pad2(nepal.getUTCMinutes())}`;
  const adDate = nepal.toISOString().slice(0, 10);
  let date = adDate;
  if (calendar) {
    try {
      date = formatBs(calendar.adToBs(adDate), locale);
    } catch {
      // Outside the table's years: keep the AD date.
    }
  }
  return localizeDigits(`${date} ${time}`, locale);
}
