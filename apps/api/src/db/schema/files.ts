import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./access";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * Uploaded files' contents (the database file storage, lib/storage.ts): every API process reads them
 * and one pg_dump backs them up with the records they belong to.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  size: integer("size").notNull(),
  content: bytea("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The columns every record's file table shares (a project's, a contract's, a meeting's, a decision
 * report's, a visit's, an action point's, an indicator period's files): the file as the record-files
 * service stores it (lib/record-files.ts) and who attached it when. A function: each table needs its own
 * column builders.
 */
export const recordFileColumns = () => ({
  filename: text("filename").notNull(),
  storageKey: text("storage_key").notNull(),
  mimeType: text("mime_type").notNull().default("application/octet-stream"),
  size: integer("size").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by").references(() => users.id),
});
