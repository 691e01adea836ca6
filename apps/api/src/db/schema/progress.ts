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
  },
  (t) => [
    uniqueIndex("progress_entries_milestone_month_idx").on(t.milestoneId, t.month),
    index("progress_entries_office_month_idx").on(t.fiscalYearId, t.nikayaId, t.month),
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
  },
  (t) => [
    primaryKey({ columns: [t.milestoneId, t.month] }),
    // Covers the dashboard's count (entered and milestone_id included), so it reads the index only.
    index("milestone_month_status_dashboard_idx").on(
      t.fiscalYearId,
      t.month,
      t.nikayaId,
      t.band,
      t.rating,
      t.entered,
      t.milestoneId,
    ),
  ],
);
