import { describe, expect, it } from "vitest";
import {
  bsMonthToCalendarMonth,
  bsMonthToFiscalMonth,
  CALENDAR_MONTHS,
  calendarMonthToBsMonth,
  calendarMonthToFiscalMonth,
  defaultReportingMonth,
  FISCAL_MONTHS,
  fiscalMonthCalendarYear,
  fiscalMonthOf,
  fiscalMonthToBsMonth,
  fiscalMonthToCalendarMonth,
  fiscalStartYearOf,
  fiscalYearTitle,
} from "./fiscal";
import {
  FISCAL_MONTH_NAMES_EN,
  FISCAL_MONTH_NAMES_NP,
  fiscalMonthName,
  MONTH_NAMES_EN,
  MONTH_NAMES_NP,
  monthName,
} from "./months";

const ids = Array.from({ length: 12 }, (_, i) => i);

describe("fiscal months", () => {
  it("maps Shrawan to 0 and Ashadh to 11", () => {
    expect(bsMonthToFiscalMonth(4)).toBe(0);
    expect(bsMonthToFiscalMonth(12)).toBe(8);
    expect(bsMonthToFiscalMonth(1)).toBe(9);
    expect(bsMonthToFiscalMonth(3)).toBe(11);
    expect(fiscalMonthToBsMonth(0)).toBe(4);
    expect(fiscalMonthToBsMonth(11)).toBe(3);
  });

  it("round-trips between all three numberings", () => {
    for (const id of ids) {
      expect(bsMonthToFiscalMonth(fiscalMonthToBsMonth(id))).toBe(id);
      expect(calendarMonthToFiscalMonth(fiscalMonthToCalendarMonth(id))).toBe(id);
      expect(fiscalMonthToCalendarMonth(calendarMonthToFiscalMonth(id))).toBe(id);
      expect(bsMonthToCalendarMonth(calendarMonthToBsMonth(id))).toBe(id);
    }
    expect(calendarMonthToFiscalMonth(0)).toBe(9); // Baishakh
    expect(calendarMonthToFiscalMonth(3)).toBe(0); // Shrawan
    expect(fiscalMonthToCalendarMonth(0)).toBe(3);
    expect(fiscalMonthToCalendarMonth(11)).toBe(2); // Ashadh
  });

  it("rejects out-of-range months", () => {
    for (const bad of [0, 13, 1.5, Number.NaN]) expect(() => bsMonthToFiscalMonth(bad)).toThrow(RangeError);
    for (const bad of [-1, 12, 0.5]) {
      expect(() => fiscalMonthToBsMonth(bad)).toThrow(RangeError);
      expect(() => calendarMonthToFiscalMonth(bad)).toThrow(RangeError);
      expect(() => fiscalMonthName(bad, "en")).toThrow(RangeError);
    }
    expect(() => monthName(13, "np")).toThrow(RangeError);
  });

  it("finds the fiscal month and fiscal start year of a date", () => {
    expect(fiscalMonthOf("2082-04-01")).toBe(0);
    expect(fiscalMonthOf("२०८३/०३/३२")).toBe(11);
    expect(fiscalMonthOf({ year: 2082, month: 8, day: 5 })).toBe(4);
    expect(fiscalStartYearOf({ year: 2083, month: 3, day: 32 })).toBe(2082);
    expect(fiscalStartYearOf({ year: 2083, month: 4, day: 1 })).toBe(2083);
  });

  it("gives the calendar year of a fiscal month", () => {
    expect(fiscalMonthCalendarYear(2082, 0)).toBe(2082); // Shrawan 2082
    expect(fiscalMonthCalendarYear(2082, 8)).toBe(2082); // Chaitra 2082
    expect(fiscalMonthCalendarYear(2082, 9)).toBe(2083); // Baishakh 2083
    expect(fiscalMonthCalendarYear(2082, 11)).toBe(2083); // Ashadh 2083
  });

  it("titles fiscal years in both locales", () => {
    expect(fiscalYearTitle(2082, "en")).toBe("2082/83");
    expect(fiscalYearTitle(2082, "np")).toBe("२०८२/८३");
    expect(fiscalYearTitle(2099, "en")).toBe("2099/00");
    expect(fiscalYearTitle(2080, "np")).toBe("२०८०/८१");
    expect(fiscalYearTitle(2008, "en")).toBe("2008/09");
    expect(() => fiscalYearTitle(82, "en")).toThrow(RangeError);
  });

  it("lists months in both orderings with both names", () => {
    expect(FISCAL_MONTHS.map((m) => m.id)).toEqual(ids);
    expect(FISCAL_MONTHS[0]).toEqual({
      id: 0,
      fiscal_id: 0,
      calendar_id: 3,
      bs_month: 4,
      name_np: "साउन",
      name_en: "Shrawan",
    });
    expect(FISCAL_MONTHS[11]?.name_en).toBe("Ashadh");
    expect(FISCAL_MONTHS.map((m) => m.name_np)).toEqual(FISCAL_MONTH_NAMES_NP);
    expect(CALENDAR_MONTHS.map((m) => m.name_en)).toEqual(MONTH_NAMES_EN);
    expect(CALENDAR_MONTHS[0]).toEqual({
      id: 0,
      fiscal_id: 9,
      calendar_id: 0,
      bs_month: 1,
      name_np: "बैशाख",
      name_en: "Baishakh",
    });
    expect(Object.isFrozen(FISCAL_MONTHS)).toBe(true);
  });
});

