import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  check,
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
import { offices } from "./offices";
import { setupItems } from "./setup";

/**
 * A ministry indicator (suchak) of one fiscal year (SPEC.md section 3; issue 20): the ministry that owns
 * it (`nikaya_id`, its scope and the office its lock is read for) and the office that reports it, a
 * tree through `parent_id`, how its values add up (`aggregation`) and which way is better
 * (`direction`). `baseline` null is "not applicable"; the annual target is the year's.
 */
export const indicators = pgTable(
  "indicators",
  {
    id: serial("id").primaryKey(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    responsibleOfficeId: integer("responsible_office_id").references(() => offices.id),
    parentId: integer("parent_id").references((): AnyPgColumn => indicators.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nameNp: text("name_np").notNull(),
    definition: text("definition").notNull().default(""),
    level: text("level").notNull().default("output"),
    officeCategoryId: integer("office_category_id").references(() => setupItems.id, { onDelete: "restrict" }),
    reviewPeriod: text("review_period").notNull().default("monthly"),
    unitId: integer("unit_id").references(() => setupItems.id, { onDelete: "restrict" }),
    unitType: text("unit_type").notNull().default("number"),
    direction: text("direction").notNull().default("increase"),
    aggregation: text("aggregation").notNull().default("non_cumulative"),
    baseline: numeric("baseline", { precision: 16, scale: 4 }),
    baselineFiscalYearId: integer("baseline_fiscal_year_id").references(() => fiscalYears.id),
    annualTarget: numeric("annual_target", { precision: 16, scale: 4 }),
    weightage: numeric("weightage", { precision: 7, scale: 2 }).notNull().default("1"),
    sdgCode: text("sdg_code"),
    sdgVersion: text("sdg_version"),
    dataSource: text("data_source").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("indicators_code_uq").on(t.fiscalYearId, sql`lower(${t.code})`),
    index("indicators_year_office_idx").on(t.fiscalYearId, t.nikayaId),
    // The reporting office (the responsible one, else the owner): whose months the completeness report expects.
    index("indicators_year_reporting_office_idx").on(
      t.fiscalYearId,
      sql`COALESCE(${t.responsibleOfficeId}, ${t.nikayaId})`,
    ),
    index("indicators_parent_idx").on(t.parentId),
    check("indicators_direction_check", sql`${t.direction} IN ('increase', 'decrease', 'not_applicable')`),
    check(
      "indicators_aggregation_check",
      sql`${t.aggregation} IN ('non_cumulative', 'cumulative', 'latest')`,
    ),
    check(
      "indicators_review_period_check",
      sql`${t.reviewPeriod} IN ('monthly', 'quarterly', 'four_monthly', 'yearly')`,
    ),
  ],
);

/**
 * One review period of an indicator (0-based within its fiscal year): its target and its achievement,
 * either of which may be missing. The achievement's value follows the indicator's aggregation (a running
 * total for a cumulative one); `reported_at` is when it was last entered.
 */
export const indicatorPeriods = pgTable(
  "indicator_periods",
  {
    id: serial("id").primaryKey(),
    indicatorId: integer("indicator_id")
      .notNull()
      .references(() => indicators.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    target: numeric("target", { precision: 16, scale: 4 }),
    actual: numeric("actual", { precision: 16, scale: 4 }),
    comment: text("comment").notNull().default(""),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportedBy: integer("reported_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("indicator_periods_uq").on(t.indicatorId, t.period),
    check("indicator_periods_period_check", sql`${t.period} BETWEEN 0 AND 11`),
  ],
);

/** Evidence files of a period's achievement, stored through lib/record-files.ts. */
export const indicatorPeriodFiles = pgTable(
  "indicator_period_files",
  {
    id: serial("id").primaryKey(),
    periodId: integer("period_id")
      .notNull()
      .references(() => indicatorPeriods.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("indicator_period_files_period_idx").on(t.periodId)],
);
