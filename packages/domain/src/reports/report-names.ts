/**
 * The names a report shows, in both languages, kept once for the screens (the web's `reports`
 * namespace is built from them, see `reportTexts`) and the Excel export alike.
 */

/** A text in both languages of the app. */
export type Bilingual = { np: string; en: string };
export type ReportLang = keyof Bilingual;

const tx = (en: string, np: string): Bilingual => ({ en, np });

/** Every count and figure key of the report answers (a column's `key`, a `values` key, a band). */
export const MEASURE_NAMES: Record<string, Bilingual> = {
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
  projects: tx("Projects", "आयोजना"),
  behind_schedule: tx("Behind schedule", "तालिकाभन्दा पछाडि"),
  over_cost: tx("Over cost", "लागत बढेका"),
  extended: tx("Extended", "म्याद थप भएका"),
  on_track: tx("On track (reported)", "तालिकाअनुसार (प्रतिवेदन भएका)"),
  not_reported: tx("Not reported for the month", "महिनाको प्रतिवेदन नभएका"),
  npc_80_plus: tx("Achieved >= 80 % of target", "लक्ष्यको ८० % वा बढी हासिल"),
  npc_50_to_79: tx("Achieved 50-79 % of target", "लक्ष्यको ५०-७९ % हासिल"),
  npc_below_50: tx("Achieved < 50 % of target", "लक्ष्यको ५० % भन्दा कम हासिल"),
  npc_unknown: tx("Achievement unknown", "हासिल अज्ञात"),
  budget: tx("Budget to the month (lakh)", "महिनासम्मको बजेट (लाख)"),
  expense: tx("Expense to the month (lakh)", "महिनासम्मको खर्च (लाख)"),
  expense_percent: tx("Expense % of the budget to the month", "महिनासम्मको बजेटको खर्च %"),
  physical_percent: tx("Physical progress % (weighted by cost)", "भौतिक प्रगति % (लागत भारित)"),
  financial_percent: tx("Financial progress % of the year's budget", "वार्षिक बजेटको वित्तीय प्रगति %"),
  decisions: tx("Decisions", "निर्णय"),
  implemented: tx("Implemented", "कार्यान्वयन भएको"),
  partially_implemented: tx("Partially implemented", "आंशिक कार्यान्वयन"),
  not_implementable: tx("Not implementable", "कार्यान्वयन हुन नसक्ने"),
  cancelled: tx("Cancelled", "रद्द"),
  open: tx("Open", "कार्यान्वयन बाँकी"),
  overdue: tx("Overdue", "म्याद नाघेका"),
  d0_30: tx("0-30 days overdue", "०-३० दिन म्याद नाघेका"),
  d31_60: tx("31-60 days overdue", "३१-६० दिन म्याद नाघेका"),
  d61_90: tx("61-90 days overdue", "६१-९० दिन म्याद नाघेका"),
  d90_plus: tx("Over 90 days overdue", "९० दिनभन्दा बढी म्याद नाघेका"),
  implementation_rate: tx("Implementation rate %", "कार्यान्वयन दर %"),
  indicators: tx("Indicators", "सूचक"),
  indicators_due: tx("Due for the month", "महिनामा प्रतिवेदन गर्नुपर्ने"),
  indicators_reported: tx("Reported", "प्रतिवेदन भएका"),
  indicators_missing: tx("Missing", "प्रतिवेदन नभएका"),
  indicators_behind: tx("Behind", "पछाडि"),
  indicators_on_track: tx("On track", "लक्ष्यअनुसार"),
  indicators_ahead: tx("Ahead", "अगाडि"),
  indicators_not_reporting: tx("Not reporting", "प्रतिवेदन नभएको"),
  weighted_score: tx("Weighted score %", "भारित प्राप्ताङ्क %"),
  // Treasury reports: amounts in rupees as of the snapshot's date, percentages derived from them.
  current_budget: tx("Current budget (Rs.)", "चालु बजेट (रु.)"),
  current_expense: tx("Current expense (Rs.)", "चालु खर्च (रु.)"),
  current_percent: tx("Current expense %", "चालु खर्च %"),
  capital_budget: tx("Capital budget (Rs.)", "पुँजीगत बजेट (रु.)"),
  capital_expense: tx("Capital expense (Rs.)", "पुँजीगत खर्च (रु.)"),
  capital_percent: tx("Capital expense %", "पुँजीगत खर्च %"),
  financing_budget: tx("Financing budget (Rs.)", "वित्तीय व्यवस्था बजेट (रु.)"),
  financing_expense: tx("Financing expense (Rs.)", "वित्तीय व्यवस्था खर्च (रु.)"),
  financing_percent: tx("Financing expense %", "वित्तीय व्यवस्था खर्च %"),
  total_budget: tx("Total budget (Rs.)", "कुल बजेट (रु.)"),
  total_expense: tx("Total expense (Rs.)", "कुल खर्च (रु.)"),
  total_percent: tx("Total expense %", "कुल खर्च %"),
  balance: tx("Balance (Rs.)", "मौज्दात (रु.)"),
  // The consolidated contract view: counts as of the month's end, amounts in lakh.
  contracts: tx("Contracts", "ठेक्का"),
  stage_planned: tx("Planned", "योजनामा"),
  stage_tender: tx("Tender", "बोलपत्र आह्वान"),
  stage_evaluation: tx("Evaluation", "मूल्याङ्कन"),
  stage_awarded: tx("Awarded", "स्वीकृत"),
  stage_active: tx("Running", "सञ्चालनमा"),
  stage_completed: tx("Completed", "सम्पन्न"),
  stage_terminated: tx("Terminated early", "बीचमै अन्त्य"),
  stage_cancelled: tx("Cancelled", "रद्द"),
  stage_unsuccessful: tx("Unsuccessful", "असफल"),
  contracts_due: tx("Due for award", "स्वीकृत हुनुपर्ने बाँकी"),
  contracts_awarded: tx("Awarded (incurred)", "स्वीकृत भएका"),
  contracts_late: tx("Late against plan", "योजनाभन्दा ढिला"),
  contracts_varied: tx("With a variation", "भेरिएसन भएका"),
  contracts_extended: tx("With an extension of time", "म्याद थप भएका"),
  contracts_multi_year: tx("Multi-year", "बहुवर्षीय"),
  due_amount: tx("Due for award, estimate (lakh)", "स्वीकृत हुनुपर्ने बाँकीको लागत अनुमान (लाख)"),
  awarded_amount: tx("Awarded, contract amount (lakh)", "स्वीकृत ठेक्का रकम (लाख)"),
  variation_amount: tx("Variations, net change (lakh)", "भेरिएसनबाट थपघट रकम (लाख)"),
  liability_next_1: tx("Liability, next fiscal year (lakh)", "आगामी आर्थिक वर्षको दायित्व (लाख)"),
  liability_next_2: tx("Liability, second year ahead (lakh)", "दोस्रो आगामी वर्षको दायित्व (लाख)"),
  liability_next_3: tx("Liability, third year ahead (lakh)", "तेस्रो आगामी वर्षको दायित्व (लाख)"),
  liability_later: tx("Liability, later years (lakh)", "त्यसपछिका वर्षको दायित्व (लाख)"),
  // Daily budgetary analysis: the same date of the previous budget year.
  previous_current_percent: tx("Current expense % a year before", "गत वर्ष सोही मितिको चालु खर्च %"),
  previous_capital_percent: tx("Capital expense % a year before", "गत वर्ष सोही मितिको पुँजीगत खर्च %"),
  previous_total_percent: tx("Total expense % a year before", "गत वर्ष सोही मितिको कुल खर्च %"),
  // Monitoring visits by state (the monitoring screen's state names; cancelled is above).
  visits: tx("Visits", "अनुगमन"),
  draft: tx("Draft", "मस्यौदा"),
  ordered: tx("Order issued", "आदेश जारी"),
  in_field: tx("In the field", "स्थलगत अनुगमनमा"),
  report_submitted: tx("Report submitted", "प्रतिवेदन पेश"),
  returned: tx("Report returned", "प्रतिवेदन फिर्ता"),
  accepted: tx("Report accepted", "प्रतिवेदन स्वीकृत"),
  closed: tx("Closed", "बन्द"),
  // Action point statuses (open, in progress, completed are above).
  not_accepted: tx("Not accepted", "स्वीकार नगरिएको"),
  completion_claimed: tx("Completion claimed", "सम्पन्न भएको दाबी"),
  high: tx("High", "उच्च"),
  medium: tx("Medium", "मध्यम"),
  low: tx("Low", "न्यून"),
  // Monitoring coverage: the last 12 months up to today (projects is above).
  projects_visited: tx("Projects visited", "अनुगमन भएका आयोजना"),
  projects_not_visited: tx("Projects not visited", "अनुगमन नभएका आयोजना"),
  offices: tx("Offices", "निकाय"),
  offices_visited: tx("Offices visited", "अनुगमन भएका निकाय"),
  offices_not_visited: tx("Offices not visited", "अनुगमन नभएका निकाय"),
  projects_covered_percent: tx("Projects covered %", "आयोजना कभरेज %"),
  offices_covered_percent: tx("Offices covered %", "निकाय कभरेज %"),
  // Reporting completeness: each expected office's month of a stream.
  offices_expected: tx("Expected", "प्रतिवेदन गर्नुपर्ने"),
  offices_submitted: tx("Submitted", "पेश भएका"),
  offices_on_time: tx("Submitted on time", "समयमै पेश भएका"),
  offices_late: tx("Submitted late", "ढिलो पेश भएका"),
  offices_returned: tx("Returned", "फिर्ता भएका"),
  offices_missing: tx("Missing", "पेश नभएका"),
  offices_approved: tx("Approved", "स्वीकृत भएका"),
  reporting_rate_percent: tx("Reporting rate %", "प्रतिवेदन दर %"),
  timeliness_percent: tx("Timeliness %", "समयमै प्रतिवेदन %"),
  // Data-quality checks: the warnings of each office's month of a stream.
  warnings_total: tx("Warnings", "चेतावनी"),
  warnings_explained: tx("Explained", "स्पष्टीकरण भएका"),
  warnings_unexplained: tx("Not explained", "स्पष्टीकरण नभएका"),
  warnings_progress_gap: tx("Physical against financial progress", "भौतिक र वित्तीय प्रगतिबीच फरक"),
  warnings_over_target: tx("Achievement over 150 % of target", "लक्ष्यको १५० % भन्दा बढी उपलब्धि"),
  warnings_cumulative_down: tx("Cumulative figure went down", "सञ्चित अङ्क घटेको"),
  warnings_treasury_gap: tx(
    "Treasury expense against financial progress",
    "कोष तथा लेखा खर्च र वित्तीय प्रगतिबीच फरक",
  ),
};

