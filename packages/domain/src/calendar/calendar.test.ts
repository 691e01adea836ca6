import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCalendar } from "./calendar";
import { fiscalYearTitle } from "./fiscal";
import { libraryMonthTable, type MonthTable } from "./month-table";

const table = libraryMonthTable();
const cal = createCalendar(table);

function withMonthLength(source: MonthTable, year: number, month: number, length: number): MonthTable {
  return {
    anchor: { ...source.anchor },
    years: source.years.map((y) =>
      y.year === year ? { year, months: y.months.map((m, i) => (i === month - 1 ? length : m)) } : y,
    ),
  };
}

describe("createCalendar: pinned conversions", () => {
  it.each([
    ["2082-01-01", "2025-04-14"],
    ["2081-04-01", "2024-07-16"],
    ["2082-04-01", "2025-07-17"],
    ["2080-04-01", "2023-07-17"],
    ["2083-07-01", "2026-10-18"],
  ])("BS %s = AD %s", (bs, ad) => {
    expect(cal.bsToAd(bs)).toBe(ad);
    expect(cal.adToBs(ad)).toEqual(cal.adToBs(new Date(`${ad}T00:00:00Z`)));
    const [year, month, day] = bs.split("-").map(Number);
    expect(cal.adToBs(ad)).toEqual({ year, month, day });
  });

  it("accepts Devanagari digits, slashes and objects", () => {
    expect(cal.bsToAd("२०८२/०४/०१")).toBe("2025-07-17");
    expect(cal.bsToAd("2082/4/1")).toBe("2025-07-17");
    expect(cal.bsToAd({ year: 2082, month: 4, day: 1 })).toBe("2025-07-17");
  });

  it("exposes the table range", () => {
    expect(cal.firstYear).toBe(2000);
    expect(cal.lastYear).toBe(2099);
    expect(cal.firstAd).toBe(table.anchor.ad);
    expect(cal.adToBs(cal.lastAd)).toEqual({ year: 2099, month: 12, day: cal.monthLength(2099, 12) });
  });
});

describe("createCalendar: reads only the table", () => {
  it("a corrected month length of 2085 shifts every later date and nothing earlier", () => {
    // Library table: Baishakh 2085 has 31 days; an admin corrects it to 32.
    expect(cal.monthLength(2085, 1)).toBe(31);
    const corrected = createCalendar(withMonthLength(table, 2085, 1, 32));
    expect(corrected.monthLength(2085, 1)).toBe(32);
    expect(corrected.isValidBs("2085-01-32")).toBe(true);
    expect(cal.isValidBs("2085-01-32")).toBe(false);

    const shift = (bs: string) => Date.parse(corrected.bsToAd(bs)) - Date.parse(cal.bsToAd(bs));
    const day = 86_400_000;
    expect(shift("2084-12-30")).toBe(0);
    expect(shift("2085-01-31")).toBe(0);
    expect(shift("2085-02-01")).toBe(day);
    expect(shift("2090-06-15")).toBe(day);
    expect(corrected.bsToAd("2085-01-32")).toBe(cal.bsToAd("2085-02-01"));
    expect(corrected.adToBs(cal.bsToAd("2086-01-01"))).toEqual({ year: 2085, month: 12, day: 30 });
    expect(corrected.fiscalYearRange(2085).start_from_ad).toBe("2028-07-17");
    expect(cal.fiscalYearRange(2085).start_from_ad).toBe("2028-07-16");
  });

  it("moving the anchor moves every date", () => {
    const moved = createCalendar({ ...table, anchor: { bs_year: 2000, ad: "1943-04-15" } });
    expect(moved.bsToAd("2082-01-01")).toBe("2025-04-15");
  });

  it("works with an anchor in the middle of the table", () => {
    const mid = createCalendar({ ...table, anchor: { bs_year: 2082, ad: "2025-04-14" } });
    expect(mid.bsToAd("2000-01-01")).toBe(cal.bsToAd("2000-01-01"));
    expect(mid.bsToAd("2099-12-01")).toBe(cal.bsToAd("2099-12-01"));
  });

  it("is not affected by later mutation of the input table", () => {
    const copy = structuredClone(table);
    const c = createCalendar(copy);
    const entry = copy.years.find((y) => y.year === 2082);
    if (entry) entry.months[0] = 29;
    expect(c.bsToAd("2082-02-01")).toBe(cal.bsToAd("2082-02-01"));
  });

  it("rejects malformed tables", () => {
    expect(() => createCalendar({ anchor: { bs_year: 2082, ad: "2025-04-14" }, years: [] })).toThrow(
      RangeError,
    );
    expect(() => createCalendar(withMonthLength(table, 2082, 1, 28))).toThrow(/month length 28/);
    expect(() => createCalendar({ ...table, anchor: { bs_year: 1999, ad: "1942-04-13" } })).toThrow(/anchor/);
    expect(() => createCalendar({ ...table, anchor: { bs_year: 2000, ad: "1943-02-30" } })).toThrow(/anchor/);
    expect(() => createCalendar({ ...table, years: table.years.filter((y) => y.year !== 2050) })).toThrow(
      /consecutive/,
    );
    expect(() =>
      createCalendar({ ...table, years: [...table.years.slice(0, 5), { year: 2005, months: [30] }] }),
    ).toThrow(RangeError);
  });

  it("accepts years in any order", () => {
    const shuffled = createCalendar({ ...table, years: [...table.years].reverse() });
    expect(shuffled.bsToAd("2082-04-01")).toBe("2025-07-17");
  });
});

