import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { fiscalYears } from "./calendar";
import { offices } from "./offices";

/**
 * The five locks (PRODUCT.md section 3), each bound to one fiscal year: a row means "locked", for every
 * office when `office_id` is null, else for that office alone. Read and written only through the locks
 * module (`isLocked`, `assertUnlocked`, `setLocks`).
 */
export const locks = pgTable(
  "locks",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    officeId: integer("office_id").references(() => offices.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by"),
  },
  (t) => [
    unique("locks_kind_year_office_key").on(t.kind, t.fiscalYearId, t.officeId).nullsNotDistinct(),
    index("locks_office_idx").on(t.officeId),
    check(
      "locks_kind_check",
      sql`${t.kind} IN ('action_plan_lock', 'ayojana_lock', 'profile_lock', 'indicator_lock', 'contract_lock')`,
    ),
  ],
);
