/*
 * Gregorian dates as integer day numbers (days since 1970-01-01), computed without Date
 * so neither the host time zone nor Date's two-digit-year quirks can shift a day.
 * Algorithms from Howard Hinnant's "chrono-compatible low-level date algorithms".
 */

export const MS_PER_DAY = 86_400_000;

export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const AD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of an AD 'YYYY-MM-DD' string, or null if it is not a real date. */
export function adDayNumber(ad: string): number | null {
  const match = typeof ad === "string" ? AD_PATTERN.exec(ad.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const n = daysFromCivil(year, month, day);
  const back = civilFromDays(n);
  // Rejects e.g. 2025-02-30, which would otherwise roll over into March.
  return back.month === month && back.day === day ? n : null;
}

export function isValidAd(ad: string): boolean {
  return adDayNumber(ad) !== null;
}

/** 'YYYY-MM-DD' for a day number. */
export function formatAdDayNumber(dayNumber: number): string {
  const { year, month, day } = civilFromDays(dayNumber);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
