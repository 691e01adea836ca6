import { ALL_OFFICE_ROLES, type RoleSlug } from "@pragati/domain/access";
import {
  isEmailAddress,
  isNepaliMobile,
  USERNAME_MAX,
  USERNAME_MIN,
  usernameIssue,
} from "@pragati/domain/contract";
import type { TFunction } from "i18next";

export const USER_FIELDS = [
  "name",
  "username",
  "email",
  "mobile",
  "role_id",
  "nikaya_id",
  "status",
  "password",
  "password_confirmation",
] as const;
export type UserField = (typeof USER_FIELDS)[number];

export type UserFormValues = {
  name: string;
  username: string;
  email: string;
  mobile: string;
  role_id: string | null;
  nikaya_id: number | null;
  status: boolean;
  password: string;
  password_confirmation: string;
};

/** Roles that see every office need none (PRODUCT.md section 1); every other role needs one. */
export const officeRequiredFor = (slug: string | undefined): boolean =>
  slug !== undefined && !ALL_OFFICE_ROLES.includes(slug as RoleSlug);

/** Client checks before the server sees the user; the server repeats them (422). Password rules are separate. */
export const validateUser = ({
  values,
  roleSlug,
  t,
  digits,
}: {
  values: UserFormValues;
  roleSlug: string | undefined;
  /** `t` of the users namespace. */
  t: TFunction<"users">;
  digits: (value: number) => string;
}): Partial<Record<UserField, string>> => {
  const errors: Partial<Record<UserField, string>> = {};
  if (!values.name.trim()) errors.name = t("validation.nameRequired");
  const issue = usernameIssue(values.username);
  if (issue === "required") errors.username = t("validation.usernameRequired");
  if (issue === "length")
    errors.username = t("validation.usernameLength", {
      min: digits(USERNAME_MIN),
      max: digits(USERNAME_MAX),
    });
  if (issue === "characters") errors.username = t("validation.usernameCharacters");
  if (values.email.trim() && !isEmailAddress(values.email)) errors.email = t("validation.email");
  if (values.mobile.trim() && !isNepaliMobile(values.mobile)) errors.mobile = t("validation.mobile");
  if (!values.role_id) errors.role_id = t("validation.roleRequired");
  else if (!values.nikaya_id && officeRequiredFor(roleSlug))
    errors.nikaya_id = t("validation.officeRequired");
  return errors;
};
