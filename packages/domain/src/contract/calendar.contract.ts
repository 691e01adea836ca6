import { z } from "zod";

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
export const ZMonthLengthUpdate = z.object({ months: z.array(z.number().int().min(29).max(32)).length(12) });
