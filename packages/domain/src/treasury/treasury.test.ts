import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, toDevanagariDigits } from "../calendar/digits";
import { normalizeHeader, TREASURY_LAYOUTS } from "./layouts";
import { parseTreasuryAmount, TREASURY_UNITS, type TreasuryUnit } from "./numbers";
import {
  columnLetter,
  MAX_TREASURY_PROBLEMS,
  parseTreasurySheet,
  recogniseTreasuryHeader,
  type TreasuryCell,
  treasurySheetReader,
} from "./parse";

/** South Asian grouping: the last three digits, then pairs. */
const lakhGrouped = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
const internationalGrouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

describe("treasury amounts", () => {
  it("reads Devanagari and Latin digits, both groupings, parentheses, '-' and empty cells", () => {
    expect(parseTreasuryAmount("१,२३,४५,६७८", "rupees")).toBe(1_234_567_800);
    expect(parseTreasuryAmount("12,345,678", "rupees")).toBe(1_234_567_800);
    expect(parseTreasuryAmount("(१,२००.५०)", "rupees")).toBe(-120_050);
    expect(parseTreasuryAmount("-45.5", "thousands")).toBe(-4_550_000);
    expect(parseTreasuryAmount("-", "lakh")).toBe(0);
    expect(parseTreasuryAmount("  ", "lakh")).toBeNull();
    expect(parseTreasuryAmount(null, "lakh")).toBeNull();
    expect(parseTreasuryAmount(12.5, "lakh")).toBe(125_000_000);
    expect(parseTreasuryAmount("1.2e3", "rupees")).toBe(120_000);
  });

  it("stores one unit: 1 lakh = 100 thousand = 1,00,000 rupees, rounded to the paisa", () => {
    expect(parseTreasuryAmount("1", "lakh")).toBe(parseTreasuryAmount("100", "thousands"));
    expect(parseTreasuryAmount("1", "lakh")).toBe(parseTreasuryAmount("1,00,000", "rupees"));
    expect(parseTreasuryAmount("0.123456789", "lakh")).toBe(1_234_568);
    expect(parseTreasuryAmount("10.005", "rupees")).toBe(1001);
  });

  it("refuses text that is not a number", () => {
    for (const text of ["abc", "12a", "1.2.3", "((5))", ".", "(", "--4", "5-"])
      expect(parseTreasuryAmount(text, "rupees"), text).toBe("invalid");
  });

  it("gives the same paisa in every script, grouping and sign notation (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        fc.constantFrom("rupees", "thousands", "lakh" as const),
        (whole, cents, negative, unit) => {
          const digits = whole.toString();
          const fraction = `.${String(cents).padStart(2, "0")}`;
          const factor = { rupees: 1, thousands: 1000, lakh: 100_000 }[unit];
          const expected = (Number(whole) * 100 + cents) * factor * (negative ? -1 : 1);
          const forms = [
            `${digits}${fraction}`,
            `${lakhGrouped(digits)}${fraction}`,
            `${internationalGrouped(digits)}${fraction}`,
          ];
          for (const form of forms)
            for (const text of [form, toDevanagariDigits(form)]) {
              const signed = negative ? `(${text})` : text;
              const value = parseTreasuryAmount(signed, unit);
              if (!Number.isSafeInteger(Math.abs(expected))) expect(value).toBe("invalid");
              else expect(value === 0 ? 0 : value, signed).toBe(expected === 0 ? 0 : expected);
            }
        },
      ),
    );
  });
});

/** Decimal places of an amount written in each unit, down to the paisa. */
const UNIT_DECIMALS: Record<TreasuryUnit, number> = { rupees: 2, thousands: 5, lakh: 7 };

/** International grouping of a formatted amount (the product's formatter groups lakh style). */
const regroupInternational = (text: string) => {
  const [whole = "", fraction] = text.replace(/,/g, "").split(".");
  return `${internationalGrouped(whole)}${fraction === undefined ? "" : `.${fraction}`}`;
};

