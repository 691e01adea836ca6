/** The simple setup lists of SPEC.md section 2, served by one generic module (`api/<key>/...`). */
export const SETUP_LIST_KEYS = [
  "nikaya-category",
  "units",
  "budget-head",
  "nitikaryakram",
  "subjectareatype",
  "paragati-samasyas-types",
  "ayojana-samasya-types",
  "ayojana-type",
  "meeting-type",
  "reporting-duration",
  "presidency-type",
  "nikaya-member-type",
  "milestone-types",
  "ayojana-sector",
] as const;
export type SetupListKey = (typeof SETUP_LIST_KEYS)[number];

export const isSetupListKey = (value: string): value is SetupListKey =>
  (SETUP_LIST_KEYS as readonly string[]).includes(value);

/** A reporting duration counts days or months. */
export const DURATION_UNITS = ["days", "months"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** A list-specific field kept in `extra`. */
export type SetupExtraField =
  | {
      key: string;
      kind: "integer";
      required: boolean;
      min: number;
      max: number;
      /** A lower maximum while another extra field has a given value (e.g. 12 when counting months). */
      maxWhen?: { field: string; value: string; max: number };
    }
  | { key: string; kind: "choice"; required: boolean; options: readonly string[] };

export type SetupListDefinition = {
  key: SetupListKey;
  title: string;
  title_np: string;
  /** Two levels: main types at the top, sub types under them (`parent_id`). */
  subTypes: { title: string; title_np: string } | null;
  extraFields: readonly SetupExtraField[];
};

const list = (
  key: SetupListKey,
  title: string,
  title_np: string,
  options: Partial<Pick<SetupListDefinition, "subTypes" | "extraFields">> = {},
): SetupListDefinition => ({
  key,
  title,
  title_np,
  subTypes: options.subTypes ?? null,
  extraFields: options.extraFields ?? [],
});

/** Every list with its titles (the sidebar's), its sub-type level and its extra fields. */
export const SETUP_LISTS: Readonly<Record<SetupListKey, SetupListDefinition>> = {
  "nikaya-category": list("nikaya-category", "Office categories", "निकाय वर्ग"),
  units: list("units", "Units", "एकाइ"),
  "budget-head": list("budget-head", "Budget heads", "बजेट शीर्षक"),
  nitikaryakram: list("nitikaryakram", "Policy types", "नीति तथा कार्यक्रम प्रकार"),
  subjectareatype: list("subjectareatype", "Subject areas", "विषय क्षेत्र"),
  "paragati-samasyas-types": list(
    "paragati-samasyas-types",
    "Progress problem types",
    "प्रगति समस्याका प्रकार",
    {
      subTypes: { title: "Sub types", title_np: "उप प्रकार" },
    },
  ),
  "ayojana-samasya-types": list("ayojana-samasya-types", "Project problem types", "आयोजना समस्याका प्रकार", {
    subTypes: { title: "Sub types", title_np: "उप प्रकार" },
  }),
  "ayojana-type": list("ayojana-type", "Project types", "आयोजना प्रकार"),
  "meeting-type": list("meeting-type", "Meeting types", "बैठक प्रकार"),
  "reporting-duration": list("reporting-duration", "Reporting durations", "प्रतिवेदन अवधि प्रकार", {
    extraFields: [
      { key: "duration_unit", kind: "choice", required: true, options: DURATION_UNITS },
      {
        key: "duration",
        kind: "integer",
        required: true,
        min: 1,
        max: 365,
        maxWhen: { field: "duration_unit", value: "months", max: 12 },
      },
    ],
  }),
  "presidency-type": list("presidency-type", "Presidency types", "अध्यक्षता प्रकार"),
  "nikaya-member-type": list("nikaya-member-type", "Office member types", "निकाय सदस्य प्रकार"),
  "milestone-types": list("milestone-types", "Milestone types", "माइलस्टोन प्रकार", {
    subTypes: { title: "Subtypes", title_np: "उप प्रकार" },
  }),
  "ayojana-sector": list("ayojana-sector", "Project sectors", "आयोजना क्षेत्र", {
    subTypes: { title: "Sub-sectors", title_np: "उप-क्षेत्र" },
  }),
};

/** Extra values as they arrive (typed in a form, sent in a body, read from the database). */
export type SetupExtraValues = Readonly<Record<string, unknown>>;

/** What is wrong with one extra field; each side turns it into a message in both languages. */
export type SetupExtraIssue =
  | { field: string; issue: "required" | "not_allowed" | "integer" | "choice" }
  | { field: string; issue: "min" | "max"; limit: number };

/** The effective maximum of an integer field, given the other extra values. */
export const extraFieldMax = (field: SetupExtraField & { kind: "integer" }, extra: SetupExtraValues) =>
  field.maxWhen && extra[field.maxWhen.field] === field.maxWhen.value ? field.maxWhen.max : field.max;

/**
 * The extra-field rule both sides apply: only the list's own fields, required ones present, integers
 * within their bounds, choices among their options.
 */
export const setupExtraIssues = (key: SetupListKey, extra: SetupExtraValues): SetupExtraIssue[] => {
  const fields = SETUP_LISTS[key].extraFields;
  const issues: SetupExtraIssue[] = [];
  for (const name of Object.keys(extra))
    if (extra[name] != null && !fields.some((f) => f.key === name))
      issues.push({ field: name, issue: "not_allowed" });
  for (const field of fields) {
    const value = extra[field.key];
    if (value == null || value === "") {
      if (field.required) issues.push({ field: field.key, issue: "required" });
      continue;
    }
    if (field.kind === "choice") {
      if (typeof value !== "string" || !field.options.includes(value))
        issues.push({ field: field.key, issue: "choice" });
      continue;
    }
    if (typeof value !== "number" || !Number.isInteger(value)) {
      issues.push({ field: field.key, issue: "integer" });
      continue;
    }
    const max = extraFieldMax(field, extra);
    if (value < field.min) issues.push({ field: field.key, issue: "min", limit: field.min });
    else if (value > max) issues.push({ field: field.key, issue: "max", limit: max });
  }
  return issues;
};
