import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";
import { recordFileColumns } from "./files";
import { districts, localLevels, provinces } from "./geo";
import { offices } from "./offices";
import { setupItems } from "./setup";

/**
 * A project (ayojana) profile (SPEC.md section 3). Costs are in lakh; dates are BS 'YYYY-MM-DD'. The
 * revised cost and the revised completion date are never stored here: they are the newest rows of
 * project_cost_revisions and project_time_extensions, so the original figures stay as entered.
 */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    name: text("name").notNull(),
    code: text("code"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    typeId: integer("type_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
    sectorId: integer("sector_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
    subSectorId: integer("sub_sector_id").references(() => setupItems.id, { onDelete: "restrict" }),
    priority: text("priority"),
    status: text("status").notNull().default("implementation"),
    budgetSubHeads: text("budget_sub_heads").array().notNull().default([]),
    area: text("area").notNull().default("office"),
    provinceId: integer("province_id").references(() => provinces.id),
    districtId: integer("district_id").references(() => districts.id),
    localLevelId: integer("local_level_id").references(() => localLevels.id),
    ward: integer("ward"),
    /** The profiling office: the one answerable for the project's profile and reports. */
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    /** The office of the user who created the profile. */
    createdByNikayaId: integer("created_by_nikaya_id").references(() => offices.id),
    startDate: text("start_date"),
    expectedEndDate: text("expected_end_date"),
    initialCost: numeric("initial_cost", { precision: 14, scale: 2 }).notNull(),
    totalExpenditure: numeric("total_expenditure", { precision: 14, scale: 2 }).notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [
    index("projects_year_office_idx").on(t.fiscalYearId, t.nikayaId),
    index("projects_created_by_office_idx").on(t.createdByNikayaId),
    uniqueIndex("projects_code_uq").on(sql`lower(${t.code})`).where(sql`${t.code} IS NOT NULL`),
  ],
);

/** The implementing offices of a project (several; the profiling office need not be among them). */
export const projectOffices = pgTable(
  "project_offices",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.nikayaId] }),
    index("project_offices_office_idx").on(t.nikayaId),
  ],
);

/** Every cost revision, kept: the newest is the project's revised cost. */
export const projectCostRevisions = pgTable(
  "project_cost_revisions",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    revisedOn: text("revised_on").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [index("project_cost_revisions_project_idx").on(t.projectId, t.revisedOn)],
);

/** Every time extension, kept: the newest new end date is the project's revised completion date. */
export const projectTimeExtensions = pgTable(
  "project_time_extensions",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    extendedOn: text("extended_on").notNull(),
    newEndDate: text("new_end_date").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [index("project_time_extensions_project_idx").on(t.projectId, t.extendedOn)],
);

/**
 * A project's report for one fiscal month (Shrawan=0): this month's physical target and achievement
 * and financial target in percent, budget and expense in lakh, and the problems met.
 */
export const projectProgress = pgTable(
  "project_progress",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    month: smallint("month").notNull(),
    physicalTarget: numeric("physical_target", { precision: 5, scale: 2 }).notNull(),
    physicalAchieved: numeric("physical_achieved", { precision: 5, scale: 2 }).notNull(),
    financialTarget: numeric("financial_target", { precision: 5, scale: 2 }).notNull(),
    budget: numeric("budget", { precision: 14, scale: 2 }).notNull(),
    expense: numeric("expense", { precision: 14, scale: 2 }).notNull(),
    problemTypeId: integer("problem_type_id").references(() => setupItems.id, { onDelete: "restrict" }),
    problemSubTypeId: integer("problem_sub_type_id").references(() => setupItems.id, {
      onDelete: "restrict",
    }),
    problems: text("problems").notNull().default(""),
    remarks: text("remarks").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
    createdByNikayaId: integer("created_by_nikaya_id").references(() => offices.id),
    /**
     * A month whose physical achievement rises more than the threshold is a claim (docs/product-rules.md
     * "Evidence before completion"): null when none is needed, else claimed, accepted or rejected; a month
     * claimed or rejected adds nothing to the project's figures.
     */
    jumpState: text("jump_state", { enum: ["claimed", "accepted", "rejected"] }),
    jumpReason: text("jump_reason"),
    jumpClaimedAt: timestamp("jump_claimed_at", { withTimezone: true }),
    jumpDecidedBy: integer("jump_decided_by"),
    jumpDecidedAt: timestamp("jump_decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("project_progress_month_uq").on(t.projectId, t.fiscalYearId, t.month),
    index("project_progress_year_month_idx").on(t.fiscalYearId, t.month),
    index("project_progress_claimed_idx").on(t.projectId).where(sql`jump_state = 'claimed'`),
  ],
);

/** A project's attached files (stored through lib/record-files.ts). */
export const projectFiles = pgTable(
  "project_files",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("project_files_project_idx").on(t.projectId)],
);