describe("treasury amounts round-trip (property)", () => {
  // Up to 15 significant digits, which a double and toFixed carry exactly.
  const paisaAmounts = fc.integer({ min: -(10 ** 15 - 1), max: 10 ** 15 - 1 });

  it("reads back the paisa of an amount formatted in any unit, script, grouping and sign notation", () => {
    fc.assert(
      fc.property(paisaAmounts, fc.constantFrom(...TREASURY_UNITS), (paisa, unit) => {
        const decimals = UNIT_DECIMALS[unit];
        const value = paisa / 10 ** decimals;
        // The product's own formatter: lakh grouping, Devanagari digits in Nepali, a minus sign.
        const nepali = formatNumber(value, "np", { decimals });
        const latin = formatNumber(value, "en", { decimals });
        const plain = formatNumber(value, "en", { decimals, grouping: false });
        const international = regroupInternational(latin);
        const forms = [nepali, latin, plain, international, toDevanagariDigits(international)];
        // Treasury exports write a negative in parentheses.
        const parenthesised = forms.map((form) => (form.startsWith("-") ? `(${form.slice(1)})` : form));
        for (const text of [...forms, ...parenthesised]) {
          const read = parseTreasuryAmount(text, unit);
          expect(read === 0 ? 0 : read, `${text} ${unit}`).toBe(paisa === 0 ? 0 : paisa);
        }
      }),
    );
  });

  it("gives one paisa figure for the same amount written in rupees, thousands and lakh", () => {
    fc.assert(
      fc.property(paisaAmounts, (paisa) => {
        const read = TREASURY_UNITS.map((unit) =>
          parseTreasuryAmount(
            formatNumber(paisa / 10 ** UNIT_DECIMALS[unit], "np", { decimals: UNIT_DECIMALS[unit] }),
            unit,
          ),
        );
        expect(new Set(read.map((value) => (value === 0 ? 0 : value))).size).toBe(1);
      }),
    );
  });

  it("rounds a figure finer than the paisa half away from zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (paisa, extra, negative) => {
          const rupees = Math.floor(paisa / 100);
          const cents = String(paisa % 100).padStart(2, "0");
          const text = `${lakhGrouped(String(rupees))}.${cents}${extra}`;
          const expected = (paisa + (extra >= 5 ? 1 : 0)) * (negative ? -1 : 1);
          const read = parseTreasuryAmount(negative ? `(${toDevanagariDigits(text)})` : text, "rupees");
          expect(read === 0 ? 0 : read, text).toBe(expected === 0 ? 0 : expected);
        },
      ),
    );
  });
});

/** A 2066 file as DOMAIN.md describes it: title rows, unit line, grouped two-row header, total row. */
const office2066 = (rows: TreasuryCell[][], total: TreasuryCell[]): TreasuryCell[][] => [
  ["महालेखा नियन्त्रक कार्यालय"],
  ["कार्यालयगत बजेट तथा खर्च", "", "आ.व. २०८२/८३"],
  ["(रु. लाखमा)"],
  ["मन्त्रालय", "कार्यालय", "प्रदेश", "चालु", "", "पूँजीगत", "", "कुल", "", "", "मौज्दात"],
  ["", "", "", "बजेट", "खर्च", "बजेट", "खर्च", "बजेट", "खर्च", "प्रतिशत", ""],
  ...rows,
  total,
];
const rowsOk: TreasuryCell[][] = [
  [
    "गृह मन्त्रालय",
    "जिल्ला प्रशासन कार्यालय, काठमाडौं",
    "बागमती",
    "१,२०.५०",
    "६०",
    "३०",
    "(५)",
    "१,५०.५०",
    "५५",
    "३६.५",
    "९५.५०",
  ],
  [
    "गृह मन्त्रालय",
    "जिल्ला प्रशासन कार्यालय, ललितपुर",
    "बागमती",
    "८०",
    "४०.२५",
    "२०",
    "१०",
    "१००",
    "५०.२५",
    "५०.२५",
    "४९.७५",
  ],
];
const totalOk: TreasuryCell[] = [
  "कुल जम्मा",
  "",
  "",
  "२,००.५०",
  "१,००.२५",
  "५०",
  "५",
  "२,५०.५०",
  "१,०५.२५",
  "",
  "१,४५.२५",
];

