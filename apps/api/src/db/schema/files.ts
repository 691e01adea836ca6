import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
