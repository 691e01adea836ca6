/**
 * The columns of the list reports, by the list row's field (names in `COLUMN_NAMES`): what the screen
 * shows and what the Excel export writes, in order.
 */

/** The session's default milestone columns (SPEC.md section 3). */
export const MILESTONE_LIST_COLUMNS = [
  "activity_point",
  "activity_title",
  "milestone_master_id",
  "milestone_point",
  "title",
  "nikaya_id",
  "nikaya_name",
  "milestone_type_name",
  "milestone_subtype_name",
  "baseline",
  "annual_target",
  "unit",
  "update_id",
  "kriya",
  "month",
  "status",
  "magnitude",
  "achieved",
  "reason",
  "month_key",
  "entry_month",
  "main_samasyas_type",
  "sub_samasyas_type",
  "created_by",
  "created_by_nikaya",
  "imp_nikaya",
] as const;

/**
 * What a milestone list opens with: the columns an officer reads, in reading order (issue 14). Every
 * other column (ids, keys, the plan's details) stays one click away in the column settings.
 */
export const MILESTONE_SHOWN_COLUMNS = [
  "milestone_point",
  "title",
  "nikaya_name",
  "status",
  "magnitude",
  "achieved",
  "percent",
  "reason",
  "comment",
] as const;

/** Milestone columns beyond the session's defaults (the screen shows `percent` and `comment` at first). */
export const MILESTONE_MORE_COLUMNS = [
  "band",
  "percent",
  "rating",
  "comment",
  "cumulative",
  "start_month",
  "end_month",
] as const;

export const ACTIVITY_LIST_COLUMNS = [
  "policy_point",
  "policy_name",
  "budget_head_heading",
  "activity_point",
  "activity_title",
  "nikaya_name",
  "helper_nikayas",
  "annual_target",
  "unit",
  "milestone_count",
  "completed_count",
  "in_progress_count",
  "not_started_count",
  "status",
  "percent",
] as const;

/** Activity columns the screen hides until a user shows them. */
export const ACTIVITY_MORE_COLUMNS = ["start_month", "end_month"] as const;

/** The plan tree (`programs/all-sets`). */
export const TREE_COLUMNS = [
  "kind",
  "point_no",
  "title",
  "nikaya_name",
  "amount",
  "unit",
  "status",
  "percent",
] as const;

/** The projects behind a count of the consolidated project view. */
export const PROJECT_LIST_COLUMNS = [
  "code",
  "project_name",
  "nikaya_name",
  "sector_name",
  "type_name",
  "priority",
  "project_status",
  "cost",
  "budget",
  "expense",
  "expense_percent",
  "planned_percent",
  "physical_percent",
  "financial_percent",
  "treasury_percent",
  "treasury_gap",
  "treasury_flagged",
] as const;

/** The decisions behind a count and the pending decisions. */
export const DECISION_LIST_COLUMNS = [
  "meeting_type_name",
  "meeting_number",
  "meeting_date",
  "item_no",
  "description",
  "implementing_office_name",
  "reporting_office_name",
  "due_date",
  "decision_status",
  "days_overdue",
] as const;

/** The indicators behind a count of the indicator report (each period's figures follow in the export). */
export const INDICATOR_LIST_COLUMNS = [
  "indicator_code",
  "indicator_name",
  "nikaya_name",
  "direction",
  "aggregation",
  "unit",
  "baseline",
  "annual_target",
  "target_to_date",
  "achieved_to_date",
  "percent_achieved",
  "track_status",
] as const;

/** Indicator columns the screen hides until a user shows them. */
export const INDICATOR_MORE_COLUMNS = ["ministry_name", "review_period", "sdg_code", "weightage"] as const;

/** The contracts behind a count of the consolidated contract view. */
export const CONTRACT_LIST_COLUMNS = [
  "number",
  "title",
  "project_name",
  "nikaya_name",
  "category",
  "stage",
  "contractor",
  "estimated_amount",
  "contract_amount",
  "current_amount",
  "planned_award",
  "actual_award",
  "revised_completion",
  "late",
  "variations",
  "extensions",
  "multi_year",
  "coming_liability",
] as const;

/** The monitoring visits behind a count. */
export const VISIT_LIST_COLUMNS = [
  "title",
  "order_number",
  "nikaya_name",
  "from_date",
  "to_date",
  "visit_state",
] as const;

/** The monitoring action points behind a count. */
export const POINT_LIST_COLUMNS = [
  "point_description",
  "visit_title",
  "nikaya_name",
  "due_date",
  "point_priority",
  "point_status",
  "days_overdue",
] as const;

/** The projects or offices behind a count of the coverage report. */
export const COVERAGE_LIST_COLUMNS = ["item_name", "nikaya_name", "last_visit_date"] as const;

/** The offices behind a count of a reporting completeness report. */
export const COMPLETENESS_LIST_COLUMNS = [
  "nikaya_name",
  "approval_state",
  "approval_level",
  "first_submitted_on",
  "window_closes_on",
  "timeliness",
  "reason",
] as const;

/** The warnings behind a count of a data-quality report. */
export const DATA_QUALITY_LIST_COLUMNS = [
  "nikaya_name",
  "check",
  "record_kind",
  "record_name",
  "value",
  "compared_with",
  "gap",
  "limit",
  "explanation",
  "explained_by",
] as const;

/**
 * What an export of each list writes: the shown columns and a milestone's band and percent; the
 * timetable's fixed columns, followed by each month's target and achievement; the indicators' columns,
 * followed by each period's target, achievement and %.
 */
export const EXPORT_COLUMNS = {
  milestones: [...MILESTONE_LIST_COLUMNS, "band", "percent"],
  activities: ACTIVITY_LIST_COLUMNS,
  timetable: ["milestone_point", "title", "nikaya_name", "unit", "annual_target"],
  tree: TREE_COLUMNS,
  projects: PROJECT_LIST_COLUMNS,
  decisions: DECISION_LIST_COLUMNS,
  indicators: [...INDICATOR_LIST_COLUMNS, ...INDICATOR_MORE_COLUMNS],
  contracts: CONTRACT_LIST_COLUMNS,
  visits: VISIT_LIST_COLUMNS,
  points: POINT_LIST_COLUMNS,
  "coverage-items": COVERAGE_LIST_COLUMNS,
  "completeness-offices": COMPLETENESS_LIST_COLUMNS,
  "quality-warnings": DATA_QUALITY_LIST_COLUMNS,
} as const;
