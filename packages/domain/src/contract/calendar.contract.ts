import { z } from "zod";
import { ZText } from "./envelope.contract";

export const ZFiscalYear = z.object({
  id: z.number().int(),
  title: z.string(),
  title_np: z.string(),
  /** BS date YYYY-MM-DD (1 Shrawan). */
  start_from: z.string(),
  /** BS date YYYY-MM-DD (last day of Ashadh). */
  end_at: z.string(),
  start_from_ad: z.string(),
  end_at_ad: z.string(),
  is_current: z.boolean(),
  /** A BS year its dates fall in has a month table admin has not confirmed yet. */
  provisional: z.boolean(),
});
export type TFiscalYear = z.infer<typeof ZFiscalYear>;

/** One BS year of the month-length table (Baishakh..Chaitra). */
export const ZMonthLengthYear = z.object({
  year: z.number().int(),
  months: z.array(z.number().int().min(29).max(32)).length(12),
});
export const ZMonthTable = z.object({
  anchor: z.object({ bs_year: z.number().int(), ad: z.string() }),
  years: z.array(ZMonthLengthYear),
});
export type TMonthTable = z.infer<typeof ZMonthTable>;
/** The month table as the API answers it: each year says whether admin confirmed its month lengths. */
export const ZMonthTableAnswer = ZMonthTable.extend({
  years: z.array(ZMonthLengthYear.extend({ confirmed: z.boolean() })),
});
export type TMonthTableAnswer = z.infer<typeof ZMonthTableAnswer>;
export const ZMonthLengthUpdate = z.object({ months: z.array(z.number().int().min(29).max(32)).length(12) });

const ZFiscalYearTitle = ZText.trim().min(1).max(20);
/** A fiscal year added or edited by admin; the dates are BS `YYYY-MM-DD`, checked against the month table. */
export const ZFiscalYearBody = z.object({
  title: ZFiscalYearTitle,
  title_np: ZFiscalYearTitle,
  start_from: ZText.trim().min(1).max(20),
  end_at: ZText.trim().min(1).max(20),
});
export type TFiscalYearBody = z.infer<typeof ZFiscalYearBody>;
