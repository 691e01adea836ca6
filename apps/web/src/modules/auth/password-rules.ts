import { PASSWORD_MIN, passwordIssues } from "@pragati/domain/access";
import type { TFunction } from "i18next";

type NewPasswordErrors = Partial<Record<"password" | "password_confirmation", string>>;

type NewPasswordInput = {
  password: string;
  confirmation: string;
  /** `t` of the auth namespace. */
  t: TFunction<"auth">;
  /** Localises the digits of the minimum length. */
  digits: (value: number) => string;
};

/** Client checks before the server sees a new password; the server repeats them (422). */
export const validateNewPassword = ({
  password,
  confirmation,
  t,
  digits,
}: NewPasswordInput): NewPasswordErrors => {
  const errors: NewPasswordErrors = {};
  const [issue] = passwordIssues(password);
  if (issue === "required") errors.password = t("validation.passwordRequired");
  else if (issue === "too_short")
    errors.password = t("validation.passwordMin", { min: digits(PASSWORD_MIN) });
  else if (issue === "letter_and_digit") errors.password = t("validation.passwordLetterDigit");
  if (!confirmation) errors.password_confirmation = t("validation.confirmationRequired");
  else if (password && confirmation !== password)
    errors.password_confirmation = t("validation.confirmationMismatch");
  return errors;
};