/** Figures that are amounts (lakh for projects, rupees for the treasury; shown as numbers with two decimals), not percentages. */
export const AMOUNT_FIGURES: readonly string[] = [
  "budget",
  "expense",
  "current_budget",
  "current_expense",
  "capital_budget",
  "capital_expense",
  "financing_budget",
  "financing_expense",
  "total_budget",
  "total_expense",
  "balance",
  "due_amount",
  "awarded_amount",
  "variation_amount",
  "liability_next_1",
  "liability_next_2",
  "liability_next_3",
  "liability_later",
];

/** The headings of the list columns (a list row's field), on the screen and in the export. */
export const COLUMN_NAMES: Record<string, Bilingual> = {
  activity_point: tx("Activity no.", "क्रियाकलाप नं."),
  activity_title: tx("Activity", "क्रियाकलाप"),
  milestone_master_id: tx("Milestone id", "माइलस्टोन आईडी"),
  milestone_point: tx("Milestone no.", "माइलस्टोन नं."),
  title: tx("Title", "शीर्षक"),
  nikaya_id: tx("Office id", "निकाय आईडी"),
  nikaya_name: tx("Office", "निकाय"),
  milestone_type_name: tx("Milestone type", "माइलस्टोन प्रकार"),
  milestone_subtype_name: tx("Milestone subtype", "माइलस्टोन उप प्रकार"),
  baseline: tx("Baseline", "आधार मान"),
  annual_target: tx("Annual target", "वार्षिक लक्ष्य"),
  unit: tx("Unit", "एकाइ"),
  update_id: tx("Entry id", "प्रविष्टि आईडी"),
  kriya: tx("Action", "क्रिया"),
  month: tx("Entry month", "प्रगति महिना"),
  status: tx("Status", "स्थिति"),
  magnitude: tx("Target due", "लक्ष्य परिमाण"),
  achieved: tx("Achieved", "उपलब्धि"),
  reason: tx("Reason", "कारण"),
  month_key: tx("Month key", "महिना कुञ्जी"),
  entry_month: tx("Entered on", "प्रविष्टि मिति"),
  main_samasyas_type: tx("Main problem", "मुख्य समस्या"),
  sub_samasyas_type: tx("Sub problem", "उप समस्या"),
  created_by: tx("Entered by", "प्रविष्टिकर्ता"),
  created_by_nikaya: tx("Entering office", "प्रविष्टि गर्ने निकाय"),
  imp_nikaya: tx("Implementing office", "कार्यान्वयन गर्ने निकाय"),
  band: tx("Progress band", "प्रगति समूह"),
  percent: tx("Progress %", "प्रगति %"),
  rating: tx("Rating", "मूल्याङ्कन"),
  comment: tx("Comment", "टिप्पणी"),
  cumulative: tx("Cumulative", "सञ्चित"),
  start_month: tx("Start month", "सुरु महिना"),
  end_month: tx("End month", "अन्त्य महिना"),
  policy_point: tx("Policy no.", "नीति नं."),
  policy_name: tx("Policy", "नीति तथा कार्यक्रम"),
  budget_head_heading: tx("Budget head", "बजेट शीर्षक"),
  helper_nikayas: tx("Helper offices", "सहयोगी निकाय"),
  milestone_count: tx("Milestones", "माइलस्टोन"),
  completed_count: tx("Completed", "सम्पन्न"),
  in_progress_count: tx("In progress", "प्रगतिमा"),
  not_started_count: tx("Not started", "सुरु नभएको"),
  kind: tx("Level", "तह"),
  point_no: tx("No.", "नं."),
  amount: tx("Budget / target", "बजेट / लक्ष्य"),
  code: tx("Project code", "आयोजना कोड"),
  project_name: tx("Project", "आयोजना"),
  sector_name: tx("Sector", "क्षेत्र"),
  type_name: tx("Project type", "आयोजनाको प्रकार"),
  priority: tx("Priority", "प्राथमिकता"),
  project_status: tx("Project status", "आयोजनाको स्थिति"),
  cost: tx("Current cost (lakh)", "हालको लागत (लाख)"),
  budget: tx("Budget to the month (lakh)", "महिनासम्मको बजेट (लाख)"),
  expense: tx("Expense to the month (lakh)", "महिनासम्मको खर्च (लाख)"),
  planned_percent: tx("Physical target to the month %", "महिनासम्मको भौतिक लक्ष्य %"),
  physical_percent: tx("Physical progress to the month %", "महिनासम्मको भौतिक प्रगति %"),
  expense_percent: tx("Expense % of the budget", "बजेटको खर्च %"),
  meeting_type_name: tx("Meeting type", "बैठकको प्रकार"),
  meeting_number: tx("Meeting number", "बैठक नम्बर"),
  meeting_date: tx("Meeting date", "बैठक मिति"),
  meeting_title: tx("Meeting", "बैठक"),
  item_no: tx("Decision no.", "निर्णय नं."),
  description: tx("Decision", "निर्णय"),
  implementing_office_name: tx("Implementing office", "कार्यान्वयन गर्ने निकाय"),
  reporting_office_name: tx("Reporting office", "प्रतिवेदन गर्ने निकाय"),
  due_date: tx("Due date", "कार्यान्वयन मिति"),
  decision_status: tx("Decision status", "निर्णयको स्थिति"),
  days_overdue: tx("Days overdue", "म्याद नाघेको दिन"),
  indicator_code: tx("Indicator code", "सूचक कोड"),
  indicator_name: tx("Indicator", "सूचक"),
  ministry_name: tx("Ministry", "मन्त्रालय"),
  direction: tx("Direction", "दिशा"),
  aggregation: tx("Aggregation", "गणना विधि"),
  review_period: tx("Review period", "समीक्षा अवधि"),
  sdg_code: tx("SDG indicator", "दिगो विकास लक्ष्य सूचक"),
  weightage: tx("Weightage", "भार"),
  target_to_date: tx("Target to date", "हालसम्मको लक्ष्य"),
  achieved_to_date: tx("Achieved to date", "हालसम्मको उपलब्धि"),
  percent_achieved: tx("% achieved", "उपलब्धि %"),
  track_status: tx("Status", "स्थिति"),
  // The contracts behind a count of the consolidated contract view.
  number: tx("Contract no.", "ठेक्का नं."),
  category: tx("Procurement category", "खरिदको प्रकार"),
  stage: tx("Stage at the month's end", "महिनाको अन्त्यमा चरण"),
  contractor: tx("Contractor", "निर्माण व्यवसायी / आपूर्तिकर्ता"),
  estimated_amount: tx("Estimate (lakh)", "लागत अनुमान (लाख)"),
  contract_amount: tx("Contract amount (lakh)", "ठेक्का रकम (लाख)"),
  current_amount: tx("Current amount (lakh)", "हालको रकम (लाख)"),
  planned_award: tx("Planned award", "स्वीकृतिको योजना मिति"),
  actual_award: tx("Awarded on", "स्वीकृत मिति"),
  revised_completion: tx("Completion due", "सम्पन्न हुनुपर्ने मिति"),
  late: tx("Late", "ढिला"),
  variations: tx("Variations", "भेरिएसन"),
  extensions: tx("Extensions of time", "म्याद थप"),
  multi_year: tx("Multi-year", "बहुवर्षीय"),
  coming_liability: tx("Liability of coming years (lakh)", "आगामी वर्षहरूको दायित्व (लाख)"),
  order_number: tx("Order no.", "आदेश नं."),
  from_date: tx("From", "देखि"),
  to_date: tx("To", "सम्म"),
  visit_state: tx("Visit state", "अनुगमनको अवस्था"),
  point_description: tx("Action point", "कार्यान्वयन बुँदा"),
  visit_title: tx("Monitoring visit", "अनुगमन"),
  point_status: tx("Point status", "बुँदाको स्थिति"),
  point_priority: tx("Priority", "प्राथमिकता"),
  item_name: tx("Project or office", "आयोजना वा निकाय"),
  last_visit_date: tx("Last accepted visit", "पछिल्लो स्वीकृत अनुगमन"),
  financial_percent: tx("Reported financial progress %", "प्रतिवेदित वित्तीय प्रगति %"),
  treasury_percent: tx("Treasury expense % of its sub-heads", "उपशीर्षकको कोष तथा लेखा खर्च %"),
  treasury_gap: tx(
    "Gap, treasury less financial (points)",
    "फरक, कोष तथा लेखा खर्च र वित्तीय प्रगति (प्रतिशत अङ्क)",
  ),
  treasury_flagged: tx("Gap beyond the set share", "तोकिएभन्दा बढी फरक"),
  approval_state: tx("State of the month", "महिनाको स्थिति"),
  approval_level: tx("Levels approved", "स्वीकृत तह"),
  first_submitted_on: tx("First submitted on", "पहिलो पटक पेश मिति"),
  window_closes_on: tx("Entry window closed", "प्रविष्टि अवधि सकिने मिति"),
  timeliness: tx("On time or late", "समयमै वा ढिलो"),
  check: tx("Check", "जाँच"),
  record_kind: tx("Record", "विवरण"),
  record_name: tx("Name", "नाम"),
  value: tx("Figure", "अङ्क"),
  compared_with: tx("Compared with", "तुलना"),
  gap: tx("Difference", "फरक"),
  limit: tx("Limit", "सीमा"),
  explanation: tx("Explanation", "स्पष्टीकरण"),
  explained_by: tx("Explained by", "स्पष्टीकरण दिने"),
};

