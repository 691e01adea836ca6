import { adToBs as libraryAdToBs, bsToAd as libraryBsToAd } from "@sbmdkl/nepali-date-converter";
import { describe, expect, it } from "vitest";
import { ZMonthTable } from "../contract/calendar.contract";
import { createCalendar } from "./calendar";
import { libraryMonthTable } from "./month-table";

describe("libraryMonthTable", () => {
  const table = libraryMonthTable();

  it("matches the ZMonthTable contract and covers BS 2000..2099", () => {
    expect(ZMonthTable.parse(table)).toEqual(table);
    expect(table.years.map((y) => y.year)).toEqual(Array.from({ length: 100 }, (_, i) => 2000 + i));
    expect(table.anchor).toEqual({ bs_year: 2000, ad: "1943-04-14" });
  });

  it("clamps to the years the library supports", () => {
    const wide = libraryMonthTable(1900, 2200);
    expect(wide.years[0]?.year).toBe(1978);
    expect(wide.years.at(-1)?.year).toBe(2099);
    expect(wide.anchor).toEqual({ bs_year: 1978, ad: "1921-04-13" });
    expect(libraryMonthTable(2081, 2082).years).toHaveLength(2);
    expect(() => libraryMonthTable(2200, 2300)).toThrow(RangeError);
    expect(() => libraryMonthTable(2090, 2080)).toThrow(RangeError);
  });

  it("reproduces the library's conversion for the first and last day of every month", () => {
    const cal = createCalendar(libraryMonthTable(1978, 2099));
    // The library's bsToAd is off by a day in some host time zones, so compare day offsets
    // (must be one constant) and check exact dates with its UTC-based adToBs (AD <= 2040).
    const offsets = new Set<number>();
    for (let year = 1978; year <= 2099; year++) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, cal.monthLength(year, month)]) {
          const bs = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const ad = cal.bsToAd(bs);
          offsets.add(Date.parse(ad) - Date.parse(libraryBsToAd(bs)));
          if (Number(ad.slice(0, 4)) <= 2040) expect(libraryAdToBs(ad)).toBe(bs);
        }
      }
    }
    expect(offsets.size).toBe(1);
  });
});
