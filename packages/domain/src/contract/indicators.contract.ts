import { z } from "zod";
import {
  INDICATOR_AGGREGATIONS,
  INDICATOR_DIRECTIONS,
  INDICATOR_LEVELS,
  INDICATOR_UNIT_TYPES,
  REVIEW_PERIODS,
  TRACK_STATUSES,
} from "../indicators/indicator-rules";
import { ZFiscalYearParam, ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";

/** Lengths and ranges the API accepts; the form counts against the same numbers. */
export const INDICATOR_LIMITS = {
  code: 50,
  name: 500,
  definition: 5000,
  sdgCode: 20,
  sdgVersion: 20,
  dataSource: 500,
  /** numeric(16, 4) holds 12 digits before the point. */
  value: 999_999_999_999,
  weightage: 100,
} as const;

const ZValue = z.number().min(-INDICATOR_LIMITS.value).max(INDICATOR_LIMITS.value);
/** An optional short text: empty is the same as absent. */
const ZOptionalText = (max: number) =>
  ZText.trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** The indicator form: SPEC.md section 3 "Ministry indicator" with issue 20's fields. */
export const ZIndicatorBody = z.object({
  /** The fiscal year it is defined for (the header's year); kept on edit. */
  fiscal_year_id: ZId,
  code: ZText.trim().min(1).max(INDICATOR_LIMITS.code),
  name: ZText.trim().min(1).max(INDICATOR_LIMITS.name),
  name_np: ZText.trim().min(1).max(INDICATOR_LIMITS.name),
  definition: ZMultilineText.trim().max(INDICATOR_LIMITS.definition).default(""),
  /** The ministry that owns it; the caller's own office when absent. */
  nikaya_id: ZId.nullable().optional(),
  /** The office that reports it; the owner when absent. */
  responsible_office_id: ZId.nullable().optional(),
  parent_id: ZId.nullable().optional(),
  level: z.enum(INDICATOR_LEVELS).default("output"),
  office_category_id: ZId.nullable().optional(),
  review_period: z.enum(REVIEW_PERIODS).default("monthly"),
  unit_id: ZId.nullable().optional(),
  unit_type: z.enum(INDICATOR_UNIT_TYPES).default("number"),
  direction: z.enum(INDICATOR_DIRECTIONS).default("increase"),
  aggregation: z.enum(INDICATOR_AGGREGATIONS).default("non_cumulative"),
  /** Null: "not applicable". */
  baseline: ZValue.nullable().optional().default(null),
  baseline_fiscal_year_id: ZId.nullable().optional().default(null),
  annual_target: ZValue.nullable().optional().default(null),
  weightage: z.number().min(0).max(INDICATOR_LIMITS.weightage).default(1),
  sdg_code: ZOptionalText(INDICATOR_LIMITS.sdgCode),
  sdg_version: ZOptionalText(INDICATOR_LIMITS.sdgVersion),
  data_source: ZText.trim().max(INDICATOR_LIMITS.dataSource).default(""),
});
export type TIndicatorBody = z.input<typeof ZIndicatorBody>;

export const ZIndicatorQuery = z.object({
  nikaya_id: ZIdParam.optional(),
  direction: z.enum(INDICATOR_DIRECTIONS).optional(),
});

const ZRef = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });

export const ZIndicator = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_np: z.string(),
  definition: z.string(),
  nikaya: ZRef,
  responsible_office: ZRef,
  parent: z
    .object({ id: z.number().int(), code: z.string(), name: z.string(), name_np: z.string() })
    .nullable(),
  /** Depth in the tree (0 at the top), for indenting the list. */
  depth: z.number().int(),
  level: z.enum(INDICATOR_LEVELS),
  office_category: ZRef.nullable(),
  review_period: z.enum(REVIEW_PERIODS),
  unit: ZRef.nullable(),
  unit_type: z.enum(INDICATOR_UNIT_TYPES),
  direction: z.enum(INDICATOR_DIRECTIONS),
  aggregation: z.enum(INDICATOR_AGGREGATIONS),
  baseline: z.number().nullable(),
  baseline_fiscal_year: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  annual_target: z.number().nullable(),
  weightage: z.number(),
  sdg_code: z.string().nullable(),
  sdg_version: z.string().nullable(),
  data_source: z.string(),
  /** Whether the caller may change it now: `indicator.manage`, owner in scope, the year not locked. */
  can_manage: z.boolean(),
});
export type TIndicator = z.infer<typeof ZIndicator>;

/** What binds the indicator screen in a fiscal year: the lock for the caller. */
export const ZIndicatorLockState = z.object({ fiscal_year_id: z.number().int(), locked: z.boolean() });

/** Targets of every review period of the year (running totals, amounts or levels), or none. */
export const ZIndicatorTargetsBody = z.object({ periods: z.array(ZValue).max(12) });
export type TIndicatorTargetsBody = z.input<typeof ZIndicatorTargetsBody>;

/** A period's achievement: the value (a running total for a cumulative indicator) and a comment. */
export const ZIndicatorAchievementBody = z.object({
  actual: ZValue,
  comment: ZMultilineText.trim().max(INDICATOR_LIMITS.definition).default(""),
});
export type TIndicatorAchievementBody = z.input<typeof ZIndicatorAchievementBody>;

export const ZIndicatorPeriodParams = z.object({
  id: ZIdParam,
  period: z.coerce.number().int().min(0).max(11),
});

export const ZIndicatorPeriod = z.object({
  period: z.number().int(),
  /** Fiscal months of the period (0 Shrawan .. 11 Ashadh). */
  months: z.array(z.number().int()),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  comment: z.string(),
  files: z.array(z.object({ id: z.number().int(), filename: z.string(), file_url: z.string() })),
  /** The caller may enter this period's achievement now (inside the suchak window, its month not frozen). */
  open: z.boolean(),
  /** The period's last month is submitted or approved in the office's approval chain: entry is frozen. */
  frozen: z.boolean(),
  /** An ended period: % achieved to its end (2 decimals; null unless reported) and status (null: not ended). */
  percent: z.number().nullable(),
  status: z.enum(TRACK_STATUSES).nullable(),
});

export const ZIndicatorProgress = z.object({
  indicator_id: z.number().int(),
  periods: z.array(ZIndicatorPeriod),
  /** Over the reported periods among those ended by the reporting month (the others are not reporting). */
  to_date: z.object({
    ended: z.number().int(),
    reported: z.number().int(),
    target: z.number().nullable(),
    actual: z.number().nullable(),
    percent: z.number().nullable(),
    met: z.boolean().nullable(),
    status: z.enum(TRACK_STATUSES),
  }),
  can_manage: z.boolean(),
  can_report: z.boolean(),
});
export type TIndicatorProgress = z.infer<typeof ZIndicatorProgress>;

/**
 * Bulk entry of the reporting month's achievements (.xlsx or .csv): a header row naming the code,
 * achieved and comment columns, one row per indicator; accepted whole or refused whole.
 */
export const INDICATOR_BULK_FILE = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 5_000,
  mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The bulk template: the indicators of one office's subtree (every office of the caller when absent). */
export const ZIndicatorTemplateQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
  nikaya_id: ZIdParam.optional(),
});

export const ZIndicatorBulkResult = z.object({
  /** The suchak reporting month whose periods were entered (Shrawan = 0). */
  month: z.number().int(),
  saved: z.number().int(),
});
export type TIndicatorBulkResult = z.infer<typeof ZIndicatorBulkResult>;
