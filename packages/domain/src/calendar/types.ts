/** UI language: Nepali (default) or English. */
export type Locale = "np" | "en";

/** A Bikram Sambat date; month is 1 (Baishakh) .. 12 (Chaitra). */
export type BsDate = { year: number; month: number; day: number };
