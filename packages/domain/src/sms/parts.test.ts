import { describe, expect, it } from "vitest";
import { isNepaliMobile, normalizeMobile } from "../contract";
import { NOTICE_SMS_MAX_CHARS, noticeSmsText } from "./notice-text";
import { smsParts } from "./parts";

describe("smsParts", () => {
  it("counts GSM-7 text as 160 in one part and 153 per part once split", () => {
    expect(smsParts("a".repeat(160))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    expect(smsParts("a".repeat(161))).toEqual({ encoding: "gsm7", units: 161, parts: 2 });
    expect(smsParts("a".repeat(306)).parts).toBe(2);
    expect(smsParts("a".repeat(307)).parts).toBe(3);
  });

  it("counts extension characters as two septets and never splits their pair", () => {
    expect(smsParts("€".repeat(80))).toEqual({ encoding: "gsm7", units: 160, parts: 1 });
    // 152 septets, then a two-septet euro that does not fit in the first part's 153.
    expect(smsParts(`${"a".repeat(152)}€${"b".repeat(10)}`)).toEqual({
      encoding: "gsm7",
      units: 164,
      parts: 2,
    });
  });

  it("counts Devanagari as UCS-2: 70 in one part, 67 per part once split", () => {
    expect(smsParts("क".repeat(70))).toEqual({ encoding: "ucs2", units: 70, parts: 1 });
    expect(smsParts("क".repeat(71))).toEqual({ encoding: "ucs2", units: 71, parts: 2 });
    expect(smsParts("क".repeat(134)).parts).toBe(2);
    expect(smsParts("क".repeat(135)).parts).toBe(3);
    // One Devanagari letter turns an otherwise GSM-7 text into UCS-2.
    expect(smsParts(`${"a".repeat(69)}क`)).toEqual({ encoding: "ucs2", units: 70, parts: 1 });
  });

  it("counts a character outside the BMP as two UCS-2 units and keeps it whole", () => {
    expect(smsParts("😀".repeat(35))).toEqual({ encoding: "ucs2", units: 70, parts: 1 });
    // 134 units would fill two parts of 67, but the pair cannot start at the first part's last unit.
    expect(smsParts(`${"क".repeat(66)}😀${"क".repeat(66)}`)).toEqual({
      encoding: "ucs2",
      units: 134,
      parts: 3,
    });
  });

  it("answers no parts for an empty text", () => {
    expect(smsParts("").parts).toBe(0);
  });
});

describe("noticeSmsText", () => {
  it("joins title and description, or sends the title alone", () => {
    expect(noticeSmsText({ title: "Meeting", description: "At 2" })).toBe("Meeting: At 2");
    expect(noticeSmsText({ title: "Meeting", description: "  " })).toBe("Meeting");
  });

  it("cuts a long notice to the maximum characters", () => {
    const text = noticeSmsText({ title: "सूचना", description: "क".repeat(1000) });
    expect(Array.from(text)).toHaveLength(NOTICE_SMS_MAX_CHARS);
    expect(smsParts(text).parts).toBe(5);
  });
});

describe("normalizeMobile", () => {
  it.each([
    ["9841000001", "9841000001"],
    ["+977 984-1000001", "9841000001"],
    ["977 9841000001", "9841000001"],
    ["09841000001", "9841000001"],
    ["९८४१०००००१", "9841000001"],
    ["+९७७-९८४१-००००-०१", "9841000001"],
  ])("%s is %s", (typed, stored) => {
    expect(normalizeMobile(typed)).toBe(stored);
    expect(isNepaliMobile(typed)).toBe(true);
  });

  it.each([
    "984100000",
    "98410000012",
    "8841000001",
    "014211000",
    "98410OOOO1",
    "0 9841",
  ])("%s is not a mobile number", (typed) => {
    expect(isNepaliMobile(typed)).toBe(false);
  });
});
