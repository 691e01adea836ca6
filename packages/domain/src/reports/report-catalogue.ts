import type { ApprovalStream } from "../contract/approvals.contract";
import type { TreasuryReportNumber } from "../treasury/layouts";
import { type Bilingual, type ReportLang, reportNamesIn } from "./report-names";

/**
 * Every report under `reports/` (SPEC.md section 2): its path (the API's
 * `api/reports/<path>`, its export's `api/reports/export/<path>` and the screen's `reports/<path>`),
 * how its answer is shown, which filters apply and its title. The API registers one route and one
 * export per entry (its registry has one entry per path: query, SQL and presenter); the web one
 * screen per entry.
 */

/**
 * How the answer is shown: a summary with a totals row (`office`, `section`, `type`, `problem`
 * rows) or a paged list (`milestones`, `activities`, the `timetable` and the plan `tree`). The project
 * kinds are the consolidated project view (`project`: rows per office subtree, like `section`, with
 * amounts and percentages beside the counts) and the projects behind one of its counts (`projects`).
 * The decision kinds are the meetings' summaries (`decision`: rows per meeting type, implementing office
 * or fiscal year) and the decisions behind a count or pending from earlier meetings (`decisions`).
 * The indicator kinds are the indicator report (`indicator`: rows per reporting office, completeness
 * and status counts) and the indicators behind one of its counts (`indicators`).
 * The contract kinds are the consolidated contract view (`contract`: rows per office subtree, counts by
 * stage, due, awarded, late, varied and extended, with amounts and the coming years' liability) and the
 * contracts behind one of its counts (`contracts`).
 * `treasury` is a treasury (FCGO) report read from its newest (or a chosen) snapshot: amounts per
 * ministry, office and sub-head, account or project, each level drilling into the next.
 * `budgetary` is the daily budgetary analysis: the office-expense (2066) snapshots of the budget year,
 * one row per as-of date with current, capital and total expense % beside the previous year's.
 * The monitoring kinds are the visits by creating office and state (`visit`) and the visits behind one
 * of its counts (`visits`), the action points by responsible office and age (`point`) and the points
 * behind one of its counts (`points`), the coverage of the last 12 months by office (`coverage`) and
 * the projects or offices behind one of its counts (`coverage-items`); the monitoring permission opens
 * them, not `report.view`.
 * The completeness kinds are each reporting stream's completeness and timeliness by expected office
 * (`completeness`) and the offices behind one of its counts (`completeness-offices`).
 * The data-quality kinds are each stream's warnings counted per office (`quality`) and the warnings
 * behind one of its counts (`quality-warnings`).
 */
export type ReportKind =
  | "office"
  | "section"
  | "type"
  | "problem"
  | "milestones"
  | "activities"
  | "timetable"
  | "tree"
  | "project"
  | "projects"
  | "decision"
  | "decisions"
  | "indicator"
  | "indicators"
  | "treasury"
  | "contract"
  | "contracts"
  | "budgetary"
  | "visit"
  | "visits"
  | "point"
  | "points"
  | "coverage"
  | "coverage-items"
  | "completeness"
  | "completeness-offices"
  | "quality"
  | "quality-warnings";

export type SummaryKind =
  | "office"
  | "section"
  | "type"
  | "problem"
  | "project"
  | "decision"
  | "indicator"
  | "treasury"
  | "contract"
  | "budgetary"
  | "visit"
  | "point"
  | "coverage"
  | "completeness"
  | "quality";

export const isSummaryKind = (kind: ReportKind): kind is SummaryKind =>
  kind === "office" ||
  kind === "section" ||
  kind === "type" ||
  kind === "problem" ||
  kind === "project" ||
  kind === "decision" ||
  kind === "indicator" ||
  kind === "treasury" ||
  kind === "contract" ||
  kind === "budgetary" ||
  kind === "visit" ||
  kind === "point" ||
  kind === "coverage" ||
  kind === "completeness" ||
  kind === "quality";

/** The monitoring reports: opened by the monitoring permission and scope, under the monitoring menu. */
export const isMonitoringKind = (kind: ReportKind | undefined) =>
  kind === "visit" ||
  kind === "visits" ||
  kind === "point" ||
  kind === "points" ||
  kind === "coverage" ||
  kind === "coverage-items";

