import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";
import { notices } from "./notices";
import { offices } from "./offices";

/**
 * The monthly approval chain (issue 33): one row per reporting stream, fiscal year, fiscal month and
 * office once the office first submits; no row means open. `level` is the last level that approved
 * (0 while submitted or open). Read and written only through the approvals module (`assertMonthOpen`).
 */
export const approvals = pgTable(
  "approvals",
  {
    id: serial("id").primaryKey(),
    stream: text("stream").notNull(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    month: smallint("month").notNull(),
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    level: smallint("level").notNull().default(0),
    reason: text("reason"),
    submittedBy: integer("submitted_by"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    actedBy: integer("acted_by"),
    actedAt: timestamp("acted_at", { withTimezone: true }),
    /**
     * The first submission's day (BS, Nepal) and the close of the month's entry window in force then:
     * timeliness is the first submission's (a return or a withdrawal never makes a month late).
     */
    firstSubmittedOn: text("first_submitted_on"),
    dueDate: text("due_date"),
  },
  (t) => [
    unique("approvals_stream_year_month_office_key").on(t.stream, t.fiscalYearId, t.month, t.officeId),
    index("approvals_office_idx").on(t.officeId),
    check("approvals_stream_check", sql`${t.stream} IN ('pragati', 'project', 'contract', 'indicator')`),
    check("approvals_state_check", sql`${t.state} IN ('open', 'submitted', 'approved', 'returned')`),
    check("approvals_month_check", sql`${t.month} BETWEEN 0 AND 11`),
  ],
);

/**
 * The reminders sent to offices still missing a month of a stream before its entry window closes: one
 * per stream, fiscal year, month and office, claimed by its key before the notice is written.
 */
export const approvalReminders = pgTable(
  "approval_reminders",
  {
    id: serial("id").primaryKey(),
    stream: text("stream").notNull(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    month: smallint("month").notNull(),
    officeId: integer("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("approval_reminders_once_uq").on(t.stream, t.fiscalYearId, t.month, t.officeId)],
);

/** How many levels above the office each stream's month climbs (admin's setting; no row means 2). */
export const approvalLevels = pgTable(
  "approval_levels",
  {
    stream: text("stream").primaryKey(),
    levels: smallint("levels").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by"),
  },
  (t) => [check("approval_levels_levels_check", sql`${t.levels} BETWEEN 1 AND 5`)],
);

/**
 * The submitter's explanations of a month's data-quality warnings (issue 33 item 5): one per check and
 * record, kept with the month they were given for; a later submission of the month replaces them.
 */
export const dataQualityExplanations = pgTable(
  "data_quality_explanations",
  {
    id: serial("id").primaryKey(),
    approvalId: integer("approval_id")
      .notNull()
      .references(() => approvals.id, { onDelete: "cascade" }),
    check: text("check").notNull(),
    recordId: integer("record_id").notNull(),
    text: text("text").notNull(),
    explainedBy: integer("explained_by").references(() => users.id),
    explainedAt: timestamp("explained_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("data_quality_explanations_uq").on(t.approvalId, t.check, t.recordId),
    check(
      "data_quality_explanations_check_check",
      sql`${t.check} IN ('progress_gap', 'over_target', 'cumulative_down', 'treasury_gap')`,
    ),
  ],
);
