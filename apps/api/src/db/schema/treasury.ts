import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";
import { offices } from "./offices";
import { projects } from "./projects";

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
  (t) => [
    index("treasury_rows_snapshot").on(t.snapshotId, t.line),
    // The daily budgetary analysis sums these per snapshot from the index alone (no table reads).
    index("treasury_rows_snapshot_amounts").on(
      t.snapshotId,
      t.currentBudget,
      t.currentExpense,
      t.capitalBudget,
      t.capitalExpense,
      t.totalBudget,
      t.totalExpense,
    ),
  ],
);

/**
 * A code of the treasury files matched by admin to the product: a ministry (its name as filed) or an
 * office code to an office, a budget sub-head or a project code to a project. The reports show the rows
 * of a matched code under the product's office or project; codes that match by themselves (an office's
 * code, a project's code or sub-heads) need no row here.
 */
export const treasuryCodeMaps = pgTable(
  "treasury_code_maps",
  {
    id: serial("id").primaryKey(),
    /** ministry | office | subhead | project */
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    officeId: integer("office_id").references(() => offices.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    mappedBy: integer("mapped_by").references(() => users.id, { onDelete: "set null" }),
    mappedAt: timestamp("mapped_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("treasury_code_maps_kind_code").on(t.kind, t.code),
    check(
      "treasury_code_maps_target",
      sql`(${t.kind} IN ('ministry', 'office') AND ${t.officeId} IS NOT NULL AND ${t.projectId} IS NULL)
        OR (${t.kind} IN ('subhead', 'project') AND ${t.projectId} IS NOT NULL AND ${t.officeId} IS NULL)`,
    ),
  ],
);