/** The contract kinds read the ayojana reporting month (the monthly contract progress's) by default. */
export const isContractKind = (kind: ReportKind | undefined) => kind === "contract" || kind === "contracts";

/**
 * The monthly approval stream a report's figures come from (issue 33 item 2): its offices' months decide
 * whether a figure is approved. Null for reports that are not a month's reported figures.
 */
export const approvalStreamOf = (kind: ReportKind | undefined): ApprovalStream | null => {
  switch (kind) {
    case "office":
    case "section":
    case "type":
    case "problem":
    case "milestones":
    case "activities":
      return "pragati";
    case "project":
    case "projects":
      return "project";
    case "contract":
    case "contracts":
      return "contract";
    case "indicator":
    case "indicators":
      return "indicator";
    default:
      return null;
  }
};

/** The indicator kinds read the suchak reporting month (not the pragati one) by default. */
export const isIndicatorKind = (kind: ReportKind | undefined) =>
  kind === "indicator" || kind === "indicators";

export type ReportCatalogueEntry = {
  path: string;
  kind: ReportKind;
  title: Bilingual;
  /** Month type applies to the month reports; the fiscal-year lists always read "up to". */
  monthType: boolean;
  /** Milestone type and subtype filter the milestone reports only. */
  milestoneType: boolean;
  /** Lists with totals over every page (overall lists, timetable, plan tree). */
  listTotals: boolean;
  /** The flat tables: filter presets and an export of a chosen number of rows. */
  flatTable: boolean;
  /** Opens without a session (aggregates only); its export still needs one. */
  public: boolean;
  /** The project filters (project type, sector, priority, status) instead of the milestone type. */
  projectFilters: boolean;
  /** The decision filters (rows by, meeting type) instead of the month and the milestone type. */
  decisionFilters: boolean;
  /** The indicator filter (direction) instead of the milestone type. */
  indicatorFilters: boolean;
  /** The contract filters (category, stage) instead of the month type and the milestone type. */
  contractFilters: boolean;
  /** The treasury report number a `treasury` report reads (its snapshots), else null. */
  treasury: TreasuryReportNumber | null;
  /**
   * The screen's link (the menu link a role needs, and the web route): `reports/<path>`, or the
   * consolidated project view's own links under the projects menu.
   */
  screen: string;
};

type Options = Partial<Omit<ReportCatalogueEntry, "path" | "kind" | "title" | "screen">> & {
  screen?: string;
};

const report = (kind: ReportKind, en: string, np: string, options: Options = {}) => ({
  kind,
  title: { en, np },
  monthType: true,
  milestoneType: kind !== "activities",
  listTotals: false,
  flatTable: false,
  public: false,
  projectFilters: false,
  decisionFilters: false,
  indicatorFilters: false,
  contractFilters: false,
  treasury: null,
  ...options,
});

/** The consolidated project view and its list: one month (up to it), the project filters. */
const projectView = (screen: string) => ({
  monthType: false,
  milestoneType: false,
  projectFilters: true,
  screen,
});

/** The decision reports: no month (overdue is as of today), the decision filters, under meeting-reports. */
const decisionView = (screen: string) => ({
  monthType: false,
  milestoneType: false,
  decisionFilters: true,
  screen: `meeting-reports/${screen}`,
});
/** The indicator report and its list: the month's periods and the progress to it, the direction filter. */
const indicatorView = { monthType: false, milestoneType: false, indicatorFilters: true };
/** A treasury report: the budget year and an as-of date, no month, office tree or milestone type. */
const treasuryReport = (number: TreasuryReportNumber) => ({
  monthType: false,
  milestoneType: false,
  treasury: number,
});

/** The consolidated contract view and its list: one month (as of its end), the contract filters. */
const contractView = (screen: string) => ({
  monthType: false,
  milestoneType: false,
  contractFilters: true,
  screen,
});

/** The monitoring reports: the fiscal year of the visits and the office subtree only. */
const monitoringView = (screen: string) => ({
  monthType: false,
  milestoneType: false,
  screen: `anugaman-reports/${screen}`,
});

/** The completeness reports: a month of a stream, the office subtree; no month type or milestone type. */
const completenessView = { monthType: false, milestoneType: false };

/** The fiscal-year lists: every row "up to" the month, with totals over every page. */
const fiscalYearList = { monthType: false, listTotals: true };

