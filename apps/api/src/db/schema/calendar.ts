import { boolean, date, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * BS month lengths per year, seeded from the converter library and correctable by admin. Every date
 * computation of the server reads this table (through the calendar service).
 */
export const calendarYears = pgTable("calendar_years", {
  bsYear: integer("bs_year").primaryKey(),
  months: smallint("months").array().notNull(),
  /**
   * When admin confirmed the month lengths against the published calendar; until then the year's dates
   * are provisional (converter libraries disagree from BS 2084 on and are corrected each year).
   */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
});

export const fiscalYears = pgTable("fiscal_years", {
  id: serial("id").primaryKey(),
  /** BS year in which the fiscal year starts (2083 for 2083/84). */
  startYear: integer("start_year").notNull().unique(),
  title: text("title").notNull(),
  titleNp: text("title_np").notNull(),
  startBs: text("start_bs").notNull(),
  endBs: text("end_bs").notNull(),
  startAd: date("start_ad").notNull(),
  endAd: date("end_ad").notNull(),
  status: boolean("status").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
});

/**
 * The fiscal years the reference seed added, by start year: the seed adds each once, so a year admin
 * removed later is not added again at the next start (as `role_default_grants` does for role defaults).
 */
export const seededFiscalYears = pgTable("seeded_fiscal_years", {
  startYear: integer("start_year").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
