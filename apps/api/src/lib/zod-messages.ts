import { toDevanagariDigits } from "@pragati/domain/calendar";
import {
  CONTROL_CHARACTER_MESSAGE,
  ID_MESSAGE,
  isControlCharacterPattern,
  isIdPattern,
} from "@pragati/domain/contract";
import type { BilingualMessage } from "./errors";

type Issue = { keyword: string; message?: string; params: Record<string, unknown> };
/** An issue of one alternative of a union, as zod reports it. */
type UnionIssue = { code: string; message?: string } & Record<string, unknown>;

/** Turns a schema issue into a field message in both languages (PRODUCT.md section 13). */
export const issueMessage = (issue: Issue): BilingualMessage => {
  const p = issue.params;
  const minimum = p.minimum as number | bigint | undefined;
  const maximum = p.maximum as number | bigint | undefined;
  // Nepali messages carry Devanagari digits.
  const min = toDevanagariDigits(String(minimum));
  const max = toDevanagariDigits(String(maximum));
  switch (issue.keyword) {
    case "invalid_type":
      return p.input === undefined || p.input === null
        ? { en: "This field is required.", np: "यो विवरण आवश्यक छ।" }
        : { en: `Must be a ${String(p.expected)}.`, np: "मान्य ढाँचामा हुनुपर्छ।" };
    case "too_small":
      if (p.origin === "string")
        return Number(minimum) <= 1
          ? { en: "This field is required.", np: "यो विवरण आवश्यक छ।" }
          : { en: `Must be at least ${minimum} characters.`, np: `कम्तीमा ${min} अक्षर हुनुपर्छ।` };
      if (p.origin === "array") return { en: `Choose at least ${minimum}.`, np: `कम्तीमा ${min} छान्नुहोस्।` };
      return { en: `Must be at least ${minimum}.`, np: `कम्तीमा ${min} हुनुपर्छ।` };
    case "too_big":
      if (p.origin === "string")
        return { en: `Must be at most ${maximum} characters.`, np: `बढीमा ${max} अक्षर हुनुपर्छ।` };
      if (p.origin === "array") return { en: `Choose at most ${maximum}.`, np: `बढीमा ${max} छान्नुहोस्।` };
      return { en: `Must be at most ${maximum}.`, np: `बढीमा ${max} हुनुपर्छ।` };
    case "invalid_format":
      if (isControlCharacterPattern(p.pattern)) return CONTROL_CHARACTER_MESSAGE;
      if (isIdPattern(p.pattern)) return ID_MESSAGE;
      return p.format === "email"
        ? { en: "Enter a valid e-mail address.", np: "मान्य इमेल ठेगाना लेख्नुहोस्।" }
        : { en: "The format is not valid.", np: "ढाँचा मान्य छैन।" };
    case "invalid_value":
      return { en: "Choose one of the allowed values.", np: "अनुमति भएका मध्ये एक छान्नुहोस्।" };
    case "invalid_union": {
      // The alternative that took the value's type (an id's digits, not the literal `null`) says what is
      // wrong with it; when none did, the generic message stands.
      const branch = ((p.errors ?? []) as UnionIssue[][]).find(
        (issues) =>
          issues.length > 0 && issues.every((i) => i.code !== "invalid_type" && i.code !== "invalid_value"),
      );
      if (branch) {
        const { code, message, ...params } = branch[0];
        return issueMessage({ keyword: code, message, params });
      }
      return { en: issue.message ?? "This value is not valid.", np: "मान्य छैन।" };
    }
    case "unrecognized_keys":
      return { en: "Unknown field.", np: "अज्ञात विवरण।" };
    default:
      return { en: issue.message ?? "This value is not valid.", np: "मान्य छैन।" };
  }
};
