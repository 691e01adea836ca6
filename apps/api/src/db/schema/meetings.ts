import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
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
import { indicators } from "./indicators";
import { notices } from "./notices";
import { offices } from "./offices";
import { milestones } from "./plans";
import { projects } from "./projects";
import { setupItems } from "./setup";

/**
 * A meeting (SPEC.md section 3 "Meeting"): its number is a serial per meeting type and fiscal year (the
 * fiscal year of its BS date); `nikaya_id` is its secretariat, the office that records it and reviews
 * its decisions' reports.
 */
export const meetings = pgTable(
  "meetings",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    meetingTypeId: integer("meeting_type_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
    presidencyTypeId: integer("presidency_type_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    presidentName: text("president_name").notNull(),
    presidentPosition: text("president_position").notNull(),
    meetingDate: text("meeting_date").notNull(),
    attendees: text("attendees").notNull().default(""),
    agenda: text("agenda").notNull().default(""),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("meetings_number_uq").on(t.meetingTypeId, t.fiscalYearId, t.number),
    index("meetings_year_idx").on(t.fiscalYearId, t.meetingDate),
  ],
);

/** A meeting's files (the signed minute among them), stored through lib/record-files.ts. */
export const meetingFiles = pgTable(
  "meeting_files",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("meeting_files_meeting_idx").on(t.meetingId)],
);

/**
 * A decision of a meeting: one accountable implementing office, the office that reports on it, and
 * the reporting duration that gives its due date (meeting date + one duration, BS and AD both kept so
 * reports count days in SQL). Overdue is never stored: it is an open status past `due_date_ad`.
 */
export const decisions = pgTable(
  "decisions",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    itemNo: integer("item_no").notNull(),
    description: text("description").notNull(),
    subjectAreaId: integer("subject_area_id").references(() => setupItems.id, { onDelete: "restrict" }),
    implementingOfficeId: integer("implementing_office_id")
      .notNull()
      .references(() => offices.id),
    reportingOfficeId: integer("reporting_office_id")
      .notNull()
      .references(() => offices.id),
    reportingDurationId: integer("reporting_duration_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
    dueDate: text("due_date").notNull(),
    dueDateAd: date("due_date_ad").notNull(),
    status: text("status").notNull().default("not_started"),
    reason: text("reason").notNull().default(""),
    /** How far a partially implemented decision is carried out (1-99), from its accepted report. */
    implementationPercent: smallint("implementation_percent"),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    milestoneId: integer("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    indicatorId: integer("indicator_id").references(() => indicators.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("decisions_item_uq").on(t.meetingId, t.itemNo),
    index("decisions_implementing_idx").on(t.implementingOfficeId),
    index("decisions_reporting_idx").on(t.reportingOfficeId),
    index("decisions_open_due_idx")
      .on(t.dueDateAd)
      .where(sql`${t.status} IN ('not_started', 'in_progress', 'partially_implemented')`),
  ],
);

/** Offices that support a decision's implementation; the implementing office stays the one accountable. */
export const decisionSupportingOffices = pgTable(
  "decision_supporting_offices",
  {
    decisionId: integer("decision_id")
      .notNull()
      .references(() => decisions.id, { onDelete: "cascade" }),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
  },
  (t) => [
    primaryKey({ columns: [t.decisionId, t.nikayaId] }),
    index("decision_supporting_offices_office_idx").on(t.nikayaId),
  ],
);

/**
 * A reporting office's report on a decision for one reporting period: the status it proposes, what was
 * done and why not more. The secretariat accepts it (only then the decision's status changes) or returns
 * it with a note; a correction is a new report, so the decision's history keeps every one. At most one
 * report per decision waits for review.
 */
export const decisionReports = pgTable(
  "decision_reports",
  {
    id: serial("id").primaryKey(),
    decisionId: integer("decision_id")
      .notNull()
      .references(() => decisions.id, { onDelete: "cascade" }),
    periodIndex: integer("period_index").notNull(),
    periodEnd: text("period_end").notNull(),
    status: text("status").notNull(),
    description: text("description").notNull(),
    reason: text("reason").notNull().default(""),
    /** With `partially_implemented`: how far it is carried out (1-99). */
    implementationPercent: smallint("implementation_percent"),
    state: text("state").notNull().default("submitted"),
    reviewNote: text("review_note").notNull().default(""),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    reportedBy: integer("reported_by").references(() => users.id),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("decision_reports_decision_idx").on(t.decisionId, t.id),
    uniqueIndex("decision_reports_pending_uq").on(t.decisionId).where(sql`${t.state} = 'submitted'`),
  ],
);

/** A report's evidence files, stored through lib/record-files.ts. */
export const decisionReportFiles = pgTable(
  "decision_report_files",
  {
    id: serial("id").primaryKey(),
    reportId: integer("report_id")
      .notNull()
      .references(() => decisionReports.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("decision_report_files_report_idx").on(t.reportId)],
);

/**
 * A reminder sent to a decision's reporting office: `due` before a report date, `overdue` after the due
 * date, at most one of each kind per reporting period (the unique key makes a rerun of the job send
 * nothing twice). `notice_id` is the bell notice it created (its SMS and e-mail are that notice's).
 */
export const decisionReminders = pgTable(
  "decision_reminders",
  {
    id: serial("id").primaryKey(),
    decisionId: integer("decision_id")
      .notNull()
      .references(() => decisions.id, { onDelete: "cascade" }),
    periodIndex: integer("period_index").notNull(),
    kind: text("kind").notNull(),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("decision_reminders_once_uq").on(t.decisionId, t.periodIndex, t.kind)],
);
