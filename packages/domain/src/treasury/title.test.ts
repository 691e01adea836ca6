import { describe, expect, it } from "vitest";
import { parseTreasurySheet } from "./parse";
import { recogniseTreasuryTitle } from "./title";

describe("a treasury file's title", () => {
  it("reads the unit in Nepali, in either spelling and script", () => {
    for (const [text, unit] of [
      ["आ.व. २०८२/८३ मिति २०८२/०८/१५ सम्म (रु. हजारमा)", "thousands"],
      ["(हजारमा)", "thousands"],
      ["रकम हजार रुपैयाँमा", "thousands"],
      ["(रु. लाखमा)", "lakh"],
      ["रु लाखमा", "lakh"],
      ["(लाख)", "lakh"],
      ["रकम रुपैयाँमा", "rupees"],
      ["रकम रूपैयामा", "rupees"],
      ["आ.व. २०८२/८३ मिति २०८२/१०/१५ सम्म (रु.)", "rupees"],
    ] as const)
      expect(recogniseTreasuryTitle(text).unit, text).toBe(unit);
  });

  it("reads the unit in English, with its spacing, dots and quotes", () => {
    for (const [text, unit] of [
      ["Amount in thousands", "thousands"],
      ["(Rs. in thousand)", "thousands"],
      ["FY 2082/83 as of 2082-08-15 (Rs. in '000)", "thousands"],
      ["Rs '000", "thousands"],
      ["NPR ’000", "thousands"],
      ["Rs. in lakh", "lakh"],
      ["(Rs in Lakhs)", "lakh"],
      ["Amount in lacs", "lakh"],
      ["in rupees", "rupees"],
      ["Amount in Rs.", "rupees"],
      ["Project-wise budget and expenditure (Rs.)", "rupees"],
    ] as const)
      expect(recogniseTreasuryTitle(text).unit, text).toBe(unit);
  });

  it("states no unit where none is written (a figure or a word is not a unit)", () => {
    for (const text of [
      "महालेखा नियन्त्रक कार्यालय",
      "कार्यालयगत बजेट तथा खर्च (२०६६)",
      "Budget and expenditure of 3000 offices",
      "Rs 10000 and more",
      "पाँच हजार कार्यालय",
    ])
      expect(recogniseTreasuryTitle(text).unit, text).toBeNull();
  });

  it("reads the budget year in either script and notation, not a date nor a report number", () => {
    for (const [text, year] of [
      ["आ.व. २०८२/८३ मिति २०८२/०८/१५ सम्म (रु. हजारमा)", 2082],
      ["FY 2082/83", 2082],
      ["Fiscal year 2082/083", 2082],
      ["आर्थिक वर्ष २०७९-८०", 2079],
      ["2099/2100", 2099],
      ["FY 2082 / 83", 2082],
    ] as const)
      expect(recogniseTreasuryTitle(text).startYear, text).toBe(year);
    for (const text of ["मिति २०८२/०८/१५ सम्म", "कार्यालयगत बजेट तथा खर्च (२०६६)", "2082/84", "FY 2025/26"])
      expect(recogniseTreasuryTitle(text).startYear, text).toBeNull();
  });
});

const HEADER = [
  ["मन्त्रालय", "कार्यालय", "कुल", null],
  [null, null, "बजेट", "खर्च"],
];
const BODY = [
  ["गृह मन्त्रालय", "जिल्ला प्रशासन कार्यालय", "१२०", "६०"],
  ["कुल जम्मा", null, "१२०", "६०"],
];
const sheet = (title: string[]) => [...title.map((t) => [t]), ...HEADER, ...BODY];

describe("a treasury sheet's title band", () => {
  it("applies the unit the title states when none is chosen", () => {
    const read = parseTreasurySheet({
      rows: sheet(["कार्यालयगत बजेट तथा खर्च", "आ.व. २०८२/८३ (रु. हजारमा)"]),
      chosen: "2066",
      budgetYear: 2082,
    });
    expect(read.ok && read.unit).toBe("thousands");
    // 120 thousand rupees in paisa.
    expect(read.ok && read.totals.total_budget).toBe(120 * 1000 * 100);
    expect(read.ok && read.stated).toEqual({
      unit: { unit: "thousands", row: 2, column: "A", cell: "A2" },
      year: { startYear: 2082, row: 2, column: "A", cell: "A2" },
    });
  });

  it("refuses a chosen unit or budget year the title disagrees with, naming the cell and both values", () => {
    const read = parseTreasurySheet({
      rows: sheet(["कार्यालयगत बजेट तथा खर्च", "आ.व. २०८२/८३ (रु. हजारमा)"]),
      chosen: "2066",
      unit: "lakh",
      budgetYear: 2083,
    });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      {
        row: 2,
        column: "A",
        en: "Cell A2 states the amounts are in thousands, but lakh was chosen.",
        np: "कक्ष A2 मा रकम हजारमा भनिएको छ, तर लाख छानिएको छ।",
      },
      {
        row: 2,
        column: "A",
        en: "Cell A2 states the budget year 2082/83, but 2083/84 was chosen.",
        np: "कक्ष A2 मा आर्थिक वर्ष २०८२/८३ भनिएको छ, तर २०८३/८४ छानिएको छ।",
      },
    ]);
  });

  it("needs a chosen unit when the title states none, and applies it", () => {
    const none = parseTreasurySheet({ rows: sheet([]), chosen: "2066" });
    expect(!none.ok && none.problems.map((p) => [p.row, p.column])).toEqual([[1, null]]);
    expect(!none.ok && none.problems[0]?.en).toContain("choose the unit");
    const chosen = parseTreasurySheet({ rows: sheet([]), chosen: "2066", unit: "lakh", budgetYear: 2083 });
    expect(chosen.ok && chosen.totals.total_budget).toBe(120 * 100_000 * 100);
  });
});
