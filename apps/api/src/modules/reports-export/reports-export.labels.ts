import { fiscalMonthName } from "@pragati/domain/calendar";
import type { TActivityListRow, TMilestoneListRow } from "@pragati/domain/contract";

/** The language of an export's headings and names (the request's `lang`, Nepali by default). */
export type Lang = "np" | "en";
type Text = { en: string; np: string };
const tx = (en: string, np: string): Text => ({ en, np });
export const pick = (text: Text, lang: Lang) => text[lang];
/** A name in the export's language, falling back to the other one. */
export const nameIn = (lang: Lang, en: string | null | undefined, np: string | null | undefined) =>
  (lang === "np" ? np || en : en || np) ?? "";

/** Report titles (the same as the screens', locales/{np,en}/reports.json "titles"). */
export const REPORT_TITLES: Record<string, Text> = {
  "milestone/monthly-completed/in-progress": tx(
    "Milestones due to be completed: completed vs in progress",
    "सम्पन्न हुनुपर्ने माइलस्टोन: सम्पन्न र प्रगतिमा",
  ),
  "milestone/monthly-completed/not-started": tx(
    "Milestones due to be completed: completed vs not started",
    "सम्पन्न हुनुपर्ने माइलस्टोन: सम्पन्न र सुरु नभएका",
  ),
  "milestone/monthly-in-progress/not-started": tx(
    "Milestones due to start: in progress vs not started",
    "सुरु हुनुपर्ने माइलस्टोन: प्रगतिमा र सुरु नभएका",
  ),
  "monthly-milestone-esthiti": tx("Monthly milestone status", "मासिक माइलस्टोन स्थिति"),
  "monthly-sampan-milestone-pragati-esthiti": tx(
    "Completed milestones: timing and target",
    "सम्पन्न माइलस्टोन: समय र लक्ष्य",
  ),
  "monthly-suru-milestone-pragati-esthiti": tx(
    "Milestones due to start: started or not",
    "सुरु हुनुपर्ने माइलस्टोन: सुरु भए नभएका",
  ),
  "pragati-prabista-esthiti": tx("Progress entry compliance", "प्रगति प्रविष्टि स्थिति"),
  "monthly-kiryakalap-pragati-esthiti": tx("Monthly activity progress status", "मासिक क्रियाकलाप प्रगति स्थिति"),
  "monthly-kiryakalap-suru-pragati-esthiti": tx(
    "Activities due to start: started or not",
    "सुरु हुनुपर्ने क्रियाकलाप: सुरु भए नभएका",
  ),
  "kiryakalap-pragati-esthiti": tx(
    "Activity progress for the fiscal year",
    "आर्थिक वर्षको क्रियाकलाप प्रगति स्थिति",
  ),
  "milestone-pragati-samasya-nikaya-wise": tx("Progress problems by office", "कार्यालय अनुसार प्रगतिका समस्या"),
  "pragati-section": tx("Progress by section", "शाखा अनुसार प्रगति"),
  "milestone-type-wise": tx("Milestones by type", "माइलस्टोन प्रकार अनुसार"),
  "milestone-progress-typewise": tx("Progress by milestone type", "माइलस्टोन प्रकार अनुसार प्रगति"),
  "milestone-pragati-samasya-wise": tx("Progress problems by type", "समस्या अनुसार प्रगति"),
  "monthly-milestone-completed-inprogress-detail": tx(
    "Milestones: completed vs in progress (list)",
    "माइलस्टोन: सम्पन्न र प्रगतिमा (सूची)",
  ),
  "monthly-milestone-completed-notstarted-detail": tx(
    "Milestones: completed vs not started (list)",
    "माइलस्टोन: सम्पन्न र सुरु नभएका (सूची)",
  ),
  monthly_milestone_inprogress_notstarted_detail: tx(
    "Milestones: in progress vs not started (list)",
    "माइलस्टोन: प्रगतिमा र सुरु नभएका (सूची)",
  ),
  "monthly-milestone-esthiti-detail": tx("Monthly milestone status (list)", "मासिक माइलस्टोन स्थिति (सूची)"),
  "monthly-sampan-milestone-pragati-esthiti-detail": tx(
    "Completed milestones (list)",
    "सम्पन्न माइलस्टोन (सूची)",
  ),
  "monthly-suru-milestone-pragati-esthiti-detail": tx(
    "Milestones due to start (list)",
    "सुरु हुनुपर्ने माइलस्टोन (सूची)",
  ),
  "monthly-kiryakalap-pragati-esthiti-detail": tx(
    "Activities by progress status (list)",
    "प्रगति स्थिति अनुसार क्रियाकलाप (सूची)",
  ),
  "table/milestone": tx("Milestone table", "माइलस्टोन तालिका"),
  "table/activities": tx("Activity table", "क्रियाकलाप तालिका"),
  "overall-milestones": tx("All milestones", "समग्र माइलस्टोन"),
  "overall-activities": tx("All activities", "समग्र क्रियाकलाप"),
  "milestone-samay-sharani": tx("Milestone timetable", "माइलस्टोन समय तालिका"),
  "programs/all-sets": tx("Whole plan", "सम्पूर्ण कार्ययोजना"),
};