/** Each data-quality check, as a warning names it. */
export const DATA_QUALITY_CHECK_NAMES: Record<string, Bilingual> = {
  progress_gap: tx("Physical and financial progress far apart", "भौतिक र वित्तीय प्रगतिबीच ठूलो फरक"),
  over_target: tx("Achievement over 150 % of the target", "लक्ष्यको १५० % भन्दा बढी उपलब्धि"),
  cumulative_down: tx("Cumulative figure lower than the month before", "सञ्चित अङ्क अघिल्लो पटकभन्दा कम"),
  treasury_gap: tx(
    "Treasury expense far from reported financial progress",
    "कोष तथा लेखा खर्च र प्रतिवेदित वित्तीय प्रगतिबीच ठूलो फरक",
  ),
};

/** What a data-quality warning is about. */
export const DATA_QUALITY_RECORD_NAMES: Record<string, Bilingual> = {
  project: tx("Project", "आयोजना"),
  contract: tx("Contract", "ठेक्का"),
  indicator: tx("Indicator", "सूचक"),
  milestone: tx("Milestone", "माइलस्टोन"),
};

/** An office's month in the approval chain. */
export const APPROVAL_STATE_NAMES: Record<string, Bilingual> = {
  open: tx("Not submitted", "पेश नभएको"),
  submitted: tx("Submitted", "पेश भएको"),
  approved: tx("Approved", "स्वीकृत"),
  returned: tx("Returned", "फिर्ता भएको"),
};

