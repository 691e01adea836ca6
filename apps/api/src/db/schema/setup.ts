import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Every simple setup list of SPEC.md section 2 (units, office categories, milestone types with
 * subtypes, problem types with sub types, ...) in one table keyed by `list_key` (the list's route).
 * Entities point here with ON DELETE RESTRICT, so an entry still in use cannot be deleted (409).
 * List-specific fields (e.g. the days of a reporting duration) live in `extra`, validated per list.
 * Names and codes are unique within a list (names: under the same main type), ignoring case.
 */
export const setupItems = pgTable(
  "setup_items",
  {
    id: serial("id").primaryKey(),
    listKey: text("list_key").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => setupItems.id, { onDelete: "restrict" }),
    code: text("code"),
    name: text("name").notNull(),
    nameNp: text("name_np").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    status: boolean("status").notNull().default(true),
    extra: jsonb("extra").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [
    index("setup_items_list_idx").on(t.listKey, t.sortOrder),
    index("setup_items_parent_idx").on(t.parentId),
    uniqueIndex("setup_items_name_uq").on(t.listKey, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    uniqueIndex("setup_items_name_np_uq").on(
      t.listKey,
      sql`coalesce(${t.parentId}, 0)`,
      sql`lower(${t.nameNp})`,
    ),
    uniqueIndex("setup_items_code_uq").on(t.listKey, sql`lower(${t.code})`).where(sql`${t.code} IS NOT NULL`),
  ],
);
