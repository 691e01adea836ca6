import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { fiscalYears } from "./calendar";
import { offices } from "./offices";
import { setupItems } from "./setup";

const audit = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
  /** Plans keep their history: deleting sets this, and every list reads `deleted_at IS NULL`. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

/** Policy or program (nitikaryakram) of an office for a fiscal year; points nest through `parent_id`. */
export const policies = pgTable(
  "policies",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    parentId: integer("parent_id").references((): AnyPgColumn => policies.id),
    pointNo: text("point_no").notNull(),
    name: text("name").notNull(),
    startFrom: text("start_from"),
    endAt: text("end_at"),
    budget: numeric("budget", { precision: 16, scale: 2 }),
    /** Setup list `nitikaryakram` (policy/program type used for reporting). */
    reportingTypeId: integer("reporting_type_id").references(() => setupItems.id, { onDelete: "restrict" }),
    status: boolean("status").notNull().default(true),
    /** The row of the previous fiscal year this was adopted from. */
    sourceId: integer("source_id"),
    ...audit(),
  },
  (t) => [
    index("policies_office_year_idx").on(t.fiscalYearId, t.nikayaId),
    index("policies_parent_idx").on(t.parentId),
  ],
);

export const budgetHeads = pgTable(
  "budget_heads",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id),
    pointNo: text("point_no").notNull(),
    heading: text("heading").notNull(),
    amount: numeric("amount", { precision: 16, scale: 2 }).notNull(),
    /** Setup list `budget-head` (the budget code). */
    budgetCodeId: integer("budget_code_id").references(() => setupItems.id, { onDelete: "restrict" }),
    sourceId: integer("source_id"),
    ...audit(),
  },
  (t) => [
    index("budget_heads_policy_idx").on(t.policyId),
    index("budget_heads_office_year_idx").on(t.fiscalYearId, t.nikayaId),
  ],
);

/** An activity under a policy (and optionally a budget head), implemented by one office with helpers. */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    /** The implementing office; scope and reports follow it. */
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    policyId: integer("policy_id")
      .notNull()
      .references(() => policies.id),
    budgetHeadId: integer("budget_head_id").references(() => budgetHeads.id),
    pointNo: text("point_no").notNull(),
    title: text("title").notNull(),
    annualTarget: numeric("annual_target", { precision: 16, scale: 4 }),
    unitId: integer("unit_id").references(() => setupItems.id, { onDelete: "restrict" }),
    sourceId: integer("source_id"),
    ...audit(),
  },
  (t) => [
    index("activities_office_year_idx").on(t.fiscalYearId, t.nikayaId),
    index("activities_policy_idx").on(t.policyId),
    index("activities_budget_head_idx").on(t.budgetHeadId),
  ],
);

/** Helper offices of an activity (at most the helper limit of the setup block). */
export const activityHelpers = pgTable(
  "activity_helpers",
  {
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.nikayaId] }),
    index("activity_helpers_office_idx").on(t.nikayaId),
  ],
);

/** Every move of an activity to another implementing office (PRODUCT.md section 3). */
export const activityTransfers = pgTable(
  "activity_transfers",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id),
    fromNikayaId: integer("from_nikaya_id")
      .notNull()
      .references(() => offices.id),
    toNikayaId: integer("to_nikaya_id")
      .notNull()
      .references(() => offices.id),
    remarks: text("remarks").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("activity_transfers_activity_idx").on(t.activityId)],
);

/**
 * A milestone of an activity. `nikaya_id` repeats the activity's implementing office so scope filters and
 * the per-office aggregates need no join; start and end month are the first and last selected months.
 */
export const milestones = pgTable(
  "milestones",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id),
    code: text("code").notNull(),
    title: text("title").notNull(),
    typeId: integer("type_id").references(() => setupItems.id, { onDelete: "restrict" }),
    subtypeId: integer("subtype_id").references(() => setupItems.id, { onDelete: "restrict" }),
    baseline: numeric("baseline", { precision: 16, scale: 4 }),
    annualTarget: numeric("annual_target", { precision: 16, scale: 4 }).notNull(),
    unitId: integer("unit_id").references(() => setupItems.id, { onDelete: "restrict" }),
    kriya: text("kriya").notNull().default(""),
    cumulative: boolean("cumulative").notNull(),
    startMonth: smallint("start_month").notNull(),
    endMonth: smallint("end_month").notNull(),
    sourceId: integer("source_id"),
    ...audit(),
  },
  (t) => [
    index("milestones_office_year_idx").on(t.fiscalYearId, t.nikayaId),
    index("milestones_activity_idx").on(t.activityId),
    index("milestones_type_idx").on(t.typeId),
    // The few deleted milestones, so aggregates leave them out with a cheap anti-join.
    index("milestones_deleted_idx")
      .on(t.id)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

/** The target of each selected month (fiscal month 0..11): running totals when cumulative. */
export const milestoneTargets = pgTable(
  "milestone_targets",
  {
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "cascade" }),
    month: smallint("month").notNull(),
    target: numeric("target", { precision: 16, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.milestoneId, t.month] })],
);
