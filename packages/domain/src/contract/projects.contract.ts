import { z } from "zod";
import { VISIT_STATES } from "../monitoring/visit-states";
import { ZCompletionState } from "./completion-claims.contract";
import { ZFiscalYearParam, ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";
import { NOTICE_ATTACHMENTS } from "./notices.contract";

/** Project statuses (DOMAIN.md "Projects"); behind schedule, over cost and extended are flags, not statuses. */
export const PROJECT_STATUSES = [
  "identification",
  "preparation",
  "implementation",
  "completed",
  "cancelled",
  "suspended",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The National Planning Commission's priority classes. */
export const PROJECT_PRIORITIES = ["P1", "P2", "P3"] as const;

/** Area covered: the whole country, or the offices named. */
export const PROJECT_AREAS = ["national", "office"] as const;

/** Costs are in lakh; one crore lakh (Rs 1,000 billion) is beyond any project. */
export const MAX_LAKH = 10_000_000;
/** Implementing offices one project may name. */
export const MAX_PROJECT_OFFICES = 50;

const text = (max: number) => ZText.trim().max(max).nullable().optional();
const ZLakh = z.number().min(0).max(MAX_LAKH);
/** A BS date 'YYYY-MM-DD' (either script); the API checks it against the calendar. */
const ZBsDate = ZText.trim().min(1).max(20);

/** The project profile form (SPEC.md section 3, "Project (ayojana) profile"). */
export const ZProjectBody = z.object({
  fiscal_year_id: ZId,
  name: ZText.trim().min(1).max(300),
  code: text(50),
  phone: text(40),
  email: text(254),
  address: text(500),
  type_id: ZId,
  sector_id: ZId,
  sub_sector_id: ZId.nullable().optional(),
  priority: z.enum(PROJECT_PRIORITIES).nullable().optional(),
  status: z.enum(PROJECT_STATUSES).default("implementation"),
  /** Budget sub-head codes: digits only. */
  budget_sub_heads: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/),
    )
    .max(10)
    .default([]),
  area: z.enum(PROJECT_AREAS).default("office"),
  province_id: ZId.nullable().optional(),
  district_id: ZId.nullable().optional(),
  local_level_id: ZId.nullable().optional(),
  ward: z.number().int().min(1).max(99).nullable().optional(),
  /** The profiling office; it must lie in the caller's scope. */
  nikaya_id: ZId,
  /** The implementing offices. */
  office_ids: z.array(ZId).max(MAX_PROJECT_OFFICES).default([]),
  start_date: ZBsDate.nullable().optional(),
  expected_end_date: ZBsDate.nullable().optional(),
  initial_cost: ZLakh,
  total_expenditure: ZLakh.default(0),
});
export type TProjectBody = z.input<typeof ZProjectBody>;

/** A cost revision: kept for good, the newest is the revised cost. */
export const ZCostRevisionBody = z.object({
  revised_on: ZBsDate,
  amount: ZLakh.refine((n) => n > 0),
  reason: ZMultilineText.trim().min(1).max(1000),
});
export type TCostRevisionBody = z.input<typeof ZCostRevisionBody>;

/** A time extension: kept for good, the newest end date is the revised completion date. */
export const ZTimeExtensionBody = z.object({
  extended_on: ZBsDate,
  new_end_date: ZBsDate,
  reason: ZMultilineText.trim().min(1).max(1000),
});
export type TTimeExtensionBody = z.input<typeof ZTimeExtensionBody>;

const ZMonthlyPercents = z.array(z.number().min(0).max(100)).length(12);

/**
 * A project year's baseline (`ayojana/:id/baselines`): the year's budget as planned and the twelve
 * monthly planned physical and financial % (Shrawan first), approved on a date by someone named. The
 * first version is the original; a later one is a change and needs its reason (checked by the API).
 */
export const ZProjectBaselineBody = z.object({
  fiscal_year_id: ZId,
  annual_budget: ZLakh.refine((n) => n > 0),
  planned_physical: ZMonthlyPercents,
  planned_financial: ZMonthlyPercents,
  set_on: ZBsDate,
  reason: ZMultilineText.trim().max(1000).default(""),
  approved_by: ZText.trim().min(1).max(200),
});
export type TProjectBaselineBody = z.input<typeof ZProjectBaselineBody>;

