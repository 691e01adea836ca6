/** The new-password rule both sides apply: the client before sending, the API on every change. */
export const PASSWORD_MIN = 8;

export type PasswordIssue = "required" | "too_short" | "letter_and_digit";

export const passwordIssues = (password: string): PasswordIssue[] => {
  if (password.length === 0) return ["required"];
  const issues: PasswordIssue[] = [];
  if (password.length < PASSWORD_MIN) issues.push("too_short");
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) issues.push("letter_and_digit");
  return issues;
};
