import { z } from "zod";
import { ZFiscalYearParam, ZIdParam } from "./envelope.contract";

/** The filled sheet may be at most 5 MB; it must be an .xlsx workbook. */
export const BULK_PROGRESS_FILE = {
  maxBytes: 5 * 1024 * 1024,
  extension: ".xlsx",
  mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * `GET api/pragati/bulk/download` and `POST api/pragati/bulk/upload`: one office's milestones for one
 * fiscal month. The download takes the fiscal year (the header's choice, default the current one); the
 * upload reads it from the sheet.
 */
export const ZBulkProgressQuery = z.object({
  nikaya_id: ZIdParam,
  month: z.coerce.number().int().min(0).max(11),
  // The web client sends "null" while no fiscal year is chosen yet (as for paged lists).
  fiscal_year_id: ZFiscalYearParam,
});
export type TBulkProgressQuery = z.infer<typeof ZBulkProgressQuery>;

/** An accepted upload: every filled row was stored in one transaction. */
export const ZBulkProgressResult = z.object({
  /** Rows stored (new or changed entries). */
  saved: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows left blank or equal to the stored entry, which were not written again. */
  skipped: z.number().int(),
  /** Sheet rows whose achievement is at or above the month's target while not completed (a warning). */
  warning_rows: z.array(z.number().int()),
});
export type TBulkProgressResult = z.infer<typeof ZBulkProgressResult>;
