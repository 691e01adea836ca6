import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatNumber,
  formatPercent,
  fromDevanagariDigits,
  localizeDigits,
  toDevanagariDigits,
} from "./digits";

describe("Devanagari digits", () => {
  it("converts both ways", () => {
    expect(toDevanagariDigits("2082/04/01")).toBe("२०८२/०४/०१");
    expect(toDevanagariDigits(1234567890)).toBe("१२३४५६७८९०");
    expect(toDevanagariDigits(-12.5)).toBe("-१२.५");
    expect(fromDevanagariDigits("२०८२/८३")).toBe("2082/83");
    expect(fromDevanagariDigits("साउन १")).toBe("साउन 1");
    expect(localizeDigits(42, "en")).toBe("42");
    expect(localizeDigits(42, "np")).toBe("४२");
  });

  it("round-trips any ASCII text (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const ascii = fromDevanagariDigits(s);
        const dev = toDevanagariDigits(ascii);
        expect(dev).not.toMatch(/[0-9]/);
        expect(fromDevanagariDigits(dev)).toBe(ascii);
        expect(toDevanagariDigits(fromDevanagariDigits(dev))).toBe(dev);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true })), (n) => {
        expect(fromDevanagariDigits(toDevanagariDigits(n))).toBe(String(n));
      }),
    );
  });
});

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [100000, "1,00,000"],
    [1234567, "12,34,567"],
    [123456789, "12,34,56,789"],
    [1234.5, "1,234.5"],
    [1234.567, "1,234.57"],
    [-1234567.891, "-12,34,567.89"],
    [-0.001, "0"],
    [2.0, "2"],
  ])("%d -> %s", (n, en) => {
    expect(formatNumber(n, "en")).toBe(en);
    expect(formatNumber(n, "np")).toBe(toDevanagariDigits(en));
  });

  it("supports fixed decimals, max decimals and no grouping", () => {
    expect(formatNumber(1234.5, "en", { decimals: 2 })).toBe("1,234.50");
    expect(formatNumber(1234.5, "np", { decimals: 2 })).toBe("१,२३४.५०");
    expect(formatNumber(1234.56, "en", { decimals: 0 })).toBe("1,235");
    expect(formatNumber(1.23456, "en", { maxDecimals: 4 })).toBe("1.2346");
    expect(formatNumber(1234567, "en", { grouping: false })).toBe("1234567");
    expect(formatNumber(Number.NaN, "np")).toBe("-");
    expect(formatNumber(Number.POSITIVE_INFINITY, "en")).toBe("-");
  });
});

describe("formatPercent", () => {
  it("formats percent values in both locales", () => {
    expect(formatPercent(45.5, "en")).toBe("45.5%");
    expect(formatPercent(45.5, "np")).toBe("४५.५%");
    expect(formatPercent(100, "np")).toBe("१००%");
    expect(formatPercent(33.3333, "en", { decimals: 1 })).toBe("33.3%");
    expect(formatPercent(Number.NaN, "en")).toBe("-");
  });
});