export const MEASURES: Record<string, Text> = {
  total: tx("Total", "जम्मा"),
  should_be_completed: tx("Due to be completed", "सम्पन्न हुनुपर्ने"),
  should_be_started: tx("Due to start", "सुरु हुनुपर्ने"),
  completed: tx("Completed", "सम्पन्न"),
  in_progress: tx("In progress", "प्रगतिमा"),
  not_started: tx("Not started", "सुरु नभएको"),
  started: tx("Started", "सुरु भएको"),
  in_progress_below_twenty_percent: tx("In progress 0-20 %", "प्रगतिमा ०-२० %"),
  in_progress_below_fourty_percent: tx("In progress 20-40 %", "प्रगतिमा २०-४० %"),
  in_progress_below_sixty_percent: tx("In progress 40-60 %", "प्रगतिमा ४०-६० %"),
  in_progress_below_eighty_percent: tx("In progress 60-80 %", "प्रगतिमा ६०-८० %"),
  in_progress_below_hundred_percent: tx("In progress 80-99.99 %", "प्रगतिमा ८०-९९.९९ %"),
  completed_and_achieved: tx("Completed (100 %)", "सम्पन्न (१०० %)"),
  early: tx("Completed early", "समयअगावै सम्पन्न"),
  on_time: tx("Completed on time", "समयमै सम्पन्न"),
  late: tx("Completed late", "ढिलो सम्पन्न"),
  target_achieved: tx("Target achieved", "लक्ष्य हासिल"),
  target_not_achieved: tx("Target not achieved", "लक्ष्य हासिल नभएको"),
  due: tx("Due", "प्रविष्टि गर्नुपर्ने"),
  entered: tx("Entered", "प्रविष्टि भएको"),
  missing: tx("Missing", "प्रविष्टि नभएको"),
  commented: tx("Commented", "टिप्पणी भएको"),
  rated: tx("Rated", "मूल्याङ्कन भएको"),
  with_reason: tx("With a problem", "समस्या भएका"),
  milestones: tx("Milestones", "माइलस्टोन"),
  milestones_completed: tx("Milestones completed", "सम्पन्न माइलस्टोन"),
  policies: tx("Policies", "नीति तथा कार्यक्रम"),
  budget_heads: tx("Budget heads", "बजेट शीर्षक"),
  activities: tx("Activities", "क्रियाकलाप"),
  average_percent: tx("Average progress %", "औसत प्रगति %"),
};
export const measureName = (key: string, lang: Lang) => (MEASURES[key] ? pick(MEASURES[key], lang) : key);

export const WORDS = {
  office: tx("Office", "निकाय"),
  type: tx("Type", "प्रकार"),
  subtype: tx("Subtype", "उपप्रकार"),
  mainProblem: tx("Main problem", "मुख्य समस्या"),
  subProblem: tx("Sub problem", "उप समस्या"),
  none: tx("None", "नतोकिएको"),
  own: tx("own", "आफ्नै"),
  total: tx("Total", "जम्मा"),
  fiscalYear: tx("Fiscal year", "आर्थिक वर्ष"),
  month: tx("Month", "महिना"),
  upto: tx("up to the month", "महिनासम्म"),
  in: tx("in the month", "महिनामा मात्र"),
  allOffices: tx("All offices", "सबै निकाय"),
  oneOffice: tx("Office's own", "निकायको आफ्नै"),
  measure: tx("Measure", "मापन"),
  preset: tx("Preset milestones", "प्रिसेटका माइलस्टोन"),
  search: tx("Search", "खोज"),
  kind: tx("Level", "तह"),
  pointNo: tx("No.", "नं."),
  title: tx("Title", "शीर्षक"),
  amount: tx("Budget / target", "बजेट / लक्ष्य"),
  unit: tx("Unit", "एकाइ"),
  status: tx("Status", "स्थिति"),
  percent: tx("Progress %", "प्रगति %"),
  annualTarget: tx("Annual target", "वार्षिक लक्ष्य"),
  milestonePoint: tx("Milestone no.", "माइलस्टोन नं."),
  target: tx("target", "लक्ष्य"),
  achieved: tx("achieved", "उपलब्धि"),
};

export const STATUSES: Record<string, Text> = {
  not_started: tx("Not started", "सुरु नभएको"),
  in_progress: tx("In progress", "प्रगतिमा"),
  completed: tx("Completed", "सम्पन्न"),
};
export const KINDS: Record<string, Text> = {
  policy: tx("Policy", "नीति"),
  budget_head: tx("Budget head", "बजेट शीर्षक"),
  activity: tx("Activity", "क्रियाकलाप"),
  milestone: tx("Milestone", "माइलस्टोन"),
};
const status = (value: string | null, lang: Lang) => (value ? pick(STATUSES[value], lang) : null);
const month = (value: number | null, lang: Lang) => (value === null ? null : fiscalMonthName(value, lang));

export type Cell = string | number | null;
type Column<Row> = { head: Text; value: (row: Row, lang: Lang) => Cell };

