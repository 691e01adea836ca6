import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Offices (nikaya) form a tree. `path` is the materialised path of ids (`/1/4/9/`), so an office
 * subtree is one indexed prefix match: `path LIKE '/1/4/%'`.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [
    index("offices_path_idx").on(t.path.op("text_pattern_ops")),
    index("offices_parent_idx").on(t.parentId),
  ],
);

export const officeSubtreeCondition = (officePath: string) => sql`${offices.path} LIKE ${`${officePath}%`}`;
