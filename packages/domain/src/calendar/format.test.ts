import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bsDateText, formatBs, formatBsLong, parseBs, toBsString, tryParseBs } from "./format";

describe("formatBs", () => {
  it("formats in both locales", () => {
    const bs = { year: 2082, month: 4, day: 1 };
    expect(formatBs(bs, "np")).toBe("२०८२/०४/०१");
    expect(formatBs(bs, "en")).toBe("2082-04-01");
    expect(formatBs("2082-4-1", "np")).toBe("२०८२/०४/०१");
    expect(formatBs("२०८२/०४/०१", "en")).toBe("2082-04-01");
    expect(toBsString({ year: 2083, month: 12, day: 30 })).toBe("2083-12-30");
  });

  it("writes a date inside a sentence with slashes in Nepali, and other text with the locale's digits", () => {
    expect(bsDateText("2080-01-05", "np")).toBe("२०८०/०१/०५");
    expect(bsDateText("2080-01-05", "en")).toBe("2080-01-05");
    expect(bsDateText("…", "np")).toBe("…");
    expect(bsDateText("2080-13", "np")).toBe("२०८०-१३");
  });

  it("formats long dates", () => {
    expect(formatBsLong("2082-04-01", "np")).toBe("१ साउन २०८२");
    expect(formatBsLong("2082-04-01", "en")).toBe("1 Shrawan 2082");
    expect(formatBsLong({ year: 2083, month: 3, day: 32 }, "en")).toBe("32 Ashadh 2083");
    expect(formatBsLong({ year: 2083, month: 1, day: 15 }, "np")).toBe("१५ बैशाख २०८३");
  });

  it("rejects invalid shapes", () => {
    expect(() => formatBs({ year: 2082, month: 13, day: 1 }, "en")).toThrow(RangeError);
    expect(() => formatBsLong("2082-04-33", "np")).toThrow(RangeError);
  });
});

describe("parseBs", () => {
  it.each([
    "2082-04-01",
    "2082/04/01",
    "2082.4.1",
    "२०८२/०४/०१",
    "२०८२-०४-०१",
    " 2082-4-1 ",
    "2082 / 04 / 01",
  ])("parses %s", (s) => {
    expect(parseBs(s)).toEqual({ year: 2082, month: 4, day: 1 });
  });

  it.each([
    "",
    "2082",
    "2082-04",
    "2082-13-01",
    "2082-00-01",
    "2082-04-00",
    "2082-04-33",
    "82-04-01",
    "2082-04/01",
    "abc",
    "2082-04-01x",
  ])("rejects %j", (s) => {
    expect(() => parseBs(s)).toThrow(RangeError);
    expect(tryParseBs(s)).toBeNull();
  });

  it("round-trips with formatBs in both locales (property)", () => {
    const bsDate = fc.record({
      year: fc.integer({ min: 1000, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 32 }),
    });
    fc.assert(
      fc.property(bsDate, fc.constantFrom("np" as const, "en" as const), (bs, locale) => {
        expect(parseBs(formatBs(bs, locale))).toEqual(bs);
      }),
    );
  });
});
