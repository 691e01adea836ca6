import type { Calendar } from "@pragati/domain/calendar";
import { isEmailAddress, isNepaliPhone, type TOffice, type TOfficeBody } from "@pragati/domain/contract";
import { readBsDate } from "../../ui/inputs/bs-date";

/** Free-text fields of the office form, as typed. */
const OFFICE_TEXT_FIELDS = [
  "name",
  "name_np",
  "code",
  "ministry_code",
  "head_name",
  "head_position",
  "address",
  "phone",
  "email",
  "office_head_phone",
  "office_head_email",
  "office_head_appointed_at",
  "secretary_name",
  "secretary_phone",
  "secretary_email",
  "secretary_appointed_at",
  "planning_head_name",
  "planning_head_phone",
  "planning_head_email",
  "planning_head_appointed_at",
  "remarks",
] as const;
/** Picked from lists; the value is the chosen id as text, or "" for none. */
const OFFICE_CHOICE_FIELDS = ["category_id", "province_id", "district_id", "local_level_id", "ward"] as const;

export type OfficeTextField = (typeof OFFICE_TEXT_FIELDS)[number];
export type OfficeChoiceField = (typeof OFFICE_CHOICE_FIELDS)[number];
export type OfficeField = OfficeTextField | OfficeChoiceField | "parent_id" | "status";
export const OFFICE_FIELDS: readonly OfficeField[] = [
  ...OFFICE_TEXT_FIELDS,
  ...OFFICE_CHOICE_FIELDS,
  "parent_id",
  "status",
];

export type OfficeFormValues = Record<OfficeTextField | OfficeChoiceField, string> & {
  parent_id: number | null;
  status: boolean;
};

const PHONE_FIELDS = ["phone", "office_head_phone", "secretary_phone", "planning_head_phone"] as const;
const EMAIL_FIELDS = ["email", "office_head_email", "secretary_email", "planning_head_email"] as const;
const DATE_FIELDS = [
  "office_head_appointed_at",
  "secretary_appointed_at",
  "planning_head_appointed_at",
] as const;

export const emptyOfficeValues = (parentId: number | null = null): OfficeFormValues => ({
  ...(Object.fromEntries(OFFICE_TEXT_FIELDS.map((field) => [field, ""])) as Record<OfficeTextField, string>),
  ...(Object.fromEntries(OFFICE_CHOICE_FIELDS.map((field) => [field, ""])) as Record<
    OfficeChoiceField,
    string
  >),
  parent_id: parentId,
  status: true,
});

/** The form filled from an office; digits appear in the language's script (`digits`). */
export const officeValues = (office: TOffice, digits: (value: string) => string): OfficeFormValues => {
  const values = emptyOfficeValues(office.parent_id);
  for (const field of OFFICE_TEXT_FIELDS) {
    const value = office[field] ?? "";
    values[field] = (DATE_FIELDS as readonly string[]).includes(field) ? digits(value) : value;
  }
  for (const field of OFFICE_CHOICE_FIELDS)
    values[field] = office[field] === null ? "" : String(office[field]);
  values.status = office.status;
  return values;
};

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);
/** A date as stored; one the form could not read goes as typed, for the API to refuse by name. */
const dateOrNull = (value: string) => {
  const date = readBsDate(value, null);
  return date === "invalid" ? value.trim() : date;
};
const idOrNull = (value: string) => (value ? Number(value) : null);

export const officeBody = (values: OfficeFormValues): TOfficeBody => ({
  ...(Object.fromEntries(OFFICE_TEXT_FIELDS.map((field) => [field, textOrNull(values[field])])) as Record<
    OfficeTextField,
    string | null
  >),
  ...(Object.fromEntries(DATE_FIELDS.map((field) => [field, dateOrNull(values[field])])) as Record<
    (typeof DATE_FIELDS)[number],
    string | null
  >),
  name: values.name.trim(),
  name_np: values.name_np.trim(),
  category_id: Number(values.category_id),
  province_id: idOrNull(values.province_id),
  district_id: idOrNull(values.district_id),
  local_level_id: idOrNull(values.local_level_id),
  ward: idOrNull(values.ward),
  parent_id: values.parent_id,
  status: values.status,
});

/** Which rule a field breaks; the form turns it into a message in the current language. */
type OfficeProblem = "required" | "parentRequired" | "phone" | "email" | "date";

/** The checks made before sending (the API repeats them and checks the rest against the database). */
export function checkOfficeValues(
  values: OfficeFormValues,
  options: { calendar: Calendar | null; parentRequired: boolean },
): Partial<Record<OfficeField, OfficeProblem>> {
  const problems: Partial<Record<OfficeField, OfficeProblem>> = {};
  if (!values.name.trim()) problems.name = "required";
  if (!values.name_np.trim()) problems.name_np = "required";
  if (!values.category_id) problems.category_id = "required";
  if (options.parentRequired && values.parent_id === null) problems.parent_id = "parentRequired";
  for (const field of PHONE_FIELDS)
    if (values[field].trim() && !isNepaliPhone(values[field])) problems[field] = "phone";
  for (const field of EMAIL_FIELDS)
    if (values[field].trim() && !isEmailAddress(values[field])) problems[field] = "email";
  for (const field of DATE_FIELDS)
    if (readBsDate(values[field], options.calendar) === "invalid") problems[field] = "date";
  return problems;
}
