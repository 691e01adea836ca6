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
