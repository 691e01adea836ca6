import { PASSWORD_MIN, passwordIssues } from "@pragati/domain/access";
import { toDevanagariDigits } from "@pragati/domain/calendar";
import { FieldErrorCollector } from "../../lib/errors";

/** The rules for a new password, shared by change-password, reset and the admin CLI. */
export const checkNewPassword = (
  input: { password: string; password_confirmation: string },
  errors = new FieldErrorCollector(),
): FieldErrorCollector => {
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
  if (input.password_confirmation !== input.password)
    errors.add("password_confirmation", {
      en: "The password confirmation does not match.",
      np: "पासवर्ड पुष्टि मेल खाएन।",
    });
  return errors;
};
