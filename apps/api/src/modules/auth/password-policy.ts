import { PASSWORD_MIN } from "@pragati/domain/contract";
import { FieldErrorCollector } from "../../lib/errors";

/** The rules for a new password, shared by change-password, reset and the admin CLI. */
export const checkNewPassword = (
  input: { password: string; password_confirmation: string },
  errors = new FieldErrorCollector(),
): FieldErrorCollector => {
  const { password, password_confirmation } = input;
  if (password.length === 0)
    errors.add("password", { en: "The new password is required.", np: "नयाँ पासवर्ड आवश्यक छ।" });
  else {
    if (password.length < PASSWORD_MIN)
      errors.add("password", {
        en: `The password must be at least ${PASSWORD_MIN} characters.`,
        np: `पासवर्ड कम्तीमा ${PASSWORD_MIN} अक्षरको हुनुपर्छ।`,
      });
    if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
      errors.add("password", {
        en: "The password must contain a letter and a number.",
        np: "पासवर्डमा कम्तीमा एउटा अक्षर र एउटा अंक हुनुपर्छ।",
      });
  }
  if (password_confirmation !== password)
    errors.add("password_confirmation", {
      en: "The password confirmation does not match.",
      np: "पासवर्ड पुष्टि मेल खाएन।",
    });
  return errors;
};
