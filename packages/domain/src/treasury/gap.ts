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
 * The treasury expense % of a project's sub-heads: expense over budget, to two places, half away from zero
 * (as the treasury reports' PostgreSQL numeric round of the same rows), worked in whole paisa so a float
 * quotient cannot round a half the other way (a refund of 100 against 80,000 is -0.13 %, not -0.12 %);
 * null (no treasury figure, never 0 %) when no row of the snapshot is the project's or their budget is nil.
 */
export const treasuryExpensePercent = (args: {
  rows: number;
  budget: number;
  expense: number;
}): number | null => {
  const budget = BigInt(Math.round(args.budget * 100));
  if (args.rows === 0 || budget === 0n) return null;
  const scaled = 10_000n * BigInt(Math.round(args.expense * 100));
  const negative = scaled < 0n !== budget < 0n;
  const [part, whole] = [scaled < 0n ? -scaled : scaled, budget < 0n ? -budget : budget];
  const hundredths = Number((2n * part + whole) / (2n * whole));
  return negative && hundredths !== 0 ? -hundredths / 100 : hundredths / 100;
};
