/**
 * Budget against progress: a project's treasury expense % (its sub-heads in the newest office-expense
 * snapshot of the year) beside its reported financial %. The gap is the treasury % less the financial %,
 * in points; it is flagged when it is larger, either way, than the setting's share. Without either figure
 * there is no gap.
 */
export const treasuryGap = (args: {
  treasuryPercent: number | null;
  financialPercent: number | null;
  limit: number;
}): { gap: number | null; flagged: boolean } => {
  if (args.treasuryPercent === null || args.financialPercent === null) return { gap: null, flagged: false };
  const gap = Math.round((args.treasuryPercent - args.financialPercent) * 100) / 100;
  return { gap, flagged: Math.abs(gap) > args.limit };
};

/**
 * The treasury expense % of a project's sub-heads: expense over budget, to two places; null (no treasury
 * figure, never 0 %) when no row of the snapshot is the project's or their budget is nil.
 */
export const treasuryExpensePercent = (args: {
  rows: number;
  budget: number;
  expense: number;
}): number | null =>
  args.rows === 0 || args.budget === 0 ? null : Math.round((10_000 * args.expense) / args.budget) / 100;
