import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Every write: who, office, when, action, entity and the change (PRODUCT.md section 12). */
export const activityLogs = pgTable(
  "activity_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id"),
    nikayaId: integer("nikaya_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes"),
    ip: text("ip"),
  },
  (t) => [
    index("activity_logs_created_idx").on(t.createdAt),
    index("activity_logs_entity_idx").on(t.entity, t.createdAt),
    index("activity_logs_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Per-user table column order and visibility (SPEC.md section 3, Session). */
export const columnSettings = pgTable(
  "column_settings",
  {
    userId: integer("user_id").notNull(),
    tableKey: text("table_key").notNull(),
    columns: jsonb("columns").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableKey] })],
);

/** Durable outbox for e-mail and SMS; a worker delivers with retries. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** What queued the message, e.g. `notice` and its id, so delivery state can be shown there. */
    source: text("source"),
    sourceId: integer("source_id"),
    /** SMS parts of the body, counted when queued (the gateways bill per part). */
    parts: integer("parts"),
    /** The gateway's answer, stored with the status in one statement, so an answered message is never claimed again. */
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    credits: doublePrecision("credits"),
    /** SMS_FAILURE_KINDS: why the last attempt failed (a gateway refusal fails the message at once). */
    errorKind: text("error_kind"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_pending_idx").on(t.status, t.nextAttemptAt),
    index("outbox_source_idx").on(t.source, t.sourceId),
    index("outbox_sent_idx").on(t.channel, t.sentAt),
  ],
);
