import { PASSWORD_MIN, passwordIssues } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { FieldErrorCollector } from "../../lib/errors";

let commonPasswords: Promise<Set<string>> | null = null;

/**
 * The 49,000 most common passwords of zxcvbn-ts's list (lower case), such as `password1`: loaded on the
 * first new password, not at start (the list weighs about 10 MB of the idle process).
 */
const loadCommonPasswords = () => {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return commonPasswords;
};

/**
 * The rules for a new password, shared by change-password, reset, user creation and the admin CLI:
 * beside the domain's length and character rule, it must not contain the username nor be a common one.
 */
export const checkNewPassword = async (
  input: { password: string; password_confirmation: string; username?: string },
  errors = new FieldErrorCollector(),
): Promise<FieldErrorCollector> => {
  for (const issue of passwordIssues(input.password)) {
    if (issue === "required")
      errors.add("password", { en: "The new password is required.", np: "नयाँ पासवर्ड आवश्यक छ।" });
    if (issue === "too_short")
      errors.add("password", {
        en: `The password must be at least ${PASSWORD_MIN} characters.`,
        np: `पासवर्ड कम्तीमा ${toDevanagariDigits(PASSWORD_MIN)} अक्षरको हुनुपर्छ।`,
      });
    if (issue === "letter_and_digit")
      errors.add("password", {
        en: "The password must contain a letter and a number.",
        np: "पासवर्डमा कम्तीमा एउटा अक्षर र एउटा अंक हुनुपर्छ।",
      });
  }
  const lower = input.password.toLowerCase();
  const username = input.username?.trim().toLowerCase() ?? "";
  if (username.length >= 3 && lower.includes(username))
    errors.add("password", {
      en: "The password must not contain the username.",
      np: "पासवर्डमा प्रयोगकर्ता नाम हुनु हुँदैन।",
    });
  if ((await loadCommonPasswords()).has(lower))
    errors.add("password", {
      en: "This password is too common. Choose another.",
      np: "यो पासवर्ड धेरैले प्रयोग गर्ने खालको छ। अर्को छान्नुहोस्।",
    });
  if (input.password_confirmation !== input.password)
    errors.add("password_confirmation", {
      en: "The password confirmation does not match.",
      np: "पासवर्ड पुष्टि मेल खाएन।",
    });
  return errors;
};