describe("createCalendar: validation and ranges", () => {
  it("validates BS dates against month lengths", () => {
    expect(cal.monthLength(2082, 3)).toBe(32);
    expect(cal.isValidBs("2082-03-32")).toBe(true);
    expect(cal.isValidBs("2082-04-32")).toBe(false);
    expect(cal.isValidBs("2082-13-01")).toBe(false);
    expect(cal.isValidBs("2082-00-01")).toBe(false);
    expect(cal.isValidBs("2082-04-00")).toBe(false);
    expect(cal.isValidBs("1999-04-01")).toBe(false);
    expect(cal.isValidBs("2100-01-01")).toBe(false);
    expect(cal.isValidBs("not a date")).toBe(false);
    expect(cal.isValidBs("")).toBe(false);
    expect(cal.isValidBs({ year: 2082, month: 4, day: 1.5 })).toBe(false);
    expect(cal.isValidBs({ year: 2082, month: 4, day: 31 })).toBe(true);
  });

  it("throws RangeError outside the table or for invalid input", () => {
    expect(() => cal.bsToAd("1999-12-30")).toThrow(/outside the calendar table \(2000\.\.2099\)/);
    expect(() => cal.bsToAd("2082-04-32")).toThrow(/Shrawan 2082 has 31 days/);
    expect(() => cal.bsToAd("2082-4")).toThrow(RangeError);
    expect(() => cal.adToBs("1943-04-13")).toThrow(/outside the calendar table/);
    expect(() => cal.adToBs("2090-01-01")).toThrow(RangeError);
    expect(() => cal.adToBs("2025-02-29")).toThrow(/Invalid AD date/);
    expect(() => cal.adToBs("2025-7-17")).toThrow(RangeError);
    expect(() => cal.adToBs(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => cal.monthLength(2082, 13)).toThrow(RangeError);
    expect(() => cal.monthLength(2100, 1)).toThrow(RangeError);
    expect(() => cal.addDays("2099-12-30", 5)).toThrow(RangeError);
    expect(() => cal.addDays("2082-01-01", 0.5)).toThrow(RangeError);
    expect(() => cal.fiscalYearRange(2099)).toThrow(RangeError);
  });

  it("adds and diffs days across month and year ends", () => {
    expect(cal.addDays("2082-03-32", 1)).toEqual({ year: 2082, month: 4, day: 1 });
    expect(cal.addDays("2082-01-01", -1)).toEqual({ year: 2081, month: 12, day: 31 });
    expect(cal.addDays("2082-01-01", cal.yearLength(2082))).toEqual({ year: 2083, month: 1, day: 1 });
    expect(cal.addDays("2082-04-01", 0)).toEqual({ year: 2082, month: 4, day: 1 });
    expect(cal.diffDays("2082-01-01", "2083-01-01")).toBe(cal.yearLength(2082));
    expect(cal.diffDays("2082-04-01", "2081-04-01")).toBe(-366);
  });

  it("round-trips every AD day in the table and stays consistent under addDays (property)", () => {
    const total = cal.diffDays("2000-01-01", cal.adToBs(cal.lastAd));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: total }),
        fc.integer({ min: -400, max: 400 }),
        (offset, delta) => {
          const bs = cal.addDays("2000-01-01", offset);
          expect(cal.isValidBs(bs)).toBe(true);
          expect(cal.adToBs(cal.bsToAd(bs))).toEqual(bs);
          const target = offset + delta;
          if (target >= 0 && target <= total) {
            expect(cal.diffDays(bs, cal.addDays(bs, delta))).toBe(delta);
            const adShift = Date.parse(cal.bsToAd(cal.addDays(bs, delta))) - Date.parse(cal.bsToAd(bs));
            expect(adShift).toBe(delta * 86_400_000);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("createCalendar: fiscal years and today", () => {
  it.each([
    [2078, "2078-04-01", "2079-03-32", "2021-07-16", "2022-07-16"],
    [2079, "2079-04-01", "2080-03-31", "2022-07-17", "2023-07-16"],
    [2080, "2080-04-01", "2081-03-31", "2023-07-17", "2024-07-15"],
    [2081, "2081-04-01", "2082-03-32", "2024-07-16", "2025-07-16"],
    [2082, "2082-04-01", "2083-03-32", "2025-07-17", "2026-07-16"],
    [2083, "2083-04-01", "2084-03-32", "2026-07-17", "2027-07-16"],
    [2084, "2084-04-01", "2085-03-31", "2027-07-17", "2028-07-15"],
    [2085, "2085-04-01", "2086-03-31", "2028-07-16", "2029-07-15"],
  ])("fiscal year %i", (start, start_from, end_at, start_from_ad, end_at_ad) => {
    expect(cal.fiscalYearRange(start)).toEqual({ start_from, end_at, start_from_ad, end_at_ad });
    expect(cal.fiscalYearOf(start_from)).toBe(start);
    expect(cal.fiscalYearOf(end_at)).toBe(start);
    expect(cal.fiscalYearOf(cal.addDays(start_from, -1))).toBe(start - 1);
    expect(cal.fiscalYearOf(cal.addDays(end_at, 1))).toBe(start + 1);
    // Consecutive fiscal years leave no gap.
    expect(cal.bsToAd(cal.addDays(end_at, 1))).toBe(cal.fiscalYearRange(start + 1).start_from_ad);
  });

  it("gives fiscal month ranges", () => {
    expect(cal.fiscalMonthRange(2082, 0)).toEqual({
      start: "2082-04-01",
      end: "2082-04-31",
      start_ad: "2025-07-17",
      end_ad: "2025-08-16",
    });
    expect(cal.fiscalMonthRange(2082, 11).start).toBe("2083-03-01");
    expect(cal.fiscalMonthRange(2082, 11).end).toBe("2083-03-32");
    expect(cal.fiscalMonthRange(2082, 8).end).toBe("2082-12-30");
    expect(cal.fiscalMonthRange(2082, 9).start).toBe("2083-01-01");
  });

  it("today's fiscal year for AD 2026-11-21 is 2083/84", () => {
    const now = new Date("2026-11-21T06:00:00Z");
    expect(cal.todayBs(now)).toEqual({ year: 2083, month: 8, day: 5 });
    expect(cal.currentFiscalYear(now)).toBe(2083);
    expect(fiscalYearTitle(cal.currentFiscalYear(now), "en")).toBe("2083/84");
    expect(fiscalYearTitle(cal.currentFiscalYear(now), "np")).toBe("२०८३/८४");
  });

  it("uses Nepal time (UTC+05:45) for today", () => {
    expect(cal.todayBs(new Date("2026-11-20T18:14:59.999Z"))).toEqual({ year: 2083, month: 8, day: 4 });
    expect(cal.todayBs(new Date("2026-11-20T18:15:00Z"))).toEqual({ year: 2083, month: 8, day: 5 });
    // Fiscal year turns over at midnight Nepal time on 1 Shrawan.
    expect(cal.currentFiscalYear(new Date("2026-07-16T18:14:59Z"))).toBe(2082);
    expect(cal.currentFiscalYear(new Date("2026-07-16T18:15:00Z"))).toBe(2083);
    expect(typeof cal.todayBs().year).toBe("number");
  });
});