/**
 * An office row's month in a report's sheet, worded as the screen's badge (web locale `approvals:states`):
 * `{level}` and `{levels}` are filled in.
 */
export const MONTH_STATE_NAMES: Record<string, Bilingual> = {
  open: tx("Open", "खुला"),
  submitted: tx("Submitted", "पेश भएको"),
  returned: tx("Returned", "फिर्ता भएको"),
  approved: tx("Approved at level {level} of {levels}", "{levels} मध्ये तह {level} मा स्वीकृत"),
};

/** A submitted month by the close of its entry window or after it. */
export const TIMELINESS_NAMES: Record<string, Bilingual> = {
  on_time: tx("On time", "समयमै"),
  late: tx("Late", "ढिलो"),
};

/** A contract's stage (the contract screens' names). */
export const CONTRACT_STAGE_NAMES: Record<string, Bilingual> = {
  planned: tx("Planned", "योजनामा"),
  tender: tx("Tender", "बोलपत्र आह्वान"),
  evaluation: tx("Evaluation", "मूल्याङ्कन"),
  awarded: tx("Awarded", "स्वीकृत"),
  active: tx("Running", "सञ्चालनमा"),
  completed: tx("Completed", "सम्पन्न"),
  terminated: tx("Terminated early", "बीचमै अन्त्य"),
  cancelled: tx("Cancelled", "रद्द"),
  unsuccessful: tx("Unsuccessful", "असफल"),
};

