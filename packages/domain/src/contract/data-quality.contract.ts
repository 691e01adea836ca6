import { z } from "zod";
import {
  APPROVAL_STREAMS,
  type ApprovalStream,
  DATA_QUALITY_CHECKS,
  type DataQualityCheck,
} from "./approvals.contract";
import { ZFiscalYearParam, ZIdParam, ZPaged, ZPagedQuery } from "./envelope.contract";
import { ZOfficeReport, ZReportFilters, ZReportQuery } from "./reports.contract";

/**
 * Data-quality checks (issue 33 item 5): the warnings of an office's month of a stream, each answered by
 * the submitter's explanation, and the report of them per office (docs/product-rules.md "Data-quality checks").
 */

/** What a warning is about. */
export const DATA_QUALITY_RECORDS = ["project", "contract", "indicator", "milestone"] as const;

/** `GET api/approvals/checks`: one office's month of a stream. */
export const ZDataQualityChecksQuery = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  /** The header's fiscal year, or null (empty, absent) for the current one, as every GET. */
  fiscal_year_id: ZFiscalYearParam,
  month: z.coerce.number().int().min(0).max(11),
  office_id: ZIdParam,
});
export type TDataQualityChecksQuery = z.infer<typeof ZDataQualityChecksQuery>;

/**
 * One warning: the check, the record and its office, the figures it compares (`value` against
 * `compared_with`: physical % and financial %, treasury % and financial %, the achievement % and none,
 * this month's cumulative figure and the one before), their `gap` and the `limit` it went beyond, and the
 * explanation kept with the month (null: not explained).
 */
export const ZDataQualityWarning = z.object({
  check: z.enum(DATA_QUALITY_CHECKS),
  record_kind: z.enum(DATA_QUALITY_RECORDS),
  record_id: z.number().int(),
  record_code: z.string().nullable(),
  record_name: z.string(),
  record_name_np: z.string(),
  office_id: z.number().int(),
  office_name: z.string(),
  office_name_np: z.string(),
  value: z.number(),
  compared_with: z.number().nullable(),
  gap: z.number().nullable(),
  limit: z.number().nullable(),
  explanation: z.string().nullable(),
  explained_by: z.string().nullable(),
  explained_at: z.string().nullable(),
});
export type TDataQualityWarning = z.infer<typeof ZDataQualityWarning>;

export const ZDataQualityChecks = z.object({
  stream: z.enum(APPROVAL_STREAMS),
  fiscal_year_id: z.number().int(),
  month: z.number().int(),
  office_id: z.number().int(),
  warnings: z.array(ZDataQualityWarning),
});
export type TDataQualityChecks = z.infer<typeof ZDataQualityChecks>;

/** The report's counts: every warning, explained or not, and each check's. */
export const DATA_QUALITY_MEASURES = [
  "warnings_total",
  "warnings_explained",
  "warnings_unexplained",
  "warnings_progress_gap",
  "warnings_over_target",
  "warnings_cumulative_down",
  "warnings_treasury_gap",
] as const;
export type DataQualityMeasure = (typeof DATA_QUALITY_MEASURES)[number];
/** The measure counting one check's warnings. */
export const checkMeasure = (check: DataQualityCheck): DataQualityMeasure => `warnings_${check}`;

/** The summary of each stream, by catalogue path. */
export const DATA_QUALITY_REPORTS = {
  pragati: "data-quality/pragati",
  project: "data-quality/project",
  contract: "data-quality/contract",
  indicator: "data-quality/indicator",
} as const satisfies Record<ApprovalStream, string>;
/** The warnings behind a count of any stream's summary. */
export const DATA_QUALITY_DETAIL_REPORT = "data-quality/warnings";

/** The summary's filters: the header's fiscal year, the month and the office subtree. */
export const ZDataQualityQuery = ZReportQuery.omit({ type_id: true, subtype_id: true });
export type TDataQualityQuery = z.output<typeof ZDataQualityQuery>;

/** A list: the summary's filters, its stream, one office (a summary row) and a measure. */
export const ZDataQualityListQuery = ZDataQualityQuery.extend(
  ZPagedQuery.omit({ fiscal_year_id: true }).shape,
).extend({
  stream: z.enum(APPROVAL_STREAMS).default("pragati"),
  office_id: ZIdParam.optional(),
  measure: z.enum(DATA_QUALITY_MEASURES).optional(),
});
export type TDataQualityListQuery = z.output<typeof ZDataQualityListQuery>;

export const ZDataQualityReport = ZOfficeReport;
export type TDataQualityReport = z.infer<typeof ZDataQualityReport>;

/** A warning behind a count, numbered in the list's order (`id`). */
export const ZDataQualityListRow = ZDataQualityWarning.omit({
  office_id: true,
  office_name: true,
  office_name_np: true,
}).extend({
  id: z.number().int(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
});
export type TDataQualityListRow = z.infer<typeof ZDataQualityListRow>;
export const ZDataQualityList = ZPaged(ZDataQualityListRow).extend({ filters: ZReportFilters });
export type TDataQualityList = z.infer<typeof ZDataQualityList>;
