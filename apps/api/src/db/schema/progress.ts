import { sql } from "drizzle-orm";
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { fiscalYears } from "./calendar";
import { offices } from "./offices";
import { milestones } from "./plans";
import { setupItems } from "./setup";

/**
 * One progress entry per milestone per fiscal month (unique), with the secretary's comment and rating.
 * `returned_at` marks an entry sent back to the office, which may then correct it once outside the window.
 */
export const progressEntries = pgTable(
  "progress_entries",
  {
    id: serial("id").primaryKey(),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => milestones.id),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    month: smallint("month").notNull(),
    status: text("status").notNull(),
    achieved: numeric("achieved", { precision: 16, scale: 4 }).notNull(),
    explanation: text("explanation").notNull().default(""),
    /** BS date the entry was made. */
    entryDate: text("entry_date").notNull(),
    comment: text("comment"),
    commentedBy: integer("commented_by"),
    commentedAt: timestamp("commented_at", { withTimezone: true }),
    rating: smallint("rating"),
    ratedBy: integer("rated_by"),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    returnNote: text("return_note"),
    correctionUsed: boolean("correction_used").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
    createdByNikaya: integer("created_by_nikaya"),
    /**
     * A completed entry's claim (docs/product-rules.md "Evidence before completion"): null when no claim
     * is needed (not completed, or saved with the setting off), else claimed, accepted or rejected; only
     * null or accepted counts as completed.
     */
    completionState: text("completion_state", { enum: ["claimed", "accepted", "rejected"] }),
    completionReason: text("completion_reason"),
    completionClaimedAt: timestamp("completion_claimed_at", { withTimezone: true }),
    completionDecidedBy: integer("completion_decided_by"),
    completionDecidedAt: timestamp("completion_decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("progress_entries_milestone_month_idx").on(t.milestoneId, t.month),
    index("progress_entries_office_month_idx").on(t.fiscalYearId, t.nikayaId, t.month),
    index("progress_entries_claimed_idx").on(t.nikayaId).where(sql`completion_state = 'claimed'`),
  ],
);

/** Reasons for a missed target: a main problem type and its sub type (setup list paragati-samasyas-types). */
export const progressReasons = pgTable(
  "progress_reasons",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => progressEntries.id, { onDelete: "cascade" }),
    mainTypeId: integer("main_type_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
    subTypeId: integer("sub_type_id")
      .notNull()
      .references(() => setupItems.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.subTypeId] }),
    index("progress_reasons_main_idx").on(t.mainTypeId),
  ],
);

export const progressFiles = pgTable(
  "progress_files",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => progressEntries.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("progress_files_entry_idx").on(t.entryId)],
);

/**
 * The state of every milestone as of every fiscal month (12 rows a milestone), kept current in the
 * transaction of every progress write: the dashboard and the reports read month M here instead of
 * finding each milestone's latest entry at or before M. `band` follows BANDS in the domain package
 * (0 = not started .. 6 = completed); `entered` is true when an entry exists for exactly that month.
 */
export const milestoneMonthStatus = pgTable(
  "milestone_month_status",
  {
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "cascade" }),
    month: smallint("month").notNull(),
    fiscalYearId: integer("fiscal_year_id").notNull(),
    nikayaId: integer("nikaya_id").notNull(),
    status: text("status").notNull(),
    band: smallint("band").notNull(),
    percent: numeric("percent", { precision: 9, scale: 2 }).notNull(),
    rating: smallint("rating"),
    entered: boolean("entered").notNull(),
    /** The latest entry at or before M, which carries the status (and the reasons of a missed target). */
    entryId: integer("entry_id"),
    /** Achieved by the end of M: the latest running total (cumulative) or the sum of the months. */
    achieved: numeric("achieved", { precision: 16, scale: 4 }).notNull(),
    /** For a completed milestone, the month its current completed run began; null otherwise. */
    completedSince: smallint("completed_since"),
    /** The entry of month M itself has the secretary's comment. */
    commented: boolean("commented").notNull(),
    // The milestone's own fields the reports filter and count by, copied so a report reads this table
    // alone (every milestone edit rewrites the rows).
    activityId: integer("activity_id").notNull(),
    typeId: integer("type_id"),
    subtypeId: integer("subtype_id"),
    startMonth: smallint("start_month").notNull(),
    endMonth: smallint("end_month").notNull(),
    annualTarget: numeric("annual_target", { precision: 16, scale: 4 }).notNull(),
    cumulative: boolean("cumulative").notNull(),
    /** The reasons of the latest entry as aligned pairs (main, sub), ordered by sub type. */
    reasonMainIds: integer("reason_main_ids").array().notNull(),
    reasonSubIds: integer("reason_sub_ids").array().notNull(),
  },
  // Migration 0008 adds `milestone_month_status_report_idx` on (fiscal_year_id, month, nikaya_id)
  // INCLUDE every column a report reads, so a month of the whole country is one index-only range;
  // Drizzle's index builder cannot express INCLUDE, so it lives in the migration alone.
  (t) => [primaryKey({ columns: [t.milestoneId, t.month] })],
);

/**
 * Milestone counts per office, fiscal month and month type, by band and by rating: `upto` counts every
 * live milestone's `milestone_month_status` row of the month, `in` those with an entry in that month.
 * Kept equal to that aggregate by the statement triggers of migrations 0007 and 0009 (every insert,
 * update and delete of status rows applies its difference). The dashboard reads one row per office.
 */
export const officeMonthCounts = pgTable(
  "office_month_counts",
  {
    fiscalYearId: integer("fiscal_year_id").notNull(),
    month: smallint("month").notNull(),
    nikayaId: integer("nikaya_id").notNull(),
    monthType: text("month_type", { enum: ["upto", "in"] }).notNull(),
    milestones: integer("milestones").notNull(),
    notStarted: integer("not_started").notNull(),
    below20: integer("in_progress_below_twenty_percent").notNull(),
    below40: integer("in_progress_below_fourty_percent").notNull(),
    below60: integer("in_progress_below_sixty_percent").notNull(),
    below80: integer("in_progress_below_eighty_percent").notNull(),
    below100: integer("in_progress_below_hundred_percent").notNull(),
    completedAndAchieved: integer("completed_and_achieved").notNull(),
    zeroRating: integer("zero_rating").notNull(),
    oneRating: integer("one_rating").notNull(),
    twoRating: integer("two_rating").notNull(),
    threeRating: integer("three_rating").notNull(),
    fourRating: integer("four_rating").notNull(),
    fiveRating: integer("five_rating").notNull(),
  },
  (t) => [primaryKey({ columns: [t.fiscalYearId, t.month, t.monthType, t.nikayaId] })],
);