const REPORTS = {
  "milestone/monthly-completed/in-progress": report(
    "office",
    "Milestones due to be completed: completed vs in progress",
    "सम्पन्न हुनुपर्ने माइलस्टोन: सम्पन्न र प्रगतिमा",
  ),
  "milestone/monthly-completed/not-started": report(
    "office",
    "Milestones due to be completed: completed vs not started",
    "सम्पन्न हुनुपर्ने माइलस्टोन: सम्पन्न र सुरु नभएका",
  ),
  "milestone/monthly-in-progress/not-started": report(
    "office",
    "Milestones due to start: in progress vs not started",
    "सुरु हुनुपर्ने माइलस्टोन: प्रगतिमा र सुरु नभएका",
  ),
  "monthly-milestone-esthiti": report("office", "Monthly milestone status", "मासिक माइलस्टोन स्थिति"),
  "monthly-sampan-milestone-pragati-esthiti": report(
    "office",
    "Completed milestones: timing and target",
    "सम्पन्न माइलस्टोन: समय र लक्ष्य",
  ),
  "monthly-suru-milestone-pragati-esthiti": report(
    "office",
    "Milestones due to start: started or not",
    "सुरु हुनुपर्ने माइलस्टोन: सुरु भए नभएका",
  ),
  "pragati-prabista-esthiti": report("office", "Progress entry compliance", "प्रगति प्रविष्टि स्थिति"),
  "monthly-kiryakalap-pragati-esthiti": report(
    "office",
    "Monthly activity progress status",
    "मासिक क्रियाकलाप प्रगति स्थिति",
    { milestoneType: false },
  ),
  "monthly-kiryakalap-suru-pragati-esthiti": report(
    "office",
    "Activities due to start: started or not",
    "सुरु हुनुपर्ने क्रियाकलाप: सुरु भए नभएका",
    { milestoneType: false, public: true },
  ),
  "kiryakalap-pragati-esthiti": report(
    "office",
    "Activity progress for the fiscal year",
    "आर्थिक वर्षको क्रियाकलाप प्रगति स्थिति",
    { milestoneType: false },
  ),
  "milestone-pragati-samasya-nikaya-wise": report(
    "office",
    "Progress problems by office",
    "निकाय अनुसार प्रगतिका समस्या",
  ),
  "pragati-section": report("section", "Progress by section", "शाखा अनुसार प्रगति"),
  "milestone-type-wise": report("type", "Milestones by type", "माइलस्टोन प्रकार अनुसार"),
  "milestone-progress-typewise": report("type", "Progress by milestone type", "माइलस्टोन प्रकार अनुसार प्रगति"),
  "milestone-pragati-samasya-wise": report("problem", "Progress problems by type", "समस्या अनुसार प्रगति"),
  "monthly-milestone-completed-inprogress-detail": report(
    "milestones",
    "Milestones: completed vs in progress (list)",
    "माइलस्टोन: सम्पन्न र प्रगतिमा (सूची)",
  ),
  "monthly-milestone-completed-notstarted-detail": report(
    "milestones",
    "Milestones: completed vs not started (list)",
    "माइलस्टोन: सम्पन्न र सुरु नभएका (सूची)",
  ),
  monthly_milestone_inprogress_notstarted_detail: report(
    "milestones",
    "Milestones: in progress vs not started (list)",
    "माइलस्टोन: प्रगतिमा र सुरु नभएका (सूची)",
  ),
  "monthly-milestone-esthiti-detail": report(
    "milestones",
    "Monthly milestone status (list)",
    "मासिक माइलस्टोन स्थिति (सूची)",
  ),
  "monthly-sampan-milestone-pragati-esthiti-detail": report(
    "milestones",
    "Completed milestones (list)",
    "सम्पन्न माइलस्टोन (सूची)",
  ),
  "monthly-suru-milestone-pragati-esthiti-detail": report(
    "milestones",
    "Milestones due to start (list)",
    "सुरु हुनुपर्ने माइलस्टोन (सूची)",
  ),
  "monthly-kiryakalap-pragati-esthiti-detail": report(
    "activities",
    "Activities by progress status (list)",
    "प्रगति स्थिति अनुसार क्रियाकलाप (सूची)",
  ),
  "table/milestone": report("milestones", "Milestone table", "माइलस्टोन तालिका", { flatTable: true }),
  "table/activities": report("activities", "Activity table", "क्रियाकलाप तालिका", { flatTable: true }),
  "overall-milestones": report("milestones", "All milestones", "समग्र माइलस्टोन", fiscalYearList),
  "overall-activities": report("activities", "All activities", "समग्र क्रियाकलाप", fiscalYearList),
  "milestone-samay-sharani": report(
    "timetable",
    "Milestone timetable",
    "माइलस्टोन समय तालिका",
    fiscalYearList,
  ),
  "programs/all-sets": report("tree", "Whole plan", "सम्पूर्ण कार्ययोजना", {
    ...fiscalYearList,
    milestoneType: false,
  }),
  "ayojana-akikrit-pragati": report(
    "project",
    "Consolidated project progress",
    "आयोजनाको एकीकृत प्रगति",
    projectView("ayojana-akikrit-pragati"),
  ),
  "ayojana-akikrit-pragati/projects": report(
    "projects",
    "Projects (list)",
    "आयोजनाहरू (सूची)",
    projectView("ayojana-akikrit-pragati/projects"),
  ),
  "meetings/implementation-rate": report(
    "decision",
    "Decision implementation rate",
    "निर्णय कार्यान्वयन दर",
    decisionView("implementation-rate"),
  ),
  "meetings/decision-aging": report(
    "decision",
    "Overdue decisions by age",
    "म्याद नाघेका निर्णय (अवधि अनुसार)",
    decisionView("decision-aging"),
  ),
  "meetings/decisions": report("decisions", "Decisions (list)", "निर्णयहरू (सूची)", decisionView("decisions")),
  "meetings/pending-decisions": report(
    "decisions",
    "Pending decisions from earlier meetings",
    "अघिल्ला बैठकका कार्यान्वयन बाँकी निर्णय",
    decisionView("pending-decisions"),
  ),
  "suchak/pragarti-esthiti": report("indicator", "Indicator progress", "सूचक प्रगति स्थिति", indicatorView),
  "suchak/pragarti-esthiti/indicators": report(
    "indicators",
    "Indicators (list)",
    "सूचकहरू (सूची)",
    indicatorView,
  ),
  "fcgo-details/projects": report(
    "treasury",
    "Treasury: budget and expenditure by project (2104)",
    "महालेखा: आयोजनागत बजेट तथा खर्च (२१०४)",
    treasuryReport("2104"),
  ),
  "fcgo-details/progress": report(
    "treasury",
    "Treasury: budget and expenditure by type (2105)",
    "महालेखा: खर्च प्रकारअनुसार बजेट तथा खर्च (२१०५)",
    treasuryReport("2105"),
  ),
  "fcgo-details/office-expenses": report(
    "treasury",
    "Treasury: budget and expenditure by office (2066)",
    "महालेखा: निकायगत बजेट तथा खर्च (२०६६)",
    treasuryReport("2066"),
  ),
  "fcgo-details/account-expenses": report(
    "treasury",
    "Treasury: budget and expenditure by economic code (2039)",
    "महालेखा: खर्च शीर्षकगत बजेट तथा खर्च (२०३९)",
    treasuryReport("2039"),
  ),
  "thekka-akkikrit-pragarti": report(
    "contract",
    "Consolidated contract progress",
    "ठेक्काको एकीकृत प्रगति",
    contractView("thekka-akkikrit-pragarti"),
  ),
  "thekka-akkikrit-pragarti/contracts": report(
    "contracts",
    "Contracts (list)",
    "ठेक्काहरू (सूची)",
    contractView("thekka-akkikrit-pragarti/contracts"),
  ),
  "fcgo/daily-budgetary-analysis": report(
    "budgetary",
    "Treasury: daily budgetary analysis",
    "महालेखा: दैनिक बजेट विश्लेषण",
    treasuryReport("2066"),
  ),
  "anugaman/visits-by-state": report(
    "visit",
    "Monitoring visits by office and state",
    "निकाय र अवस्था अनुसार अनुगमन",
    monitoringView("visits-by-state"),
  ),
  "anugaman/visits": report("visits", "Monitoring visits (list)", "अनुगमनहरू (सूची)", monitoringView("visits")),
  "anugaman/action-point-aging": report(
    "point",
    "Monitoring action points by responsible office and age",
    "जिम्मेवार निकाय र अवधि अनुसार अनुगमनका कार्यान्वयन बुँदा",
    monitoringView("action-point-aging"),
  ),
  "anugaman/action-points": report(
    "points",
    "Monitoring action points (list)",
    "अनुगमनका कार्यान्वयन बुँदा (सूची)",
    monitoringView("action-points"),
  ),
  "anugaman/coverage": report(
    "coverage",
    "Monitoring coverage: projects and offices visited in the last 12 months",
    "अनुगमन कभरेज: पछिल्लो १२ महिनामा अनुगमन भएका आयोजना र निकाय",
    monitoringView("coverage"),
  ),
  "anugaman/coverage-items": report(
    "coverage-items",
    "Monitoring coverage (list)",
    "अनुगमन कभरेज (सूची)",
    monitoringView("coverage-items"),
  ),
  "reporting-completeness/pragati": report(
    "completeness",
    "Reporting completeness: action-plan progress",
    "प्रतिवेदन पूर्णता: कार्ययोजना प्रगति",
    completenessView,
  ),
  "reporting-completeness/project": report(
    "completeness",
    "Reporting completeness: project progress",
    "प्रतिवेदन पूर्णता: आयोजना प्रगति",
    completenessView,
  ),
  "reporting-completeness/contract": report(
    "completeness",
    "Reporting completeness: contract progress",
    "प्रतिवेदन पूर्णता: ठेक्का प्रगति",
    completenessView,
  ),
  "reporting-completeness/indicator": report(
    "completeness",
    "Reporting completeness: indicator achievements",
    "प्रतिवेदन पूर्णता: सूचक उपलब्धि",
    completenessView,
  ),
  "reporting-completeness/offices": report(
    "completeness-offices",
    "Reporting completeness (offices)",
    "प्रतिवेदन पूर्णता (निकायहरू)",
    completenessView,
  ),
  "data-quality/pragati": report(
    "quality",
    "Data quality: action-plan progress",
    "तथ्याङ्क गुणस्तर: कार्ययोजना प्रगति",
    completenessView,
  ),
  "data-quality/project": report(
    "quality",
    "Data quality: project progress",
    "तथ्याङ्क गुणस्तर: आयोजना प्रगति",
    completenessView,
  ),
  "data-quality/contract": report(
    "quality",
    "Data quality: contract progress",
    "तथ्याङ्क गुणस्तर: ठेक्का प्रगति",
    completenessView,
  ),
  "data-quality/indicator": report(
    "quality",
    "Data quality: indicator achievements",
    "तथ्याङ्क गुणस्तर: सूचक उपलब्धि",
    completenessView,
  ),
  "data-quality/warnings": report(
    "quality-warnings",
    "Data quality (warnings)",
    "तथ्याङ्क गुणस्तर (चेतावनीहरू)",
    completenessView,
  ),
} satisfies Record<string, Omit<ReportCatalogueEntry, "path" | "screen"> & { screen?: string }>;

