import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  fromDate: text("from_date"),
  toDate: text("to_date"),
  isPublic: boolean("is_public").notNull().default(false),
  sendSms: boolean("send_sms").notNull().default(false),
  sendEmail: boolean("send_email").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by"),
});

/** A notice reaches a role, an office, or both; public notices reach everyone. */
export const noticeTargets = pgTable(
  "notice_targets",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    roleId: integer("role_id"),
    nikayaId: integer("nikaya_id"),
  },
  (t) => [index("notice_targets_notice_idx").on(t.noticeId)],
);

export const noticeFiles = pgTable("notice_files", {
  id: serial("id").primaryKey(),
  noticeId: integer("notice_id")
    .notNull()
    .references(() => notices.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  storageKey: text("storage_key").notNull(),
  mimeType: text("mime_type").notNull().default("application/octet-stream"),
  size: integer("size").notNull().default(0),
  /** Who attached it; null for files attached before it was recorded. */
  createdBy: integer("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const noticeReads = pgTable(
  "notice_reads",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