export const ZProjectBaseline = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  version: z.number().int(),
  annual_budget: z.number(),
  planned_physical: z.array(z.number()),
  planned_financial: z.array(z.number()),
  set_on: z.string(),
  reason: z.string(),
  approved_by: z.string(),
  created_at: z.string(),
});
export type TProjectBaseline = z.infer<typeof ZProjectBaseline>;
export const ZProjectBaselines = z.array(ZProjectBaseline);
export const ZProjectBaselinesQuery = z.object({ fiscal_year_id: ZFiscalYearParam });

const ZRef = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });

export const ZCostRevision = z.object({
  id: z.number().int(),
  revised_on: z.string(),
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
export const ZTimeExtension = z.object({
  id: z.number().int(),
  extended_on: z.string(),
  new_end_date: z.string(),
  reason: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});
/** A project's files follow the attachment rules of notices (PDF, PNG, JPG, DOCX, XLSX; 5 MB; 5 per project). */
export const PROJECT_FILES = NOTICE_ATTACHMENTS;

/** A file attached to a project; `file_url` downloads it with the session. */
export const ZProjectFile = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  file_url: z.string(),
  created_at: z.string(),
});
export type TProjectFile = z.infer<typeof ZProjectFile>;

export type TCostRevision = z.infer<typeof ZCostRevision>;
export type TTimeExtension = z.infer<typeof ZTimeExtension>;

/** A row of the project list. */
export const ZProjectRow = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  type: ZRef,
  sector: ZRef,
  status: z.enum(PROJECT_STATUSES),
  priority: z.enum(PROJECT_PRIORITIES).nullable(),
  nikaya: ZRef,
  start_date: z.string().nullable(),
  expected_end_date: z.string().nullable(),
  /** The newest time extension's end date, or null. */
  revised_end_date: z.string().nullable(),
  initial_cost: z.number(),
  /** The newest cost revision's amount, or null. */
  revised_cost: z.number().nullable(),
  total_expenditure: z.number(),
});
export type TProjectRow = z.infer<typeof ZProjectRow>;

/** A project with everything its profile shows. */
export const ZProject = ZProjectRow.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  sub_sector: ZRef.nullable(),
  budget_sub_heads: z.array(z.string()),
  area: z.enum(PROJECT_AREAS),
  province: ZRef.nullable(),
  district: ZRef.nullable(),
  local_level: ZRef.nullable(),
  ward: z.number().int().nullable(),
  created_by_nikaya: ZRef.nullable(),
  offices: z.array(ZRef),
  cost_revisions: z.array(ZCostRevision),
  time_extensions: z.array(ZTimeExtension),
  files: z.array(ZProjectFile),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectQuery = z.object({
  nikaya_id: ZIdParam.optional(),
  type_id: ZIdParam.optional(),
  sector_id: ZIdParam.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  priority: z.enum(PROJECT_PRIORITIES).optional(),
});

const ZPercent = z.number().min(0).max(100);

/** A project's report for one fiscal month (Shrawan=0): this month's figures, not cumulative ones. */
export const ZProjectProgressBody = z.object({
  /** The project's fiscal year when left out. */
  fiscal_year_id: ZId.optional(),
  month: z.number().int().min(0).max(11),
  physical_target: ZPercent,
  physical_achieved: ZPercent,
  financial_target: ZPercent,
  budget: ZLakh,
  expense: ZLakh,
  problem_type_id: ZId.nullable().optional(),
  problem_sub_type_id: ZId.nullable().optional(),
  problems: ZMultilineText.trim().max(2000).default(""),
  remarks: ZMultilineText.trim().max(2000).default(""),
});
export type TProjectProgressBody = z.input<typeof ZProjectProgressBody>;

