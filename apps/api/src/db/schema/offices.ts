import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { fiscalYears } from "./calendar";
import { districts, localLevels, provinces } from "./geo";
import { setupItems } from "./setup";

/**
 * Offices (nikaya) form a tree. `path` is the materialised path of ids (`/1/4/9/`), so an office
 * subtree is one indexed prefix match: `path LIKE '/1/4/%'`. The column's collation is "C" (migration
 * 0045; drizzle's schema cannot say it): the tree's order is byte order on every server.
 */
export const offices = pgTable(
  "offices",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    path: text("path").notNull().default(""),
    level: integer("level").notNull().default(0),
    name: text("name").notNull(),
    nameNp: text("name_np").notNull(),
    code: text("code"),
    ministryCode: text("ministry_code"),
    status: boolean("status").notNull().default(true),
    categoryId: integer("category_id").references(() => setupItems.id, { onDelete: "restrict" }),
    headName: text("head_name"),
    headPosition: text("head_position"),
    provinceId: integer("province_id").references(() => provinces.id),
    districtId: integer("district_id").references(() => districts.id),
    localLevelId: integer("local_level_id").references(() => localLevels.id),
    ward: integer("ward"),
    address: text("address"),
    phone: text("phone"),
    email: text("email"),
    officeHeadPhone: text("office_head_phone"),
    officeHeadEmail: text("office_head_email"),
    officeHeadAppointedAt: text("office_head_appointed_at"),
    secretaryName: text("secretary_name"),
    secretaryPhone: text("secretary_phone"),
    secretaryEmail: text("secretary_email"),
    secretaryAppointedAt: text("secretary_appointed_at"),
    planningHeadName: text("planning_head_name"),
    planningHeadPhone: text("planning_head_phone"),
    planningHeadEmail: text("planning_head_email"),
    planningHeadAppointedAt: text("planning_head_appointed_at"),
    remarks: text("remarks"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [
    index("offices_path_idx").on(t.path.op("text_pattern_ops")),
    index("offices_parent_idx").on(t.parentId),
    // Office codes identify an office; several offices may have none.
    uniqueIndex("offices_code_idx").on(t.code),
  ],
);

/** An office's budget for one fiscal year; total = current + capital + financial. */
export const officeBudgets = pgTable(
  "office_budgets",
  {
    id: serial("id").primaryKey(),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    current: numeric("current", { precision: 16, scale: 2 }).notNull().default("0"),
    capital: numeric("capital", { precision: 16, scale: 2 }).notNull().default("0"),
    financial: numeric("financial", { precision: 16, scale: 2 }).notNull().default("0"),
    total: numeric("total", { precision: 16, scale: 2 }).notNull().default("0"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [uniqueIndex("office_budgets_year_idx").on(t.nikayaId, t.fiscalYearId)],
);

export const officeMembers = pgTable(
  "office_members",
  {
    id: serial("id").primaryKey(),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    memberTypeId: integer("member_type_id").references(() => setupItems.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    position: text("position").notNull().default(""),
    mobile: text("mobile"),
    email: text("email"),
    fromDate: text("from_date"),
    toDate: text("to_date"),
    status: boolean("status").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("office_members_office_idx").on(t.nikayaId)],
);

export const officeSubtreeCondition = (officePath: string) => sql`${offices.path} LIKE ${`${officePath}%`}`;