describe("month names", () => {
  it("has the agreed Nepali and English names", () => {
    expect(MONTH_NAMES_NP).toEqual([
      "बैशाख",
      "जेठ",
      "असार",
      "साउन",
      "भदौ",
      "असोज",
      "कात्तिक",
      "मंसिर",
      "पुष",
      "माघ",
      "फागुन",
      "चैत",
    ]);
    expect(MONTH_NAMES_EN).toEqual([
      "Baishakh",
      "Jestha",
      "Ashadh",
      "Shrawan",
      "Bhadra",
      "Ashwin",
      "Kartik",
      "Mangsir",
      "Poush",
      "Magh",
      "Falgun",
      "Chaitra",
    ]);
    expect(FISCAL_MONTH_NAMES_EN[0]).toBe("Shrawan");
    expect(FISCAL_MONTH_NAMES_EN[11]).toBe("Ashadh");
    expect(FISCAL_MONTH_NAMES_NP[0]).toBe("साउन");
    expect(monthName(1, "np")).toBe("बैशाख");
    expect(monthName(12, "en")).toBe("Chaitra");
    expect(fiscalMonthName(0, "np")).toBe("साउन");
    expect(fiscalMonthName(11, "en")).toBe("Ashadh");
  });
});

describe("default reporting month", () => {
  it("is the month just ended: on Mangsir 8 the offices report Kartik", () => {
    expect(defaultReportingMonth("2082-08-08")).toBe(3);
    expect(defaultReportingMonth({ year: 2082, month: 8, day: 1 })).toBe(3);
    expect(defaultReportingMonth("२०८२/०८/३०")).toBe(3);
  });

  it("crosses the BS year: in Baishakh the offices report Chaitra", () => {
    expect(defaultReportingMonth("2083-01-05")).toBe(8);
  });

  it("reports Jestha in Ashadh, the last month of the fiscal year", () => {
    expect(defaultReportingMonth("2083-03-32")).toBe(10);
  });

  it("stays on Shrawan in Shrawan: Ashadh just ended belongs to the previous fiscal year", () => {
    expect(defaultReportingMonth("2082-04-01")).toBe(0);
    expect(defaultReportingMonth("2082-04-32")).toBe(0);
    expect(defaultReportingMonth("2082-05-01")).toBe(0);
    expect(defaultReportingMonth("2082-06-01")).toBe(1);
  });

  it("is always a month of the fiscal year that has begun by the date", () => {
    for (let bsMonth = 1; bsMonth <= 12; bsMonth++) {
      const month = defaultReportingMonth({ year: 2082, month: bsMonth, day: 15 });
      expect(month).toBeGreaterThanOrEqual(0);
      expect(month).toBeLessThanOrEqual(fiscalMonthOf({ year: 2082, month: bsMonth, day: 15 }));
    }
  });
});