/** The milestone list columns: the session's default columns (SPEC.md section 3), band and percent. */
export const MILESTONE_COLUMNS: Column<TMilestoneListRow>[] = [
  { head: tx("Activity no.", "क्रियाकलाप नं."), value: (r) => r.activity_point },
  { head: tx("Activity", "क्रियाकलाप"), value: (r) => r.activity_title },
  { head: tx("Milestone id", "माइलस्टोन आईडी"), value: (r) => r.milestone_master_id },
  { head: WORDS.milestonePoint, value: (r) => r.milestone_point },
  { head: WORDS.title, value: (r) => r.title },
  { head: tx("Office id", "निकाय आईडी"), value: (r) => r.nikaya_id },
  { head: WORDS.office, value: (r, l) => nameIn(l, r.nikaya_name, r.nikaya_name_np) },
  {
    head: tx("Milestone type", "माइलस्टोन प्रकार"),
    value: (r, l) => nameIn(l, r.milestone_type_name, r.milestone_type_name_np),
  },
  {
    head: tx("Milestone subtype", "माइलस्टोन उपप्रकार"),
    value: (r, l) => nameIn(l, r.milestone_subtype_name, r.milestone_subtype_name_np),
  },
  { head: tx("Baseline", "आधार रेखा"), value: (r) => r.baseline },
  { head: WORDS.annualTarget, value: (r) => r.annual_target },
  { head: WORDS.unit, value: (r, l) => nameIn(l, r.unit, r.unit_np) },
  { head: tx("Entry id", "प्रविष्टि आईडी"), value: (r) => r.update_id },
  { head: tx("Action", "क्रिया"), value: (r) => r.kriya },
  { head: tx("Entry month", "प्रगति महिना"), value: (r, l) => month(r.month, l) },
  { head: WORDS.status, value: (r, l) => status(r.status, l) },
  { head: tx("Target due", "लक्ष्य परिमाण"), value: (r) => r.magnitude },
  { head: tx("Achieved", "उपलब्धि"), value: (r) => r.achieved },
  { head: tx("Reason", "कारण"), value: (r) => r.reason },
  { head: tx("Month key", "महिना कुञ्जी"), value: (r) => r.month_key },
  { head: tx("Entered on", "प्रविष्टि मिति"), value: (r) => r.entry_month },
  { head: WORDS.mainProblem, value: (r, l) => nameIn(l, r.main_samasyas_type, r.main_samasyas_type_np) },
  { head: WORDS.subProblem, value: (r, l) => nameIn(l, r.sub_samasyas_type, r.sub_samasyas_type_np) },
  { head: tx("Entered by", "प्रविष्टिकर्ता"), value: (r) => r.created_by },
  {
    head: tx("Entering office", "प्रविष्टि गर्ने निकाय"),
    value: (r, l) => nameIn(l, r.created_by_nikaya, r.created_by_nikaya_np),
  },
  {
    head: tx("Implementing office", "कार्यान्वयन गर्ने निकाय"),
    value: (r, l) => nameIn(l, r.imp_nikaya, r.imp_nikaya_np),
  },
  { head: tx("Progress band", "प्रगति समूह"), value: (r, l) => measureName(r.band, l) },
  { head: WORDS.percent, value: (r) => r.percent },
];

export const ACTIVITY_COLUMNS: Column<TActivityListRow>[] = [
  { head: tx("Policy no.", "नीति नं."), value: (r) => r.policy_point },
  { head: tx("Policy", "नीति तथा कार्यक्रम"), value: (r) => r.policy_name },
  { head: tx("Budget head", "बजेट शीर्षक"), value: (r) => r.budget_head_heading },
  { head: tx("Activity no.", "क्रियाकलाप नं."), value: (r) => r.activity_point },
  { head: tx("Activity", "क्रियाकलाप"), value: (r) => r.activity_title },
  { head: WORDS.office, value: (r, l) => nameIn(l, r.nikaya_name, r.nikaya_name_np) },
  {
    head: tx("Helper offices", "सहयोगी निकाय"),
    value: (r, l) => nameIn(l, r.helper_nikayas, r.helper_nikayas_np),
  },
  { head: WORDS.annualTarget, value: (r) => r.annual_target },
  { head: WORDS.unit, value: (r, l) => nameIn(l, r.unit, r.unit_np) },
  { head: MEASURES.milestones, value: (r) => r.milestone_count },
  { head: MEASURES.completed, value: (r) => r.completed_count },
  { head: MEASURES.in_progress, value: (r) => r.in_progress_count },
  { head: MEASURES.not_started, value: (r) => r.not_started_count },
  { head: WORDS.status, value: (r, l) => status(r.status, l) },
  { head: WORDS.percent, value: (r) => r.percent },
];

export const headsOf = <Row>(columns: Column<Row>[], lang: Lang) => columns.map((c) => pick(c.head, lang));
export const cellsOf = <Row>(columns: Column<Row>[], row: Row, lang: Lang) =>
  columns.map((c) => c.value(row, lang));
export { month as monthName, status as statusName };