/** One month of a project's year: its entry (null fields when none) and the cumulative figures to it. */
export const ZProjectProgressMonth = z.object({
  month: z.number().int(),
  entered: z.boolean(),
  physical_target: z.number().nullable(),
  physical_achieved: z.number().nullable(),
  financial_target: z.number().nullable(),
  budget: z.number().nullable(),
  expense: z.number().nullable(),
  problem_type: ZRef.nullable(),
  problem_sub_type: ZRef.nullable(),
  problems: z.string(),
  remarks: z.string(),
  /** Sums of the months up to this one. */
  cumulative_physical_target: z.number(),
  cumulative_physical_achieved: z.number(),
  cumulative_budget: z.number(),
  cumulative_expense: z.number(),
  /**
   * Financial progress: cumulative expense / the year's budget as planned (the baseline in force) x 100,
   * the S-curve's; null without a baseline.
   */
  financial_progress: z.number().nullable(),
  /** The budget planned to this month (lakh, from the baseline); null without a baseline. */
  planned_budget: z.number().nullable(),
  /** Cumulative expense / the budget planned to this month x 100; null without a baseline. */
  budget_percent: z.number().nullable(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  /** A jump beyond the threshold: null (none), claimed, accepted or rejected with its reason. */
  jump_state: ZCompletionState,
  jump_reason: z.string().nullable(),
});
export type TProjectProgressMonth = z.infer<typeof ZProjectProgressMonth>;

export const ZProjectProgress = z.object({
  project_id: z.number().int(),
  fiscal_year_id: z.number().int(),
  months: z.array(ZProjectProgressMonth),
  /** Whether the caller may write a month now (permission, scope and the reporting window). */
  entry_allowed: z.boolean(),
  reporting_month: z.number().int(),
  window: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
});
export type TProjectProgress = z.infer<typeof ZProjectProgress>;

export const ZProjectProgressQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
});

/** A point of a project's S-curve: cumulative percentages at the end of a fiscal month (null: not yet come). */
export const ZSCurvePoint = z.object({
  month: z.number().int(),
  planned_physical: z.number().nullable(),
  achieved_physical: z.number().nullable(),
  planned_financial: z.number().nullable(),
  achieved_financial: z.number().nullable(),
});
export type TSCurvePoint = z.infer<typeof ZSCurvePoint>;

/** A project's summary (`ayojana-summary/:ayojana_id`): profile, history, overruns, S-curve and months. */
export const ZProjectSummary = z.object({
  project: ZProject,
  fiscal_year_id: z.number().int(),
  /** The last fiscal month the curve reaches (-1 for a year not begun). */
  last_month: z.number().int(),
  cost: z.object({
    original: z.number(),
    /** The newest revision, or the original estimate. */
    current: z.number(),
    /** (current - original) / original x 100; null without an original estimate. */
    overrun_percent: z.number().nullable(),
  }),
  time: z.object({
    start_date: z.string().nullable(),
    original_end: z.string().nullable(),
    revised_end: z.string().nullable(),
    /** (measured end - original end) / (original end - start) x 100; null without start and end dates. */
    overrun_percent: z.number().nullable(),
    planned_days: z.number().int().nullable(),
    overrun_days: z.number().int().nullable(),
    measured_end: z.string().nullable(),
    /** A running project past its (revised) end: the overrun is measured to today. */
    past_due: z.boolean(),
  }),
  s_curve: z.array(ZSCurvePoint),
  /** The year's baseline in force (newest version) and the original (version 1); null: no plan set. */
  baseline: z
    .object({
      in_force: ZProjectBaseline,
      original: ZProjectBaseline,
      /** The original's cumulative planned physical and financial % by month, beside the curve. */
      original_curve: z.array(
        z.object({ month: z.number().int(), physical: z.number(), financial: z.number() }),
      ),
    })
    .nullable(),
  /**
   * Expense since the start: the sum of every month's reported expense (lakh), all years; the treasury
   * figure is `treasury.expense`, shown beside it.
   */
  reported_expense: z.number(),
  months: z.array(ZProjectProgressMonth),
  /**
   * Budget against progress: the treasury expense % of the project's sub-heads (its own list and those
   * matched to it) in the year's newest office-expense snapshot, beside its reported financial and
   * physical % to the last month; the gap (treasury less financial, in points) flagged beyond the setting.
   */
  treasury: z.object({
    as_of: z.string().nullable(),
    subheads: z.array(z.string()),
    budget: z.number(),
    expense: z.number(),
    expense_percent: z.number().nullable(),
    financial_percent: z.number().nullable(),
    physical_percent: z.number().nullable(),
    gap: z.number().nullable(),
    gap_limit: z.number(),
    flagged: z.boolean(),
  }),
  /**
   * The project's monitoring visits that ended in the 12 months before today or go on still, newest first,
   * each with whether it counts as visiting the project (the monitoring coverage's visited rule) and its
   * pending action points (open or in progress, of an accepted report) and those of them overdue (derived
   * from today, never stored).
   */
  visits: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      order_number: z.string(),
      from_date: z.string(),
      to_date: z.string(),
      state: z.enum(VISIT_STATES),
      visited: z.boolean(),
      open_points: z.number().int(),
      overdue_points: z.number().int(),
    }),
  ),
});
export type TProjectSummary = z.infer<typeof ZProjectSummary>;
/**
 * Posting a project head (`ayojana-project-head`): a user of the project-head role on a project from
 * the posting date through the termination date (BS, both days included; none: posted until ended).
 */
