import { type Calendar, toBsString, tryParseBs } from "@pragati/domain/calendar";

/**
 * A typed BS date as stored (`YYYY-MM-DD`): null when empty, "invalid" when it is no day of the month
 * table. The shape comes from the domain's one parser; before the table has loaded only the shape is
 * checked and the API checks the rest.
 */
export const readBsDate = (text: string, calendar: Calendar | null): string | null | "invalid" => {
  if (!text.trim()) return null;
  const parsed = tryParseBs(text);
  if (!parsed || (calendar && !calendar.isValidBs(parsed))) return "invalid";
  return toBsString(parsed);
};
