import { describe, expect, it } from "vitest";
import { dayAfterFiscalMonth, type MonthContract, monthFigures } from "./contract-month";

const base: MonthContract = {
  status: "planned",
  estimated_amount: 100,
  contract_amount: null,
  multi_year: false,
  planned_award: null,
  actual_award: null,
  closed_on: null,
};

describe("monthly contract figures", () => {
  it("finds the day after a fiscal month across the calendar year", () => {
    expect(dayAfterFiscalMonth(2082, 0)).toBe("2082-05-01");
    expect(dayAfterFiscalMonth(2082, 8)).toBe("2083-01-01");
    expect(dayAfterFiscalMonth(2082, 9)).toBe("2083-02-01");
    expect(dayAfterFiscalMonth(2082, 11)).toBe("2083-04-01");
  });

  it("counts due, awarded, multi-year and amounts as of the month's end", () => {
    const until = "2082-07-01";
    const figures = monthFigures(
      [
        { ...base, planned_award: "2082-06-10" },
        { ...base, planned_award: "2082-07-10", multi_year: true },
        {
          ...base,
          status: "awarded",
          planned_award: "2082-06-01",
          actual_award: "2082-06-20",
          contract_amount: 90.5,
        },
        // Awarded after the month: still due at its end.
        {
          ...base,
          status: "active",
          planned_award: "2082-06-01",
          actual_award: "2082-07-02",
          contract_amount: 80,
        },
        // Dropped within the month: counted nowhere.
        {
          ...base,
          status: "cancelled",
          planned_award: "2082-06-01",
          closed_on: "2082-06-25",
          multi_year: true,
        },
        // Cancelled after the month: still due then.
        { ...base, status: "cancelled", planned_award: "2082-06-01", closed_on: "2082-07-05" },
      ],
      until,
    );
    expect(figures).toEqual({
      estimated_amount: 500,
      actual_amount: 90.5,
      multi_year_count: 1,
      due_count: 3,
      due_amount: 300,
      awarded_count: 1,
    });
  });
});
