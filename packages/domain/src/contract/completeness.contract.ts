import { z } from "zod";
import { APPROVAL_STATES, APPROVAL_STREAMS, type ApprovalStream } from "./approvals.contract";
import { ZIdParam, ZPaged, ZPagedQuery } from "./envelope.contract";
import { ZOfficeReport, ZReportFilters, ZReportQuery } from "./reports.contract";

/**
 * Reporting completeness and timeliness (issue 33 item 4): per stream, each office expected to report a
 * month and what became of its month: submitted on time or late, returned, missing, approved at the top
 * of its chain; the reporting rate and timeliness (docs/product-rules.md "Reporting completeness").
 */

/**
 * The counts: expected = on time + late + returned + missing; submitted = on time + late (submitted or
 * approved now); approved is part of submitted (approved at the month's top level).
 */
export const COMPLETENESS_MEASURES = [
  "offices_expected",
  "offices_submitted",
  "offices_on_time",
  "offices_late",
  "offices_returned",
  "offices_missing",
  "offices_approved",
] as const;
export type CompletenessMeasure = (typeof COMPLETENESS_MEASURES)[number];
/** Submitted / expected and on time / expected, %, one decimal (null with nothing expected). */
export const COMPLETENESS_FIGURES = ["reporting_rate_percent", "timeliness_percent"] as const;

/** The summary of each stream, by catalogue path. */
export const COMPLETENESS_REPORTS = {
  pragati: "reporting-completeness/pragati",
  project: "reporting-completeness/project",
  contract: "reporting-completeness/contract",
  indicator: "reporting-completeness/indicator",
} as const satisfies Record<ApprovalStream, string>;
/** The offices behind a count of any stream's summary. */
export const COMPLETENESS_DETAIL_REPORT = "reporting-completeness/offices";

/** The summary's filters: the header's fiscal year, the month and the office subtree (no milestone type). */
export const ZCompletenessQuery = ZReportQuery.omit({ type_id: true, subtype_id: true });
export type TCompletenessQuery = z.output<typeof ZCompletenessQuery>;

/** A list: the summary's filters, its stream (action-plan progress by default), one office (a summary row) and a measure. */
export const ZCompletenessListQuery = ZCompletenessQuery.extend(
  ZPagedQuery.omit({ fiscal_year_id: true }).shape,
).extend({
  stream: z.enum(APPROVAL_STREAMS).default("pragati"),
  office_id: ZIdParam.optional(),
  measure: z.enum(COMPLETENESS_MEASURES).optional(),
});
export type TCompletenessListQuery = z.output<typeof ZCompletenessListQuery>;

/** One row per expected office, as the office reports. */
export const ZCompletenessReport = ZOfficeReport;
export type TCompletenessReport = z.infer<typeof ZCompletenessReport>;

/**
 * An office behind a count: its month's state and level (of its levels), the day (BS) it was first
 * submitted and the close of the entry window then in force, whether that was on time, and a return's reason.
 */
export const ZCompletenessListRow = z.object({
  id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  approval_state: z.enum(APPROVAL_STATES),
  approval_level: z.number().int(),
  approval_levels: z.number().int(),
  first_submitted_on: z.string().nullable(),
  window_closes_on: z.string().nullable(),
  timeliness: z.enum(["on_time", "late"]).nullable(),
  reason: z.string().nullable(),
});
export type TCompletenessListRow = z.infer<typeof ZCompletenessListRow>;
export const ZCompletenessList = ZPaged(ZCompletenessListRow).extend({ filters: ZReportFilters });
export type TCompletenessList = z.infer<typeof ZCompletenessList>;