/** A contract's procurement category (the contract screens' names). */
export const CONTRACT_CATEGORY_NAMES: Record<string, Bilingual> = {
  works: tx("Works", "निर्माण कार्य"),
  goods: tx("Goods", "मालसामान"),
  consulting: tx("Consulting services", "परामर्श सेवा"),
  other_services: tx("Other services", "अन्य सेवा"),
};

/** A decision's status (the meetings screen's names). */
export const DECISION_STATUS_NAMES: Record<string, Bilingual> = {
  not_started: tx("Not started", "सुरु नभएको"),
  in_progress: tx("In progress", "कार्यान्वयनमा"),
  partially_implemented: tx("Partially implemented", "आंशिक कार्यान्वयन"),
  implemented: tx("Implemented", "कार्यान्वयन भएको"),
  not_implementable: tx("Not implementable", "कार्यान्वयन हुन नसक्ने"),
  cancelled: tx("Cancelled", "रद्द"),
};

/** Indicator statuses to date (named by merit: "ahead" of a lower-is-better indicator is below target). */
export const TRACK_STATUS_NAMES: Record<string, Bilingual> = {
  behind: tx("Behind", "पछाडि"),
  on_track: tx("On track", "लक्ष्यअनुसार"),
  ahead: tx("Ahead", "अगाडि"),
  not_reporting: tx("Not reporting", "प्रतिवेदन नभएको"),
};

