import { ROLE_SLUG_MAX, ROLE_SLUG_MIN, roleSlugIssue } from "@pragati/domain/contract";
import type { TFunction } from "i18next";

export const ROLE_FIELDS = ["name", "name_np", "slug", "description", "status"] as const;
export type RoleField = (typeof ROLE_FIELDS)[number];

export type RoleFormValues = {
  name: string;
  name_np: string;
  slug: string;
  description: string;
  status: boolean;
};

/** Client checks before the server sees the role; the server repeats them (422). */
export const validateRole = ({
  values,
  checkSlug,
  t,
  digits,
}: {
  values: RoleFormValues;
  /** False for a built-in role, whose slug cannot change. */
  checkSlug: boolean;
  /** `t` of the roles namespace. */
  t: TFunction<"roles">;
  digits: (value: number) => string;
}): Partial<Record<RoleField, string>> => {
  const errors: Partial<Record<RoleField, string>> = {};
  if (!values.name.trim()) errors.name = t("validation.nameRequired");
  if (!values.name_np.trim()) errors.name_np = t("validation.nameNpRequired");
  const issue = checkSlug ? roleSlugIssue(values.slug) : null;
  if (issue === "required") errors.slug = t("validation.slugRequired");
  if (issue === "length")
    errors.slug = t("validation.slugLength", { min: digits(ROLE_SLUG_MIN), max: digits(ROLE_SLUG_MAX) });
  if (issue === "characters") errors.slug = t("validation.slugCharacters");
  return errors;
};
