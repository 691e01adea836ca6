import { fiscalMonthOf, fiscalStartYearOf, parseBs } from "@pragati/domain/calendar";
import type { TreasuryReportNumber, TreasuryRow } from "@pragati/domain/treasury";
import { eq, sql } from "drizzle-orm";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import { insertRows, insertSnapshot } from "../../modules/treasury/treasury.repository";
import { type Executor, queryRows } from "../client";
import { fiscalYears } from "../schema";

type DemoOffice = { code: string; name_np: string; ministry: string; province: string | null };

const PROVINCES = ["बागमती", "गण्डकी", "कोशी", "लुम्बिनी"];
/** Share of the year's expense reached by each office (cycled): some spend fast, some slowly. */
const PACE = [1, 0.8, 0.55, 0.3] as const;
const LAKH = 100_000 * 100;

/**
 * Treasury snapshots of the current budget year, so the treasury reports show figures after `npm start`:
 * one per report number on the 15th of each month before this one (so an import dated today never meets
 * a demo snapshot), for the demo offices under each ministry (codes and names as the office tree has
 * them); and the whole previous budget year likewise (its twelve months, spending a little slower), so
 * the daily budgetary analysis has the same date of the previous year to compare with. Expense grows
 * month by month at each office's pace; every fourth office has a small refund (a negative capital
 * expense). The rows are stored as an accepted import would store them (amounts in paisa, no total row).
 */
export const seedDemoTreasury = async (
  executor: Executor,
  options: { previousYear: boolean } = { previousYear: true },
): Promise<void> => {
  const setup = await buildSetupBlock(executor);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (!fiscalYearId) return;
  const [year] = await executor
    .select({ startYear: fiscalYears.startYear })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, fiscalYearId));
  const today = parseBs(setup.current_date);
  if (!year || fiscalStartYearOf(today) !== year.startYear) return;
  const offices = await queryRows<DemoOffice>(
    executor,
    sql`SELECT o.code, o.name_np, m.name_np AS ministry, p.name_np AS province
          FROM offices o
          JOIN offices m ON m.level = 1 AND o.path LIKE m.path || '%' AND o.id <> m.id
          LEFT JOIN provinces p ON p.id = o.province_id
         WHERE o.code IS NOT NULL AND o.status
         ORDER BY o.path`,
  );
  if (offices.length === 0) return;
  await seedYear(executor, offices, {
    fiscalYearId,
    startYear: year.startYear,
    months: fiscalMonthOf(today),
  });
  if (!options.previousYear) return;
  const [previous] = await executor
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.startYear, year.startYear - 1));
  if (previous)
    await seedYear(executor, offices, {
      fiscalYearId: previous.id,
      startYear: year.startYear - 1,
      months: 12,
      pace: PREVIOUS_YEAR_PACE,
    });
};

/** The previous year spent a little slower, so its comparison line sits apart from this year's. */
const PREVIOUS_YEAR_PACE = 0.85;

/** The snapshots of the first `months` fiscal months of a year, each report number on the 15th. */
const seedYear = async (
  executor: Executor,
  offices: DemoOffice[],
  year: { fiscalYearId: number; startYear: number; months: number; pace?: number },
) => {
  const { fiscalYearId, startYear, months, pace = 1 } = year;
  for (let month = 0; month < months; month++) {
    const bsYear = startYear + (month < 9 ? 0 : 1);
    const asOf = `${bsYear}-${String(((month + 3) % 12) + 1).padStart(2, "0")}-15`;
    const share = ((month + 1) / 12) * pace;
    for (const number of ["2104", "2105", "2066", "2039"] as const) {
      const rows = demoRows(number, offices, share);
      const id = await insertSnapshot(executor, {
        reportNumber: number,
        fiscalYearId,
        asOf,
        unit: "lakh",
        fileName: `demo-${number}-${asOf}.xlsx`,
        checksum: "0".repeat(64),
        rowCount: rows.length,
        importedBy: null,
      });
      await insertRows(executor, id, rows);
    }
  }
};

const ACCOUNTS = [
  ["21111", "तलब"],
  ["22111", "पानी तथा बिजुली"],
  ["22522", "कार्यक्रम खर्च"],
  ["31151", "सडक निर्माण"],
] as const;

/** One report's rows: an office's budget split into current and capital, spent at its pace. */
const demoRows = (number: TreasuryReportNumber, offices: DemoOffice[], share: number): TreasuryRow[] => {
  let line = 5;
  return offices.flatMap((office, i): TreasuryRow[] => {
    const pace = PACE[i % PACE.length];
    const current = (20 + (i % 5) * 10) * LAKH;
    const capital = (50 + (i % 7) * 25) * LAKH;
    const currentExpense = Math.round(current * share * pace);
    // A refund booked early in the year shows as a negative capital expense.
    const capitalExpense = i % 4 === 3 && share < 0.2 ? -LAKH : Math.round(capital * share * pace * 0.8);
    const text = {
      ministry: office.ministry,
      office_code: office.code,
      office: office.name_np,
      province: office.province ?? PROVINCES[i % PROVINCES.length],
    };
    const amounts = (c: number, ce: number, k: number, ke: number) => ({
      current_budget: c,
      current_expense: ce,
      capital_budget: k,
      capital_expense: ke,
      total_budget: c + k,
      total_expense: ce + ke,
      balance: c + k - ce - ke,
    });
    if (number === "2039")
      return ACCOUNTS.map(([code, name], a) => {
        const budget = a < 3 ? Math.round(current / 3) : capital;
        const expense = a < 3 ? Math.round(currentExpense / 3) : capitalExpense;
        return {
          line: line++,
          text: { ...text, account_code: code, account: name },
          amounts: { total_budget: budget, total_expense: expense, balance: budget - expense },
        };
      });
    switch (number) {
      case "2066":
        return [
          {
            line: line++,
            text: { ...text, subhead: `${office.code}-1` },
            amounts: amounts(current, currentExpense, 0, 0),
          },
          {
            line: line++,
            text: { ...text, subhead: `${office.code}-4` },
            amounts: amounts(0, 0, capital, capitalExpense),
          },
        ];
      case "2105":
        return [
          {
            line: line++,
            text,
            amounts: {
              ...amounts(current, currentExpense, capital, capitalExpense),
              financing_budget: 0,
              financing_expense: 0,
            },
          },
        ];
      default: // 2104: the office's project
        return [
          {
            line: line++,
            text: { ...text, project_code: `${office.code}-P`, project: `${office.name_np} आयोजना` },
            amounts: amounts(current, currentExpense, capital, capitalExpense),
          },
        ];
    }
  });
};