/** Which way is better, and how period values add up. */
export const DIRECTION_NAMES: Record<string, Bilingual> = {
  increase: tx("Higher is better", "बढी राम्रो"),
  decrease: tx("Lower is better", "घटी राम्रो"),
  not_applicable: tx("Not applicable", "लागू नहुने"),
};
export const REVIEW_PERIOD_NAMES: Record<string, Bilingual> = {
  monthly: tx("Monthly", "मासिक"),
  quarterly: tx("Quarterly", "त्रैमासिक"),
  four_monthly: tx("Four-monthly", "चौमासिक"),
  yearly: tx("Yearly", "वार्षिक"),
};
export const AGGREGATION_NAMES: Record<string, Bilingual> = {
  non_cumulative: tx("Non-cumulative", "गैर-सञ्चित"),
  cumulative: tx("Cumulative", "सञ्चित"),
  latest: tx("Latest value", "पछिल्लो मान"),
};

/** Project statuses (the project profile's). */
export const PROJECT_STATUS_NAMES: Record<string, Bilingual> = {
  identification: tx("Identification", "पहिचान"),
  preparation: tx("Preparation", "तयारी"),
  implementation: tx("Implementation", "कार्यान्वयन"),
  completed: tx("Completed", "सम्पन्न"),
  cancelled: tx("Cancelled", "रद्द"),
  suspended: tx("Suspended", "स्थगित"),
};

