import { boolean, date, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { fiscalYears } from "./calendar";

/**
 * The one row of system settings behind the setup block (SPEC.md section 7). Reporting months are
 * fiscal months (Shrawan=0); null means "the fiscal month of today".
 */
export const appSettings = pgTable("app_settings", {
  id: integer("id").primaryKey().default(1),
  currentFiscalYearId: integer("current_fiscal_year_id").references(() => fiscalYears.id),
  helperLimit: integer("helper_limit").notNull().default(5),
  reasonLimit: integer("reason_limit").notNull().default(3),
  descriptionLimit: integer("description_limit").notNull().default(500),
  /** A project is flagged when its treasury expense % and reported financial % differ by more points. */
  treasuryGapPercent: integer("treasury_gap_percent").notNull().default(10),
  /** An indicator within this many points of 100 % of its target to date is on track (issue 20). */
  indicatorOnTrackBand: integer("indicator_on_track_band").notNull().default(15),
  /** The centre's dashboards show approved months only unless the viewer asks for all (issue 33 item 2). */
  approvedOnlyDefault: boolean("approved_only_default").notNull().default(false),
  /** A month's physical and financial progress this many points apart make a data-quality warning (issue 33). */
  qualityGapPercent: integer("quality_gap_percent").notNull().default(25),
  pragatiNotification: boolean("pragati_notification").notNull().default(true),
  commentNotification: boolean("comment_notification").notNull().default(true),
  ratingNotification: boolean("rating_notification").notNull().default(true),
  allowAdoption: boolean("allow_adoption").notNull().default(true),
  pragatiReportingMonth: smallint("pragati_reporting_month"),
  suchakReportingMonth: smallint("suchak_reporting_month"),
  ayojanaReportingMonth: smallint("ayojana_reporting_month"),
  activeSuchakMonths: smallint("active_suchak_months").array().notNull().default([]),
  pragatiAddFrom: text("pragati_add_from"),
  pragatiAddTo: text("pragati_add_to"),
  pragatiEditFrom: text("pragati_edit_from"),
  pragatiEditTo: text("pragati_edit_to"),
  suchakPeriodFrom: text("suchak_period_from"),
  suchakPeriodTo: text("suchak_period_to"),
  ayojanaPeriodFrom: text("ayojana_period_from"),
  ayojanaPeriodTo: text("ayojana_period_to"),
  /** BS year whose 1 Baishakh is `calendarAnchorAd`; the month table counts from there. */
  calendarAnchorYear: integer("calendar_anchor_year").notNull(),
  calendarAnchorAd: date("calendar_anchor_ad").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
  // Evidence before completion (issue 33 item 3): a decision reported implemented and an action point
  // claimed completed are accepted only with an evidence file.
  evidenceForDecisions: boolean("evidence_for_decisions").notNull().default(true),
  evidenceForActionPoints: boolean("evidence_for_action_points").notNull().default(true),
  // Evidence before completion (issue 33 item 3), milestones and project progress: a completed milestone
  // and a project month rising more than `projectJumpThreshold` points need evidence and the approver's
  // acceptance before they count.
  evidenceForMilestones: boolean("evidence_for_milestones").notNull().default(true),
  evidenceForProjectJump: boolean("evidence_for_project_jump").notNull().default(true),
  projectJumpThreshold: integer("project_jump_threshold").notNull().default(20),
  // Open data (issue 34): the publisher named in the OCDS and OC4IDS packages and the registered ocid
  // prefix; no contract release is made until the prefix is set (docs/product-rules.md "Open data").
  openPublisherName: text("open_publisher_name"),
  openPublisherUri: text("open_publisher_uri"),
  ocidPrefix: text("ocid_prefix"),
});

/**
 * One row: the version of the reference rows behind the setup block (app_settings, calendar_years,
 * fiscal_years, locks), a new random value after every statement that writes any of them (triggers of
 * migration 0046). An API process keeps those rows while the version it reads is the one it read them
 * at: one indexed read instead of five per request, and every instance sees a change at once.
 */
export const referenceVersion = pgTable("reference_version", {
  id: integer("id").primaryKey().default(1),
  version: uuid("version").notNull().defaultRandom(),
});
