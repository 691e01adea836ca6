import { describe, expect, it } from "vitest";
import { createCalendar, libraryMonthTable } from "../calendar/index";
import { SETUP_LIST_KEYS, SETUP_LISTS, setupExtraIssues } from "./lists";
import { checkReportingWindows } from "./settings";

describe("setup lists", () => {
  it("defines every list once, with both titles", () => {
    for (const key of SETUP_LIST_KEYS) {
      expect(SETUP_LISTS[key].key).toBe(key);
      expect(SETUP_LISTS[key].title).not.toBe("");
      expect(SETUP_LISTS[key].title_np).toMatch(/[\u0900-\u097F]/);
    }
    const withSubTypes = SETUP_LIST_KEYS.filter((key) => SETUP_LISTS[key].subTypes);
    expect(withSubTypes).toEqual([
      "paragati-samasyas-types",
      "ayojana-samasya-types",
      "milestone-types",
      "ayojana-sector",
    ]);
  });

  it("checks the days or months of a reporting duration", () => {
    expect(setupExtraIssues("reporting-duration", { duration_unit: "days", duration: 30 })).toEqual([]);
    expect(setupExtraIssues("reporting-duration", {})).toEqual([
      { field: "duration_unit", issue: "required" },
      { field: "duration", issue: "required" },
    ]);
    expect(setupExtraIssues("reporting-duration", { duration_unit: "months", duration: 13 })).toEqual([
      { field: "duration", issue: "max", limit: 12 },
    ]);
    expect(setupExtraIssues("reporting-duration", { duration_unit: "days", duration: 366 })).toEqual([
      { field: "duration", issue: "max", limit: 365 },
    ]);
    expect(setupExtraIssues("reporting-duration", { duration_unit: "weeks", duration: 1.5 })).toEqual([
      { field: "duration_unit", issue: "choice" },
      { field: "duration", issue: "integer" },
    ]);
  });

  it("refuses extra fields on lists that do not take them", () => {
    expect(setupExtraIssues("units", { duration: 3 })).toEqual([{ field: "duration", issue: "not_allowed" }]);
    expect(setupExtraIssues("units", { duration: null })).toEqual([]);
  });
});

describe("reporting windows", () => {
  const calendar = createCalendar(libraryMonthTable());

  it("accepts both ends or neither, in either digit script, and stores YYYY-MM-DD", () => {
    const { issues, dates } = checkReportingWindows(calendar, {
      pragati_add_from: "२०८२/०७/०१",
      pragati_add_to: "2082-07-01",
    });
    expect(issues).toEqual([]);
    expect(dates).toMatchObject({
      pragati_add_from: "2082-07-01",
      pragati_add_to: "2082-07-01",
      suchak_period_from: null,
    });
  });

  it("names the field at fault", () => {
    const { issues } = checkReportingWindows(calendar, {
      pragati_add_from: "2082-04-32",
      pragati_edit_from: "2082-05-01",
      suchak_period_to: "2082-05-01",
      ayojana_period_from: "2082-06-02",
      ayojana_period_to: "2082-06-01",
    });
    expect(issues).toEqual([
      // Shrawan 2082 has 31 days.
      { field: "pragati_add_from", issue: "invalid_date" },
      { field: "pragati_edit_to", issue: "both_required" },
      { field: "suchak_period_from", issue: "both_required" },
      { field: "ayojana_period_to", issue: "from_after_to" },
    ]);
  });
});