export const ZProjectHeadBody = z.object({
  project_id: ZId,
  user_id: ZId,
  posted_on: ZBsDate,
  terminated_on: ZBsDate.nullable().optional(),
});
export type TProjectHeadBody = z.input<typeof ZProjectHeadBody>;

/** Ending a posting: its last day. */
export const ZProjectHeadEnd = z.object({ terminated_on: ZBsDate });
export type TProjectHeadEnd = z.input<typeof ZProjectHeadEnd>;

/** One posting of the history (postings are never removed). */
export const ZProjectHead = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  user: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
  nikaya: ZRef.nullable(),
  posted_on: z.string(),
  terminated_on: z.string().nullable(),
  /** Posted today: the head sees and reports the project. */
  current: z.boolean(),
  created_at: z.string(),
});
export type TProjectHead = z.infer<typeof ZProjectHead>;

export const ZProjectHeadQuery = z.object({
  project_id: ZIdParam.optional(),
  user_id: ZIdParam.optional(),
});

/** A user of the project-head role the caller may post. */
export const ZProjectHeadCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  nikaya: ZRef.nullable(),
});
export type TProjectHeadCandidate = z.infer<typeof ZProjectHeadCandidate>;

// --- components (work items) with weights ------------------------------------------------------------

/** A component of a project: its names and a weight above zero (its share is weight / sum of weights). */
export const ZProjectComponentBody = z.object({
  name: ZText.trim().min(1).max(300),
  name_np: ZText.trim().min(1).max(300),
  weight: z.number().gt(0).max(1_000_000),
});
export type TProjectComponentBody = z.input<typeof ZProjectComponentBody>;

/** A component's physical % achieved in one fiscal month (of the component itself). */
export const ZProjectComponentProgressBody = z.object({
  /** The project's fiscal year when left out. */
  fiscal_year_id: ZId.optional(),
  month: z.number().int().min(0).max(11),
  achieved: ZPercent,
});
export type TProjectComponentProgressBody = z.input<typeof ZProjectComponentProgressBody>;

export const ZProjectComponentsQuery = z.object({ fiscal_year_id: ZFiscalYearParam });

export const ZProjectComponent = z.object({
  id: z.number().int(),
  name: z.string(),
  name_np: z.string(),
  weight: z.number(),
  /** weight / the sum of the project's weights x 100. */
  share_percent: z.number(),
  /** The year's twelve months (Shrawan first): the % achieved in each, null without a report. */
  months: z.array(z.number().nullable()),
  /** The component's % achieved this year, and since the project's start (to the year's end). */
  year_achieved: z.number(),
  total_achieved: z.number(),
});

/**
 * A project's components for a fiscal year and its physical progress to the year's end, for the year and
 * since start, as the month figures hold it (weighted by the components when it has any).
 */
export const ZProjectComponents = z.object({
  fiscal_year_id: z.number().int(),
  components: z.array(ZProjectComponent),
  physical: z.object({ weighted: z.boolean(), year: z.number(), since_start: z.number() }),
});
export type TProjectComponents = z.infer<typeof ZProjectComponents>;
