import { z } from "zod";

/**
 * One problem of a refused spreadsheet upload (bulk progress, project progress, indicator achievements,
 * treasury files), at the row and column the user sees in the file. `column` is the column letter
 * (`H`), null for a problem of the whole row; the sheets this product writes name the column's header too.
 */
export const ZSheetProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  header: z.string().optional(),
  header_np: z.string().optional(),
  message: z.string(),
  message_np: z.string(),
});
export type TSheetProblem = z.infer<typeof ZSheetProblem>;

/** A refused upload (422): nothing was stored; `errors` lists the problems found. */
export const ZSheetRefusal = z.object({
  success: z.literal(false),
  message: z.string(),
  message_np: z.string(),
  errors: z.array(ZSheetProblem),
});
export type TSheetRefusal = z.infer<typeof ZSheetRefusal>;