/**
 * Users of the project-head role assigned to a project, with posting and termination dates (BS); an
 * assignment without a termination date, or ending today or later, lets the head see and report the
 * project.
 */
export const projectHeads = pgTable(
  "project_heads",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    postedOn: text("posted_on").notNull(),
    terminatedOn: text("terminated_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [index("project_heads_user_idx").on(t.userId), index("project_heads_project_idx").on(t.projectId)],
);

/**
 * Each project's figures as of each fiscal month (Shrawan=0) of every fiscal year it belongs to (the
 * year it is profiled in and any year with progress): what `modules/projects/project-measures.ts`
 * counts, kept by `modules/projects/project-figures.ts` inside every write that changes them (profile,
 * cost revision, time extension, monthly progress), so the dashboard and the consolidated view read
 * one month's short rows instead of summing every project's months.
 */
export const projectMonthFigures = pgTable(
  "project_month_figures",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    month: smallint("month").notNull(),
    /** The newest cost revision dated by the month's end, else the initial estimate (lakh). */
    cost: numeric("cost", { precision: 14, scale: 2 }).notNull(),
    /** That revision is above the initial estimate. */
    overCost: boolean("over_cost").notNull(),
    /** A time extension is dated by the month's end. */
    extended: boolean("extended").notNull(),
    /** The month itself has a progress report. */
    reported: boolean("reported").notNull(),
    /** The year's monthly physical targets and achievements (%), budgets and expenses (lakh) summed to the month. */
    planned: numeric("planned", { precision: 14, scale: 2 }).notNull(),
    achieved: numeric("achieved", { precision: 14, scale: 2 }).notNull(),
    budget: numeric("budget", { precision: 14, scale: 2 }).notNull(),
    expense: numeric("expense", { precision: 14, scale: 2 }).notNull(),
    /** The year's budget as planned (the baseline in force, lakh; 0 without one): financial progress's denominator. */
    yearBudget: numeric("year_budget", { precision: 14, scale: 2 }).notNull(),
    /** The budget planned to the month (the baseline's annual budget x its planned financial % to it). */
    plannedBudget: numeric("planned_budget", { precision: 14, scale: 2 }).notNull().default("0"),
    /** The physical % achieved since the project's start to the month (every year's months up to it). */
    achievedTotal: numeric("achieved_total", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (t) => [
    primaryKey({ columns: [t.fiscalYearId, t.month, t.projectId] }),
    index("project_month_figures_project_idx").on(t.projectId),
  ],
);

/**
 * A project year's baseline: the planned curve fixed when the year's plan is set (version 1, the
 * original) and every approved change after it (versions 2, 3, ...), never edited nor removed. The
 * newest version is the baseline in force: its annual budget is the denominator of financial progress
 * and its monthly planned physical and financial % are the year's planned curve.
 */
export const projectBaselines = pgTable(
  "project_baselines",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    version: smallint("version").notNull(),
    /** The year's budget as planned (lakh). */
    annualBudget: numeric("annual_budget", { precision: 14, scale: 2 }).notNull(),
    /** Twelve monthly planned physical % (Shrawan first), adding up to at most 100. */
    plannedPhysical: numeric("planned_physical", { precision: 5, scale: 2 }).array().notNull(),
    /** Twelve monthly planned financial % of the annual budget, adding up to at most 100. */
    plannedFinancial: numeric("planned_financial", { precision: 5, scale: 2 }).array().notNull(),
    /** The day the version was approved (BS). */
    setOn: text("set_on").notNull(),
    reason: text("reason").notNull().default(""),
    /** Who approved the version (name and designation as written). */
    approvedBy: text("approved_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [uniqueIndex("project_baselines_version_uq").on(t.projectId, t.fiscalYearId, t.version)],
);

/**
 * A project's components (work items) with their weights (any positive numbers; a component's share is
 * its weight over the sum). When a project has components, its monthly physical progress is their
 * weighted progress (`project-figures.ts`).
 */
export const projectComponents = pgTable(
  "project_components",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameNp: text("name_np").notNull(),
    weight: numeric("weight", { precision: 9, scale: 2 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    index("project_components_project_idx").on(t.projectId),
    check("project_components_weight_check", sql`${t.weight} > 0`),
  ],
);

/** A component's physical % achieved in one fiscal month (of the component; a year's months add up to at most 100). */
export const projectComponentProgress = pgTable(
  "project_component_progress",
  {
    id: serial("id").primaryKey(),
    componentId: integer("component_id")
      .notNull()
      .references(() => projectComponents.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    month: smallint("month").notNull(),
    achieved: numeric("achieved", { precision: 5, scale: 2 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [uniqueIndex("project_component_progress_month_uq").on(t.componentId, t.fiscalYearId, t.month)],
);
