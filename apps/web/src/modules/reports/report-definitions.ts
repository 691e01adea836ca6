/**
 * Every report screen under `reports/` (SPEC.md section 2, without fcgo* and suchak/*), each served by
 * the one generic screen (pages/report-page.tsx of this module). The API answers with its own columns and drill-down
 * targets; a definition only says how the screen shows the answer and which filters apply.
 */

/**
 * How the answer is shown: a summary with a totals row (`office`, `section`, `type`, `problem`
 * rows) or a paged list (`milestones`, `activities`, the `timetable` and the plan `tree`).
 */
export type ReportKind =
  | "office"
  | "section"
  | "type"
  | "problem"
  | "milestones"
  | "activities"
  | "timetable"
  | "tree";

export type ReportDefinition = {
  path: string;
  kind: ReportKind;
  /** Month type applies to the month reports; the fiscal-year lists always read "up to". */
  monthType: boolean;
  /** Milestone type and subtype filter the milestone reports only. */
  milestoneType: boolean;
  /** Lists with totals over every page (overall lists, timetable, plan tree). */
  listTotals: boolean;
  /** The flat tables: filter presets and an export of a chosen number of rows. */
  flatTable: boolean;
};

const define = (
  path: string,
  kind: ReportKind,
  options: Partial<ReportDefinition> = {},
): ReportDefinition => ({
  path,
  kind,
  monthType: true,
  milestoneType: kind !== "activities",
  listTotals: false,
  flatTable: false,
  ...options,
});

export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  define("milestone/monthly-completed/in-progress", "office"),
  define("milestone/monthly-completed/not-started", "office"),
  define("milestone/monthly-in-progress/not-started", "office"),
  define("monthly-milestone-esthiti", "office"),
  define("monthly-sampan-milestone-pragati-esthiti", "office"),
  define("monthly-suru-milestone-pragati-esthiti", "office"),
  define("pragati-prabista-esthiti", "office"),
  define("monthly-kiryakalap-pragati-esthiti", "office", { milestoneType: false }),
  define("monthly-kiryakalap-suru-pragati-esthiti", "office", { milestoneType: false }),
  define("kiryakalap-pragati-esthiti", "office", { milestoneType: false }),
  define("milestone-pragati-samasya-nikaya-wise", "office"),
  define("pragati-section", "section"),
  define("milestone-type-wise", "type"),
  define("milestone-progress-typewise", "type"),
  define("milestone-pragati-samasya-wise", "problem"),
  define("monthly-milestone-completed-inprogress-detail", "milestones"),
  define("monthly-milestone-completed-notstarted-detail", "milestones"),
  define("monthly_milestone_inprogress_notstarted_detail", "milestones"),
  define("monthly-milestone-esthiti-detail", "milestones"),
  define("monthly-sampan-milestone-pragati-esthiti-detail", "milestones"),
  define("monthly-suru-milestone-pragati-esthiti-detail", "milestones"),
  define("monthly-kiryakalap-pragati-esthiti-detail", "activities"),
  define("table/milestone", "milestones", { flatTable: true }),
  define("table/activities", "activities", { flatTable: true }),
  define("overall-milestones", "milestones", { monthType: false, listTotals: true }),
  define("overall-activities", "activities", { monthType: false, listTotals: true }),
  define("milestone-samay-sharani", "timetable", { monthType: false, listTotals: true }),
  define("programs/all-sets", "tree", { monthType: false, milestoneType: false, listTotals: true }),
];

export const PUBLIC_REPORT = "monthly-kiryakalap-suru-pragati-esthiti";

export const reportDefinition = (path: string): ReportDefinition => {
  const found = REPORT_DEFINITIONS.find((d) => d.path === path);
  if (!found) throw new Error(`unknown report ${path}`);
  return found;
};

export const isSummary = (kind: ReportKind) =>
  kind === "office" || kind === "section" || kind === "type" || kind === "problem";

/** The screen path of a report (the module's routes.tsx registers each). */
export const reportRoute = (path: string) => `reports/${path}`;