/** A report's path; the API's registry has one entry for each (checked by the compiler). */
export type ReportPath = keyof typeof REPORTS;

export const REPORT_CATALOGUE: readonly (ReportCatalogueEntry & { path: ReportPath })[] = (
  Object.entries(REPORTS) as [
    ReportPath,
    Omit<ReportCatalogueEntry, "path" | "screen"> & { screen?: string },
  ][]
).map(([path, entry]) => ({ path, ...entry, screen: entry.screen ?? `reports/${path}` }));

export const reportOf = (path: string): ReportCatalogueEntry => {
  const found = REPORT_CATALOGUE.find((entry) => entry.path === path);
  if (!found) throw new Error(`unknown report ${path}`);
  return found;
};

/** The screen link of a report (a drill-down opens its list's screen). */
export const screenOf = (path: string): string => reportOf(path).screen;

/**
 * The titles and names of the reports in one language, as sections of the web's `reports` namespace
 * (`titles.<path>`, `measures.<key>`, `columns.<field>`, `statuses`, `kinds`, `labels`).
 */
export const reportTexts = (lang: ReportLang) => ({
  titles: Object.fromEntries(REPORT_CATALOGUE.map((entry) => [entry.path, entry.title[lang]])),
  ...reportNamesIn(lang),
});
