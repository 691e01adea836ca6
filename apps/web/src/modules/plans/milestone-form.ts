import type { TMilestone, TMilestoneBody } from "@pragati/domain/contract";
import { type ScheduleIssue, scheduleIssues } from "@pragati/domain/progress";
import { checkQuantity, checkText, idOrNull, LIMITS, type Problem } from "./plan-form";

/** Shrawan (0) .. Ashadh (11). */
export const FISCAL_MONTH_IDS = Array.from({ length: 12 }, (_, month) => month);

export const MILESTONE_FIELDS = [
  "activity_id",
  "code",
  "title",
  "type_id",
  "subtype_id",
  "baseline",
  "annual_target",
  "unit_id",
  "kriya",
  "cumulative",
  "months",
  ...FISCAL_MONTH_IDS.map((month) => `month.${month}` as const),
  ...FISCAL_MONTH_IDS.map((month) => `target.${month}` as const),
] as const;
/** `month.<m>` and `target.<m>` name a fiscal month's checkbox and target (the API names them by position). */
export type MilestoneField = (typeof MILESTONE_FIELDS)[number];

type MonthInput = { selected: boolean; target: number | null };

export type MilestoneValues = {
  code: string;
  title: string;
  type_id: string | null;
  subtype_id: string | null;
  baseline: number | null;
  annual_target: number | null;
  unit_id: string | null;
  kriya: string;
  cumulative: boolean;
  /** One per fiscal month, Shrawan first. */
  months: MonthInput[];
};

export const milestoneValues = (milestone: TMilestone | null): MilestoneValues => {
  const targets = new Map(milestone?.months.map((m) => [m.month, m.target]) ?? []);
  return {
    code: milestone?.code ?? "",
    title: milestone?.title ?? "",
    type_id: milestone?.type ? String(milestone.type.id) : null,
    subtype_id: milestone?.subtype ? String(milestone.subtype.id) : null,
    baseline: milestone?.baseline ?? null,
    annual_target: milestone?.annual_target ?? null,
    unit_id: milestone?.unit ? String(milestone.unit.id) : null,
    kriya: milestone?.kriya ?? "",
    cumulative: milestone?.cumulative ?? false,
    months: FISCAL_MONTH_IDS.map((month) => ({
      selected: targets.has(month),
      target: targets.get(month) ?? null,
    })),
  };
};

/** The selected months in fiscal order, as the API takes them (their position names their errors). */
export const selectedMonths = (values: MilestoneValues) =>
  FISCAL_MONTH_IDS.filter((month) => values.months[month].selected).map((month) => ({
    month,
    target: values.months[month].target,
  }));

/** A schedule rule of the domain (the API's own check) under the field the API puts it. */
const scheduleProblem = (issue: ScheduleIssue): Problem<MilestoneField> => {
  switch (issue.code) {
    case "no_months":
      return { field: "months", key: "noMonths" };
    case "month_out_of_range":
      return { field: "months", key: "monthRange" };
    case "duplicate_month":
      return {
        field: `month.${issue.month}` as MilestoneField,
        key: "monthTwice",
        values: { month: issue.month },
      };
    case "negative_target":
      return {
        field: `target.${issue.month}` as MilestoneField,
        key: "negativeTarget",
        values: { month: issue.month },
      };
    case "cumulative_decreasing":
      return {
        field: `target.${issue.month}` as MilestoneField,
        key: "cumulativeDecreasing",
        values: { month: issue.month },
      };
    case "cumulative_last_not_annual":
      return { field: "months", key: "cumulativeLast", values: { last: issue.last, annual: issue.annual } };
    case "sum_not_annual":
      return { field: "months", key: "sumNotAnnual", values: { sum: issue.sum, annual: issue.annual } };
    case "annual_not_positive":
      return { field: "annual_target", key: "annualNotPositive" };
  }
};

/** Every check the API makes that the form can make first; the schedule rules are the domain's. */
export const checkMilestone = (values: MilestoneValues): Problem<MilestoneField>[] => {
  const problems: Problem<MilestoneField>[] = [
    ...checkText<MilestoneField>("code", values.code, LIMITS.pointNo),
    ...checkText<MilestoneField>("title", values.title, LIMITS.text),
    ...checkQuantity<MilestoneField>("baseline", values.baseline),
    ...checkQuantity<MilestoneField>("annual_target", values.annual_target, {
      required: true,
      min: -Infinity,
    }),
  ];
  if (!values.type_id) problems.push({ field: "type_id", key: "typeRequired" });
  if (values.kriya.trim().length > LIMITS.text)
    problems.push({ field: "kriya", key: "tooLong", values: { n: LIMITS.text } });
  const months = selectedMonths(values);
  const missing = months.filter((m) => m.target === null || Number.isNaN(m.target));
  for (const { month } of missing)
    problems.push({ field: `target.${month}` as MilestoneField, key: "targetRequired", values: { month } });
  const annual = values.annual_target;
  // The sums need every number; without them only "no month" can be said.
  if (missing.length === 0 && annual !== null && !Number.isNaN(annual))
    for (const issue of scheduleIssues({
      months: months.map((m) => ({ month: m.month, target: m.target ?? 0 })),
      cumulative: values.cumulative,
      annualTarget: annual,
    }))
      problems.push(scheduleProblem(issue));
  else if (months.length === 0) problems.push(scheduleProblem({ code: "no_months" }));
  return problems;
};

/** The request body of a checked form. */
export const milestoneBody = (activityId: number, values: MilestoneValues): TMilestoneBody => ({
  activity_id: activityId,
  code: values.code.trim(),
  title: values.title.trim(),
  type_id: Number(values.type_id),
  subtype_id: idOrNull(values.subtype_id),
  baseline: values.baseline,
  annual_target: values.annual_target ?? 0,
  unit_id: idOrNull(values.unit_id),
  kriya: values.kriya.trim(),
  cumulative: values.cumulative,
  months: selectedMonths(values).map((m) => ({ month: m.month, target: m.target ?? 0 })),
});

/**
 * The server's field errors under this form's fields: `months.<i>.target` and `months.<i>.month`
 * name the i-th month sent, which the form shows under that month.
 */
export const placeServerErrors = (
  sentMonths: readonly number[],
  messageOf: (field: string) => string | undefined,
): Partial<Record<MilestoneField, string>> => {
  const found: Partial<Record<MilestoneField, string>> = {};
  for (const field of MILESTONE_FIELDS) {
    if (field.startsWith("month.") || field.startsWith("target.")) continue;
    const message = messageOf(field);
    if (message) found[field] = message;
  }
  sentMonths.forEach((month, index) => {
    const target = messageOf(`months.${index}.target`);
    const chosen = messageOf(`months.${index}.month`);
    if (target) found[`target.${month}` as MilestoneField] = target;
    if (chosen) found[`month.${month}` as MilestoneField] = chosen;
  });
  return found;
};
