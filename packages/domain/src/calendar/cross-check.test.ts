import bikramSambat from "bikram-sambat";
import { describe, expect, it } from "vitest";
import { createCalendar } from "./calendar";
import { libraryMonthTable } from "./month-table";

/*
 * Finding (bikram-sambat 1.8.1 vs @sbmdkl/nepali-date-converter 2.0.5): every day of
 * BS 2000..2090 converts to the same AD date and every month length matches, so the
 * disagreement set is empty. bikram-sambat has no data after BS 2090, so 2091..2099
 * cannot be cross-checked.
 */
const EXPECTED_DISAGREEING_YEARS: number[] = [];

describe("cross-check against bikram-sambat", () => {
  const cal = createCalendar(libraryMonthTable());

  it("agrees day by day for BS 2000-01-01..2090-12-end, and round-trips", () => {
    const disagreeing = new Set<number>();
    let days = 0;
    for (let year = 2000; year <= 2090; year++) {
      for (let month = 1; month <= 12; month++) {
        const len = cal.monthLength(year, month);
        if (bikramSambat.daysInMonth(year, month) !== len) disagreeing.add(year);
        for (let day = 1; day <= len; day++) {
          const bs = { year, month, day };
          const ad = cal.bsToAd(bs);
          if (ad !== bikramSambat.toGreg_text(year, month, day)) disagreeing.add(year);
          // Round trip must hold whatever the other library says.
          expect(cal.adToBs(ad)).toEqual(bs);
          days++;
        }
      }
    }
    expect(days).toBeGreaterThan(33_000);
    expect([...disagreeing].sort()).toEqual(EXPECTED_DISAGREEING_YEARS);
  });

  it("agrees AD -> BS for every AD day the two libraries share", () => {
    const disagreeing = new Set<number>();
    const start = Date.parse(`${cal.bsToAd("2000-01-01")}T00:00:00Z`);
    const end = Date.parse(`${cal.bsToAd(`2090-12-${cal.monthLength(2090, 12)}`)}T00:00:00Z`);
    for (let t = start; t <= end; t += 86_400_000) {
      const ad = new Date(t).toISOString().slice(0, 10);
      const ours = cal.adToBs(ad);
      const theirs = bikramSambat.toBik(ad);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day)
        disagreeing.add(ours.year);
    }
    expect([...disagreeing].sort()).toEqual(EXPECTED_DISAGREEING_YEARS);
  });
});
