/**
 * AD date arithmetic for the tests' expected figures, counted without the product's BS calendar so a test
 * never checks the calendar against itself. Dates are `YYYY-MM-DD` strings read as UTC midnight.
 */
export const MS_PER_DAY = 86_400_000;

/** The AD date `days` after `from` (before it when negative). */
export const adPlusDays = (from: string, days: number) =>
  new Date(Date.parse(from) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** Whole days from one AD date to another. */
export const adDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / MS_PER_DAY);

/** Today's AD date in Nepal (UTC+5:45). */
export const todayAdInNepal = () => new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);