describe("treasury sheets", () => {
  it("recognises a file by its header band, whatever the spelling, not by the number chosen", () => {
    const header = recogniseTreasuryHeader(office2066(rowsOk, totalOk));
    expect(header?.layout.number).toBe("2066");
    expect(header?.row).toBe(4);
    expect(header?.found.get("capital_budget")).toBe(5);
    expect(header?.found.get("total_expense")).toBe(8);
    expect(normalizeHeader("खर्च शिर्षक")).toBe(normalizeHeader("खर्च शीर्षक"));
    const english = recogniseTreasuryHeader([
      ["Economic code", "Account description", "Budget", "Expenditure", "Balance"],
    ]);
    expect(english?.layout.number).toBe("2039");
    expect(new Set(TREASURY_LAYOUTS.map((l) => l.number)).size).toBe(TREASURY_LAYOUTS.length);
  });

  it("reads the rows in paisa and leaves the total row out; the totals equal the file's total row", () => {
    const result = parseTreasurySheet({ rows: office2066(rowsOk, totalOk), chosen: "2066", unit: "lakh" });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]).toMatchObject({
      line: 6,
      text: { ministry: "गृह मन्त्रालय", province: "बागमती" },
      amounts: { current_budget: 1_205_000_000, capital_expense: -50_000_000, total_budget: 1_505_000_000 },
    });
    expect(result.totals.total_budget).toBe(parseTreasuryAmount("२,५०.५०", "lakh"));
    expect(result.totals.balance).toBe(parseTreasuryAmount("१,४५.२५", "lakh"));
  });

  it("streams: hands rows out as they are read once the header is known, and none after a problem", () => {
    const many = Array.from({ length: 40 }, (_, i) => ["मन्त्रालय", `कार्यालय ${i}`, "", "1", "", "", "", "1"]);
    const sheet = office2066(many, ["जम्मा", "", "", "40", "", "", "", "40"]);
    const reader = treasurySheetReader({ chosen: "2066", unit: "lakh" });
    const handed = sheet.map((cells, i) => reader.push(i + 1, cells).length);
    // Held until the 15th line decides the header, then each data row as it comes.
    expect(handed.slice(0, 14).every((n) => n === 0)).toBe(true);
    expect(handed[14]).toBe(10);
    expect(handed.slice(15, 45).every((n) => n === 1)).toBe(true);
    const end = reader.finish();
    expect(end.result).toMatchObject({ ok: true, rowCount: 40, totals: { total_budget: 400_000_000 } });

    const bad = treasurySheetReader({ chosen: "2066", unit: "lakh" });
    const broken = sheet.map((cells, i) => (i === 20 ? ["मन्त्रालय", "x", "", "y"] : cells));
    const after = broken.map((cells, i) => bad.push(i + 1, cells).length);
    expect(bad.refused()).toBe(true);
    expect(after.slice(21).every((n) => n === 0)).toBe(true);
    const refused = bad.finish().result;
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems[0]).toMatchObject({ row: 21, column: "D" });
  });

  it("refuses a file whose total row disagrees, naming the row and column", () => {
    const wrong = [...totalOk];
    wrong[8] = "१,१०";
    const result = parseTreasurySheet({ rows: office2066(rowsOk, wrong), chosen: "2066", unit: "lakh" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      expect.objectContaining({ row: 8, column: "I", en: expect.stringContaining("total expense") }),
    ]);
    expect(result.problems[0]?.np).toContain("कुल खर्च");
  });

  it("refuses the whole file with each bad cell's row and column, at most 50, in both languages", () => {
    const bad = Array.from({ length: 60 }, (_, i) => [
      "मन्त्रालय",
      `कार्यालय ${i}`,
      "",
      "x",
      "",
      "",
      "",
      "1",
      "1",
      "",
      "",
    ]);
    const result = parseTreasurySheet({ rows: office2066(bad, totalOk), chosen: "2066", unit: "lakh" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(MAX_TREASURY_PROBLEMS);
    expect(result.problems[0]).toMatchObject({
      row: 6,
      column: "D",
      en: 'The current budget "x" is not a number.',
    });
    expect(result.problems[0]?.np).toBe('चालु बजेट "x" सङ्ख्या होइन।');
  });

  it("refuses a file of another report, one without a header, and one without a total row", () => {
    const asProjects = parseTreasurySheet({
      rows: office2066(rowsOk, totalOk),
      chosen: "2104",
      unit: "lakh",
    });
    expect(!asProjects.ok && asProjects.problems[0]?.en).toBe(
      "The columns are those of report 2066, not 2104.",
    );
    const noHeader = parseTreasurySheet({
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
      chosen: "2039",
      unit: "rupees",
    });
    expect(!noHeader.ok && noHeader.problems[0]?.row).toBe(1);
    const noTotal = parseTreasurySheet({
      rows: office2066(rowsOk, []).slice(0, -1),
      chosen: "2066",
      unit: "lakh",
    });
    expect(!noTotal.ok && noTotal.problems.map((p) => p.en)).toEqual([
      "The file has no total row (जम्मा / Total) to check its rows against.",
    ]);
  });

  it("names columns as Excel does", () => {
    expect([0, 25, 26, 51, 52].map(columnLetter)).toEqual(["A", "Z", "AA", "AZ", "BA"]);
  });
});
