/**
 * The four data sets of the benchmark (issue 6; XL from issue 31). Every office keeps a plan and reports
 * every month, so progress entries = milestones x 12. Offices form a tree: the centre, ministries,
 * departments and field offices (4 levels at S, M and L), and at XL local units under some field offices. Projects come on top, each with 12 months of progress, contracts under them,
 * ministry indicators, each with 12 months of targets and achievements, meetings with their decisions
 * and monitoring visits with their action points.
 */
export type Size = {
  name: "S" | "M" | "L" | "XL";
  offices: number;
  /**
   * Offices on each level below the centre but the last, from level 1 (ministries); the rest of
   * `offices` are on the last level. Each office hangs under a random office of the level above.
   */
  levels: readonly number[];
  users: number;
  activities: number;
  milestones: number;
  /** Projects, each with 12 months of progress (issue 16). */
  projects: number;
  /** Monthly ministry indicators, each with 12 months of targets and achievements (issue 20). */
  indicators: number;
  /** Contracts under the projects, with their variations, extensions and liabilities (issue 17). */
  contracts: number;
  /** Meetings of the year, two per office, with about five decisions each (issue 19). */
  meetings: number;
  /** Monitoring visits of the year, three per office at L, with teams, reports and action points (issue 18). */
  visits: number;
  /**
   * Treasury as-of dates per fiscal month, each with a snapshot of every report number for every office
   * below the ministries (issue 21): 29 at L is a year of daily snapshots; S keeps the smoke run short.
   * XL takes 8 (about twice a week): daily ones would be 10 million rows (6 per office and date), more
   * than the progress entries, and would dominate the generation's time and disk.
   */
  treasuryDaysPerMonth: number;
};

export const SIZES: Record<Size["name"], Size> = {
  S: {
    name: "S",
    offices: 50,
    levels: [3, 8],
    users: 250,
    activities: 400,
    milestones: 2_000,
    projects: 500,
    indicators: 250,
    contracts: 1_000,
    meetings: 100,
    visits: 100,
    treasuryDaysPerMonth: 1,
  },
  M: {
    name: "M",
    offices: 300,
    levels: [8, 45],
    users: 1_500,
    activities: 4_000,
    milestones: 20_000,
    projects: 3_000,
    indicators: 1_500,
    contracts: 6_000,
    meetings: 600,
    visits: 900,
    treasuryDaysPerMonth: 4,
  },
  L: {
    name: "L",
    offices: 1_000,
    levels: [22, 150],
    users: 5_000,
    activities: 20_000,
    milestones: 100_000,
    projects: 10_000,
    indicators: 5_000,
    contracts: 30_000,
    meetings: 2_000,
    visits: 3_000,
    treasuryDaysPerMonth: 29,
  },
  XL: {
    name: "XL",
    offices: 5_000,
    levels: [25, 225, 2_250],
    users: 25_000,
    activities: 100_000,
    milestones: 500_000,
    projects: 50_000,
    indicators: 25_000,
    contracts: 150_000,
    meetings: 10_000,
    visits: 15_000,
    treasuryDaysPerMonth: 8,
  },
};

export const MONTHS = 12;

export const isSizeName = (value: string): value is Size["name"] => value in SIZES;

/** Every generated account signs in with this password (one argon2 hash computed per run). */
export const BENCH_PASSWORD = "Bench@12345";
export const ADMIN_USERNAME = "admin";
/** Office staff are `u<office number>.<n>` (office numbers from 1 in generation order, n from 1). */
export const officeUsername = (officeNumber: number, n: number) =>
  `u${String(officeNumber).padStart(4, "0")}.${n}`;
