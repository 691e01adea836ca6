import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";

/**
 * One imported treasury (FCGO) file: a dated snapshot of one report number for one budget year. Importing
 * the same report, year and as-of date again replaces it (after the importer confirms).
 */
export const treasurySnapshots = pgTable(
  "treasury_snapshots",
  {
    id: serial("id").primaryKey(),
    reportNumber: text("report_number").notNull(),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    /** BS `YYYY-MM-DD`. */
    asOf: text("as_of").notNull(),
    /** The unit the file declared; the amounts are stored in paisa whatever it was. */
    unit: text("unit").notNull(),
    fileName: text("file_name").notNull(),
    /** SHA-256 of the file, hex. */
    checksum: text("checksum").notNull(),
    rowCount: integer("row_count").notNull(),
    importedBy: integer("imported_by").references(() => users.id, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("treasury_snapshots_report_year_date").on(t.reportNumber, t.fiscalYearId, t.asOf)],
);

const paisa = (name: string) => bigint(name, { mode: "number" });

/** The data rows of a snapshot (total rows are checked on import, never stored); amounts in paisa. */
export const treasuryRows = pgTable(
  "treasury_rows",
  {
    id: serial("id").primaryKey(),
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => treasurySnapshots.id, { onDelete: "cascade" }),
    /** The row of the sheet it came from. */
    line: integer("line").notNull(),
    ministry: text("ministry"),
    officeCode: text("office_code"),
    office: text("office"),
    province: text("province"),
    subhead: text("subhead"),
    accountCode: text("account_code"),
    account: text("account"),
    projectCode: text("project_code"),
    project: text("project"),
    currentBudget: paisa("current_budget"),
    currentExpense: paisa("current_expense"),
    capitalBudget: paisa("capital_budget"),
    capitalExpense: paisa("capital_expense"),
    financingBudget: paisa("financing_budget"),
    financingExpense: paisa("financing_expense"),
    totalBudget: paisa("total_budget"),
    totalExpense: paisa("total_expense"),
    balance: paisa("balance"),
  },
  (t) => [index("treasury_rows_snapshot").on(t.snapshotId, t.line)],
);
