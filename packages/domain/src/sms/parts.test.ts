import { describe, expect, it } from "vitest";
import { isNepaliMobile, normalizeMobile } from "../contract";
import { capSmsText, SMS_CUT_MARK, SMS_MAX_CHARS } from "./cap";
import { noticeSmsText } from "./notice-text";
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

  it("cuts a long notice to the maximum characters and says so", () => {
    const text = noticeSmsText({ title: "सूचना", description: "क".repeat(1000) });
    expect(Array.from(text)).toHaveLength(SMS_MAX_CHARS);
    expect(text.endsWith(SMS_CUT_MARK.np)).toBe(true);
    expect(smsParts(text).parts).toBe(5);
  });
});

describe("capSmsText", () => {
  it("keeps a text of the maximum as it is", () => {
    const text = "क".repeat(SMS_MAX_CHARS);
    expect(capSmsText(text)).toBe(text);
    expect(capSmsText("Meeting at 2")).toBe("Meeting at 2");
  });

  it("cuts one character more and ends it with the mark in the text's language", () => {
    const nepali = capSmsText("क".repeat(SMS_MAX_CHARS + 1));
    expect(Array.from(nepali)).toHaveLength(SMS_MAX_CHARS);
    expect(nepali).toBe("क".repeat(SMS_MAX_CHARS - Array.from(SMS_CUT_MARK.np).length) + SMS_CUT_MARK.np);
    const english = capSmsText("a".repeat(1000));
    expect(english).toBe("a".repeat(SMS_MAX_CHARS - SMS_CUT_MARK.en.length) + SMS_CUT_MARK.en);
    // The English mark keeps a GSM 7-bit text in GSM 7-bit: 300 septets are two parts, not five.
    expect(smsParts(english)).toEqual({ encoding: "gsm7", units: SMS_MAX_CHARS, parts: 2 });
  });

  it("never splits a Devanagari letter with its vowel sign or virama", () => {
    // "क्षि" is four code points, one letter on screen.
    const text = capSmsText("क्षि".repeat(200));
    const body = text.slice(0, text.length - SMS_CUT_MARK.np.length);
    expect(body).toBe("क्षि".repeat(Math.floor(body.length / 4)));
    expect(Array.from(text).length).toBeLessThanOrEqual(SMS_MAX_CHARS);
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
