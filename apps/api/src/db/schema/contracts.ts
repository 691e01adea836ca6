import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./access";
import { fiscalYears } from "./calendar";
import { recordFileColumns } from "./files";
import { offices } from "./offices";
import { projects } from "./projects";

/** A planned and an actual date column (BS 'YYYY-MM-DD') for one stage. */
const stage = (name: string) => ({
  planned: text(`planned_${name}`),
  actual: text(`actual_${name}`),
});
const bidDocs = stage("bid_docs");
const invitation = stage("invitation");
const opening = stage("opening");
const evaluation = stage("evaluation");
const award = stage("award");
const agreement = stage("agreement");
const workOrder = stage("work_order");
const completion = stage("completion");

/**
 * A contract (thekka) under a project (DOMAIN.md "Contracts"). Amounts in lakh. The current amount and
 * the revised completion are never stored here: they are the newest rows of contract_variations and
 * contract_extensions, so the original figures stay as entered. Actual dates are written by the stage
 * moves only.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    /** The procuring office: the project's profiling office or one of its implementing offices. */
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    number: text("number").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("planned"),
    estimatedAmount: numeric("estimated_amount", { precision: 14, scale: 2 }).notNull(),
    contractAmount: numeric("contract_amount", { precision: 14, scale: 2 }),
    contractor: text("contractor"),
    jointVenture: boolean("joint_venture").notNull().default(false),
    multiYear: boolean("multi_year").notNull().default(false),
    plannedBidDocs: bidDocs.planned,
    actualBidDocs: bidDocs.actual,
    plannedInvitation: invitation.planned,
    actualInvitation: invitation.actual,
    plannedOpening: opening.planned,
    actualOpening: opening.actual,
    plannedEvaluation: evaluation.planned,
    actualEvaluation: evaluation.actual,
    plannedAward: award.planned,
    actualAward: award.actual,
    plannedAgreement: agreement.planned,
    actualAgreement: agreement.actual,
    plannedWorkOrder: workOrder.planned,
    actualWorkOrder: workOrder.actual,
    plannedCompletion: completion.planned,
    actualCompletion: completion.actual,
    closedOn: text("closed_on"),
    closeReason: text("close_reason").notNull().default(""),
    physicalPercent: numeric("physical_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    amountPaid: numeric("amount_paid", { precision: 14, scale: 2 }).notNull().default("0"),
    remarks: text("remarks").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("contracts_year_number_uq").on(t.fiscalYearId, sql`lower(${t.number})`),
    index("contracts_project_idx").on(t.projectId),
    index("contracts_office_year_idx").on(t.nikayaId, t.fiscalYearId),
    // The consolidated contract view reads one fiscal year over every office.
    index("contracts_year_office_idx").on(t.fiscalYearId, t.nikayaId),
  ],
);

/** A multi-year contract's liability in one fiscal year. */
export const contractLiabilities = pgTable(
  "contract_liabilities",
  {
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.fiscalYearId] })],
);

/** Every variation, kept: the newest new amount is the contract's current amount. */
export const contractVariations = pgTable(
  "contract_variations",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    number: smallint("number").notNull(),
    variedOn: text("varied_on").notNull(),
    newAmount: numeric("new_amount", { precision: 14, scale: 2 }).notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [uniqueIndex("contract_variations_number_uq").on(t.contractId, t.number)],
);

/** Every extension of time, kept: the newest new end date is the contract's revised completion. */
export const contractExtensions = pgTable(
  "contract_extensions",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    number: smallint("number").notNull(),
    extendedOn: text("extended_on").notNull(),
    newEndDate: text("new_end_date").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [uniqueIndex("contract_extensions_number_uq").on(t.contractId, t.number)],
);

/** A contract's attached files (stored through lib/record-files.ts). */
export const contractFiles = pgTable(
  "contract_files",
  {
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    ...recordFileColumns(),
  },
  (t) => [index("contract_files_contract_idx").on(t.contractId)],
);

/**
 * An office's submitted month of contract progress: the figures as they were when submitted (derived
 * from the records, kept so later edits never change a submitted month) and the office's remarks.
 */
export const contractMonths = pgTable(
  "contract_months",
  {
    id: serial("id").primaryKey(),
    nikayaId: integer("nikaya_id")
      .notNull()
      .references(() => offices.id),
    fiscalYearId: integer("fiscal_year_id")
      .notNull()
      .references(() => fiscalYears.id),
    month: smallint("month").notNull(),
    figures: jsonb("figures").notNull(),
    remarks: text("remarks").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    submittedBy: integer("submitted_by").references(() => users.id),
  },
  (t) => [uniqueIndex("contract_months_office_month_uq").on(t.nikayaId, t.fiscalYearId, t.month)],
);
