import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { offices } from "./offices";

export const COMPLAINT_STATUSES = ["open", "in_progress", "resolved"] as const;

/** The grievance register; every change of status or response is kept in complaint_history. */
export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    status: text("status").notNull().default("open"),
    response: text("response").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("complaints_office_idx").on(t.nikayaId, t.status)],
);

export const complaintHistory = pgTable(
  "complaint_history",
  {
    id: serial("id").primaryKey(),
    complaintId: integer("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    response: text("response").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [index("complaint_history_complaint_idx").on(t.complaintId)],
);
