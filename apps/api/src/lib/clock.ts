/**
 * The product's clock: "today" for every date rule (the current fiscal year, the reporting month, future
 * months, windows, demo data). Tests and `CLOCK_AT` set it so a year such as BS 2087 can be tried without
 * waiting for it; sessions, OTPs and stored timestamps keep the real time.
 */
let fixedAt: number | null = null;

export const now = (): Date => (fixedAt === null ? new Date() : new Date(fixedAt));

/** Fixes the clock at `at`, or gives it back to the real time with null. */
export const setClock = (at: Date | null): void => {
  fixedAt = at === null ? null : at.getTime();
};
