import type { Calendar } from "@pragati/domain/calendar";
import {
  isEmailAddress,
  isNepaliPhone,
  type PROJECT_AREAS,
  type PROJECT_PRIORITIES,
  type ProjectStatus,
  type TProject,
  type TProjectBody,
} from "@pragati/domain/contract";
import { readBsDate } from "../../ui/inputs/bs-date";

/** The profile form's values: ids and amounts as numbers (null while empty), texts and dates as typed. */
export type ProjectValues = {
  fiscal_year_id: number | null;
  name: string;
  code: string;
  phone: string;
  email: string;
  address: string;
  type_id: number | null;
  sector_id: number | null;
  sub_sector_id: number | null;
  priority: (typeof PROJECT_PRIORITIES)[number] | null;
  status: ProjectStatus;
  budget_sub_heads: string[];
  area: (typeof PROJECT_AREAS)[number];
  province_id: number | null;
  district_id: number | null;
  local_level_id: number | null;
  ward: number | null;
  nikaya_id: number | null;
  office_ids: number[];
  start_date: string;
  expected_end_date: string;
  initial_cost: number | null;
  total_expenditure: number | null;
};
export type ProjectField = keyof ProjectValues;

/** The steps of the profile form and the fields each holds (a refusal opens the first step with one). */
export const PROJECT_STEPS = [
  {
    key: "basic",
    fields: ["fiscal_year_id", "name", "code", "status", "priority", "phone", "email", "address"],
  },
  { key: "classification", fields: ["type_id", "sector_id", "sub_sector_id", "budget_sub_heads"] },
  { key: "location", fields: ["area", "province_id", "district_id", "local_level_id", "ward"] },
  { key: "offices", fields: ["nikaya_id", "office_ids"] },
  { key: "finance", fields: ["start_date", "expected_end_date", "initial_cost", "total_expenditure"] },
] as const satisfies readonly { key: string; fields: readonly ProjectField[] }[];

export const PROJECT_FIELDS: readonly ProjectField[] = PROJECT_STEPS.flatMap((step) => step.fields);

export const emptyProjectValues = (options: {
  fiscalYearId: number | null;
  officeId: number | null;
}): ProjectValues => ({
  fiscal_year_id: options.fiscalYearId,
  name: "",
  code: "",
  phone: "",
  email: "",
  address: "",
  type_id: null,
  sector_id: null,
  sub_sector_id: null,
  priority: null,
  status: "implementation",
  budget_sub_heads: [],
  area: "office",
  province_id: null,
  district_id: null,
  local_level_id: null,
  ward: null,
  nikaya_id: options.officeId,
  office_ids: [],
  start_date: "",
  expected_end_date: "",
  initial_cost: null,
  total_expenditure: 0,
});

/** The form filled from a stored profile; dates take the language's digits (`digits`). */
export const projectValues = (project: TProject, digits: (value: string) => string): ProjectValues => ({
  fiscal_year_id: project.fiscal_year_id,
  name: project.name,
  code: project.code ?? "",
  phone: project.phone ?? "",
  email: project.email ?? "",
  address: project.address ?? "",
  type_id: project.type.id,
  sector_id: project.sector.id,
  sub_sector_id: project.sub_sector?.id ?? null,
  priority: project.priority,
  status: project.status,
  budget_sub_heads: project.budget_sub_heads,
  area: project.area,
  province_id: project.province?.id ?? null,
  district_id: project.district?.id ?? null,
  local_level_id: project.local_level?.id ?? null,
  ward: project.ward,
  nikaya_id: project.nikaya.id,
  office_ids: project.offices.map((office) => office.id),
  start_date: project.start_date ? digits(project.start_date) : "",
  expected_end_date: project.expected_end_date ? digits(project.expected_end_date) : "",
  initial_cost: project.initial_cost,
  total_expenditure: project.total_expenditure,
});

const textOrNull = (value: string) => (value.trim() ? value.trim() : null);
/** A date as stored; one the form could not read goes as typed, for the API to refuse by name. */
const dateOrNull = (value: string) => {
  const date = readBsDate(value, null);
  return date === "invalid" ? value.trim() : date;
};

/** What the API is sent; empty required choices go as they are, for the schema to name them. */
export const projectBody = (values: ProjectValues): TProjectBody =>
  ({
    ...values,
    name: values.name.trim(),
    code: textOrNull(values.code),
    phone: textOrNull(values.phone),
    email: textOrNull(values.email),
    address: textOrNull(values.address),
    start_date: dateOrNull(values.start_date),
    expected_end_date: dateOrNull(values.expected_end_date),
    total_expenditure: values.total_expenditure ?? 0,
  }) as TProjectBody;

/** Which rule a field breaks; the form words it in the current language. */
export type ProjectProblem =
  | "required"
  | "choose"
  | "tooLong"
  | "amount"
  | "subHeads"
  | "phone"
  | "email"
  | "date";

const CHOICES: readonly ProjectField[] = [
  "fiscal_year_id",
  "type_id",
  "sector_id",
  "sub_sector_id",
  "nikaya_id",
  "office_ids",
  "province_id",
  "district_id",
  "local_level_id",
  "ward",
  "status",
  "priority",
  "area",
];

/** The problem of a field the schema (ZProjectBody) refused; `field` may be a path (`budget_sub_heads.1`). */
export const schemaProblem = (
  path: string,
  values: ProjectValues,
): { field: ProjectField; problem: ProjectProblem } => {
  const field = path.split(".")[0] as ProjectField;
  if (field === "name") return { field, problem: values.name.trim() ? "tooLong" : "required" };
  if (field === "initial_cost" || field === "total_expenditure") return { field, problem: "amount" };
  if (field === "budget_sub_heads") return { field, problem: "subHeads" };
  if (field === "start_date" || field === "expected_end_date") return { field, problem: "date" };
  if (CHOICES.includes(field)) return { field, problem: "choose" };
  return { field, problem: "tooLong" };
};

/** The checks the schema cannot make alone: phone, e-mail and BS dates (the API repeats them). */
export const formatProblems = (
  values: ProjectValues,
  calendar: Calendar | null,
): Partial<Record<ProjectField, ProjectProblem>> => {
  const problems: Partial<Record<ProjectField, ProjectProblem>> = {};
  if (values.phone.trim() && !isNepaliPhone(values.phone)) problems.phone = "phone";
  if (values.email.trim() && !isEmailAddress(values.email)) problems.email = "email";
  for (const field of ["start_date", "expected_end_date"] as const)
    if (readBsDate(values[field], calendar) === "invalid") problems[field] = "date";
  return problems;
};