export const STATUS_NAMES: Record<string, Bilingual> = {
  not_started: tx("Not started", "सुरु नभएको"),
  in_progress: tx("In progress", "प्रगतिमा"),
  completed: tx("Completed", "सम्पन्न"),
};

/** The levels of the plan tree (`programs/all-sets`). */
export const NODE_KIND_NAMES: Record<string, Bilingual> = {
  policy: tx("Policy", "नीति"),
  budget_head: tx("Budget head", "बजेट शीर्षक"),
  activity: tx("Activity", "क्रियाकलाप"),
  milestone: tx("Milestone", "माइलस्टोन"),
};

/** The label columns and rows of the summaries. */
export const SUMMARY_LABELS = {
  office: tx("Office", "निकाय"),
  type: tx("Type", "प्रकार"),
  subtype: tx("Subtype", "उप प्रकार"),
  mainProblem: tx("Main problem", "मुख्य समस्या"),
  subProblem: tx("Sub problem", "उप समस्या"),
  none: tx("None", "नतोकिएको"),
  own: tx("own", "आफ्नै"),
  approval: tx("Month's approval", "महिनाको स्वीकृति"),
  total: tx("Total", "जम्मा"),
  meeting_type: tx("Meeting type", "बैठकको प्रकार"),
  fiscal_year: tx("Fiscal year", "आर्थिक वर्ष"),
  implementing_office: tx("Implementing office", "कार्यान्वयन गर्ने निकाय"),
  // The treasury reports' levels: ministry, then office, then sub-head, account or project.
  ministry: tx("Ministry", "मन्त्रालय"),
  subhead: tx("Budget sub-head", "बजेट उपशीर्षक"),
  account: tx("Economic code", "खर्च शीर्षक"),
  project: tx("Project", "आयोजना"),
  asOf: tx("As of", "मिति"),
  province: tx("Province", "प्रदेश"),
  previousAsOf: tx("Same date a year before", "गत वर्षको सोही मिति"),
  // Budget against progress in the consolidated project list.
  noTreasury: tx("No treasury figure", "कोष तथा लेखाको अङ्क छैन"),
  gapFlagged: tx("Beyond the set share", "तोकिएभन्दा बढी"),
  gapWithin: tx("Within the set share", "तोकिएभित्र"),
} satisfies Record<string, Bilingual>;

/** A measure's name, or its key when it has none (a dynamic column names itself). */
export const measureName = (key: string, lang: ReportLang): string => MEASURE_NAMES[key]?.[lang] ?? key;

const inLang = (names: Record<string, Bilingual>, lang: ReportLang): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [key, name[lang]]));

/** The catalogue's names in one language, as the sections of the web's `reports` namespace. */
export const reportNamesIn = (lang: ReportLang) => ({
  measures: inLang(MEASURE_NAMES, lang),
  columns: inLang(COLUMN_NAMES, lang),
  statuses: inLang(STATUS_NAMES, lang),
  projectStatuses: inLang(PROJECT_STATUS_NAMES, lang),
  decisionStatuses: inLang(DECISION_STATUS_NAMES, lang),
  kinds: inLang(NODE_KIND_NAMES, lang),
  trackStatuses: inLang(TRACK_STATUS_NAMES, lang),
  directions: inLang(DIRECTION_NAMES, lang),
  aggregations: inLang(AGGREGATION_NAMES, lang),
  reviewPeriods: inLang(REVIEW_PERIOD_NAMES, lang),
  labels: inLang(SUMMARY_LABELS, lang),
  contractStages: inLang(CONTRACT_STAGE_NAMES, lang),
  contractCategories: inLang(CONTRACT_CATEGORY_NAMES, lang),
  approvalStates: inLang(APPROVAL_STATE_NAMES, lang),
  timeliness: inLang(TIMELINESS_NAMES, lang),
  qualityChecks: inLang(DATA_QUALITY_CHECK_NAMES, lang),
  qualityRecords: inLang(DATA_QUALITY_RECORD_NAMES, lang),
});
