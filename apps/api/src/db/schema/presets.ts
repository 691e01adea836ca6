import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";
import { milestones } from "./plans";

/**
 * A user's saved milestone selection (SPEC.md section 3, "Filter preset"), for one fiscal year. It
 * expires after at most a year: `expires_at` is the BS date shown to the user, `expires_at_ad` the same
 * day in AD, which the lists compare with today.
 */
export const milestonePresets = pgTable(
  "milestone_presets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    title: text("title").notNull(),
    expiresAt: text("expires_at").notNull(),
    expiresAtAd: date("expires_at_ad", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("milestone_presets_user_idx").on(t.userId, t.fiscalYearId, t.expiresAtAd)],
);

/** The milestones of a preset. */
export const milestonePresetItems = pgTable(
  "milestone_preset_items",
  {
    presetId: integer("preset_id")
      .notNull()
      .references(() => milestonePresets.id, { onDelete: "cascade" }),
    milestoneId: integer("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.presetId, t.milestoneId] }),
    index("milestone_preset_items_milestone_idx").on(t.milestoneId),
  ],
);
