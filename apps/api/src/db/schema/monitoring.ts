import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";
import { recordFileColumns } from "./files";
import { notices } from "./notices";
import { offices } from "./offices";
import { projects } from "./projects";

/**
 * A monitoring visit (anugaman; SPEC.md section 3 "Monitoring"): `nikaya_id` is the creating office (its
 * scope decides who sees and manages the visit), `target_nikaya_id` the office monitored and `project_id`
 * optionally one of its projects. Dates are BS with their AD copies for SQL; the fiscal year is the from
 * date's. `state` follows packages/domain/src/monitoring/visit-states.ts; `state_reason` is the reason of
 * the last return or cancellation.
 */
export const monitoringVisits = pgTable(
  "monitoring_visits",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    targetNikayaId: integer("target_nikaya_id")
      .notNull()
      .references(() => offices.id),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    subject: text("subject").notNull(),
    fromDate: text("from_date").notNull(),
    fromDateAd: date("from_date_ad").notNull(),
    toDate: text("to_date").notNull(),
    toDateAd: date("to_date_ad").notNull(),
    transport: text("transport"),
    expense: numeric("expense", { precision: 14, scale: 2 }),
    country: text("country").notNull().default(""),
    ward: text("ward").notNull().default(""),
    location: text("location").notNull().default(""),
    code: text("code").notNull().default(""),
    orphan: boolean("orphan").notNull().default(false),
    orderNumber: text("order_number").notNull().default(""),
    approverName: text("approver_name").notNull().default(""),
    approverDesignation: text("approver_designation").notNull().default(""),
    approverOffice: text("approver_office").notNull().default(""),
    orderCount: integer("order_count").notNull().default(0),
    orderIssuedOn: text("order_issued_on"),
    state: text("state").notNull().default("draft"),
    stateReason: text("state_reason").notNull().default(""),
    /** The day (AD) the report was first submitted: "on time" is derived from it and the visit's dates. */
    reportedOnAd: date("reported_on_ad"),
    /** A merged visit combines several visits under its own title, order, team and one report. */
    isMerged: boolean("is_merged").notNull().default(false),
    /** Set on a source visit once merged: it stays, and the merged visit carries the work on. */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => monitoringVisits.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    index("monitoring_visits_office_idx").on(t.nikayaId, t.fiscalYearId),
    index("monitoring_visits_target_idx").on(t.targetNikayaId, t.toDateAd),
    index("monitoring_visits_project_idx").on(t.projectId, t.toDateAd),
    index("monitoring_visits_state_idx").on(t.fiscalYearId, t.state),
    index("monitoring_visits_merged_into_idx").on(t.mergedIntoId),
  ],
);

/** A team member; `user_id` links the account that verifies the participation. */
export const monitoringMembers = pgTable(
  "monitoring_members",
  {
    id: serial("id").primaryKey(),
    visitId: integer("visit_id")
      .notNull()
      .references(() => monitoringVisits.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    designation: text("designation").notNull().default(""),
    memberType: text("member_type").notNull().default("staff"),
    isLeader: boolean("is_leader").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Why the member is excused from the visit (written by the creating office); empty when not excused. */
    excuseReason: text("excuse_reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("monitoring_members_visit_idx").on(t.visitId),
    index("monitoring_members_user_idx").on(t.userId),
    uniqueIndex("monitoring_members_leader_uq").on(t.visitId).where(sql`${t.isLeader}`),
  ],
);

/** A visit's report (one per visit): written in the field, corrected after a return, reviewed once submitted. */
export const monitoringReports = pgTable("monitoring_reports", {
  visitId: integer("visit_id")
    .primaryKey()
    .references(() => monitoringVisits.id, { onDelete: "cascade" }),
  teamMobilised: boolean("team_mobilised").notNull().default(false),
  asPerSubject: boolean("as_per_subject").notNull().default(false),
  mainObjectives: text("main_objectives").notNull().default(""),
  suggestion: text("suggestion").notNull().default(""),
  orderText: text("order_text").notNull().default(""),
  referral: text("referral").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id),
});

/** The report's files, stored through lib/record-files.ts. */
export const monitoringReportFiles = pgTable(
  "monitoring_report_files",
  {
    id: serial("id").primaryKey(),
    visitId: integer("visit_id")
      .notNull()
      .references(() => monitoringVisits.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("monitoring_report_files_visit_idx").on(t.visitId)],
);

/** Comments on a visit's report, with their author and time. */
export const monitoringComments = pgTable(
  "monitoring_comments",
  {
    id: serial("id").primaryKey(),
    visitId: integer("visit_id")
      .notNull()
      .references(() => monitoringVisits.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("monitoring_comments_visit_idx").on(t.visitId, t.id)],
);

/**
 * A recommendation of the report made an action point for the responsible office. Overdue is never
 * stored: an open or in-progress point past `due_date_ad` (reports count its days in SQL).
 */
export const monitoringActionPoints = pgTable(
  "monitoring_action_points",
  {
    id: serial("id").primaryKey(),
    visitId: integer("visit_id")
      .notNull()
      .references(() => monitoringVisits.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    responsibleNikayaId: integer("responsible_nikaya_id")
      .notNull()
      .references(() => offices.id),
    dueDate: text("due_date").notNull(),
    dueDateAd: date("due_date_ad").notNull(),
    priority: text("priority").notNull().default("medium"),
    status: text("status").notNull().default("open"),
    actionsTaken: text("actions_taken").notNull().default(""),
    reason: text("reason").notNull().default(""),
    answeredBy: integer("answered_by").references(() => users.id),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The visit's team on a completion claim: accepted (completed) or rejected with this note. */
    reviewNote: text("review_note").notNull().default(""),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    index("monitoring_action_points_visit_idx").on(t.visitId),
    index("monitoring_action_points_office_idx").on(t.responsibleNikayaId, t.status),
    index("monitoring_action_points_open_due_idx")
      .on(t.dueDateAd)
      .where(sql`${t.status} IN ('open', 'in_progress', 'completion_claimed')`),
  ],
);

/** An action point's evidence (a completion claim's files), stored through lib/record-files.ts. */
export const monitoringPointFiles = pgTable(
  "monitoring_point_files",
  {
    id: serial("id").primaryKey(),
    pointId: integer("point_id")
      .notNull()
      .references(() => monitoringActionPoints.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("monitoring_point_files_point_idx").on(t.pointId)],
);

/**
 * A reminder sent to an action point's responsible office once the point is overdue: at most one per
 * aging stage (d0_30, d31_60, d61_90, d90_plus; the unique key makes a rerun of the job send nothing
 * twice). `notice_id` is the bell notice it created (its SMS and e-mail are that notice's).
 */
export const monitoringPointReminders = pgTable(
  "monitoring_point_reminders",
  {
    id: serial("id").primaryKey(),
    pointId: integer("point_id")
      .notNull()
      .references(() => monitoringActionPoints.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("monitoring_point_reminders_once_uq").on(t.pointId, t.stage)],
);
