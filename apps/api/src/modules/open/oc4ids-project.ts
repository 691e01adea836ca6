import { financialPercent } from "@pragati/domain/projects";
import { prune, type Release } from "./ocds-release";
import type {
  annualBudgetsOf,
  costRevisionsOf,
  ProjectRow,
  publishedContractsOf,
  reportedMonthsOf,
} from "./open.repository";

/**
 * A project in OC4IDS 0.9 (issue 34, docs/product-rules.md "Open data"): identification, status, period,
 * budget by fiscal year and cost estimate, progress as metrics by month, location and the contracting
 * processes of its published contracts. Pure: the caller reads the rows and dates the BS values.
 */

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;
export type ProjectRows = {
  costRevisions: Rows<typeof costRevisionsOf>;
  annualBudgets: Rows<typeof annualBudgetsOf>;
  months: Rows<typeof reportedMonthsOf>;
  contracts: Rows<typeof publishedContractsOf>;
};

/** What the project builder needs of the calendar: a BS date's instant and a fiscal month's first and last day. */
export type ProjectDating = {
  instant: (bs: string | null) => string | undefined;
  monthPeriod: (startYear: number, month: number) => { startDate: string; endDate: string };
  yearPeriod: (startYear: number) => { startDate: string; endDate: string };
};

const LAKH = 100_000;
const value = (lakh: number) => ({ amount: Math.round(lakh * LAKH * 100) / 100, currency: "NPR" });

/** The product's project statuses in the OC4IDS `projectStatus` code list (a suspended project is still in implementation). */
const STATUSES: Record<string, string> = {
  identification: "identification",
  preparation: "preparation",
  implementation: "implementation",
  suspended: "implementation",
  completed: "completion",
  cancelled: "cancelled",
};

const PERCENT = { name: "percent", id: "P1", scheme: "UNCEFACT" };

type Json = Parameters<typeof prune>[0];
const at = (json: Json, ...path: (string | number)[]): Json =>
  path.reduce<Json>(
    (node, key) =>
      node !== null && typeof node === "object" ? (node as Record<string, Json>)[key as string] : undefined,
    json,
  );

/** The contracting process of a published contract, summarised from its newest release. */
const contractingProcess = (row: ProjectRows["contracts"][number], dating: ProjectDating) => {
  const release = row.release;
  const contract = at(release, "contracts", 0);
  const tenderStatus = at(release, "tender", "status");
  const contractStatus = at(contract, "status");
  const closed =
    tenderStatus === "cancelled" ||
    tenderStatus === "unsuccessful" ||
    contractStatus === "terminated" ||
    contractStatus === "cancelled";
  const works = at(release, "tender", "mainProcurementCategory") === "works";
  let amount = row.contract_amount;
  let end = dating.instant(row.planned_completion);
  const modifications = [
    ...row.variations.map((v) => {
      const before = amount;
      amount = v.new_amount;
      return {
        id: `variation-${v.number}`,
        date: dating.instant(v.varied_on),
        type: "value",
        description: "A variation of the contract value",
        oldContractValue: before === null ? undefined : value(before),
        newContractValue: value(v.new_amount),
      };
    }),
    ...row.extensions.map((e) => {
      const before = end;
      end = dating.instant(e.new_end_date);
      return {
        id: `extension-${e.number}`,
        date: dating.instant(e.extended_on),
        type: "duration",
        description: "An extension of the contract's time",
        oldContractPeriod: before ? { endDate: before } : undefined,
        newContractPeriod: { endDate: end },
      };
    }),
  ];
  return {
    id: String(release.ocid),
    summary: {
      ocid: release.ocid,
      title: at(release, "tender", "title"),
      nature: works ? ["construction"] : undefined,
      status: closed ? "closed" : contractStatus === "active" ? "active" : "pre-award",
      suppliers: at(release, "awards", 0, "suppliers"),
      contractValue: at(contract, "value") ?? at(release, "awards", 0, "value"),
      contractPeriod: at(contract, "period"),
      modifications,
    },
  };
};

export const buildProject = (
  row: ProjectRow,
  rows: ProjectRows,
  project: { id: string },
  dating: ProjectDating,
): Release => {
  const authority = { id: `office-${row.office_id}`, name: row.office_name };
  const physical = rows.months.map((m) => ({
    id: `${m.start_year}-${m.month + 1}`,
    period: dating.monthPeriod(m.start_year, m.month),
    measure: m.achieved_total,
    unit: PERCENT,
  }));
  const financial = rows.months.flatMap((m) => {
    const percent = financialPercent(m.expense, m.year_budget);
    return percent === null
      ? []
      : [
          {
            id: `${m.start_year}-${m.month + 1}`,
            period: dating.monthPeriod(m.start_year, m.month),
            measure: percent,
            unit: PERCENT,
          },
        ];
  });
  const place = [
    row.ward === null ? null : `Ward ${row.ward}`,
    row.local_level_name,
    row.district_name,
    row.province_name,
  ].filter((part): part is string => Boolean(part));
  const gazetteer = [
    row.province_id === null ? null : `province-${row.province_id}`,
    row.district_id === null ? null : `district-${row.district_id}`,
    row.local_level_id === null ? null : `local-level-${row.local_level_id}`,
  ].filter((code): code is string => code !== null);
  return prune({
    id: project.id,
    identifiers: row.code ? [{ id: row.code, scheme: "NP-PRAGATI-PROJECT-CODE" }] : undefined,
    title: row.name,
    status: STATUSES[row.status],
    publicAuthority: authority,
    parties: [{ ...authority, roles: ["publicAuthority"] }],
    period: {
      startDate: dating.instant(row.start_date),
      endDate: dating.instant(row.revised_end_date ?? row.expected_end_date),
    },
    budget: {
      description: "The project's current cost estimate",
      amount: value(row.current_cost),
      budgetBreakdowns: [
        rows.annualBudgets.length > 0 && {
          id: "annual-budgets",
          description: "The budget planned for each fiscal year",
          budgetBreakdown: rows.annualBudgets.map((b) => ({
            id: b.title,
            description: `The budget of fiscal year ${b.title}`,
            amount: value(b.annual_budget),
            period: dating.yearPeriod(b.start_year),
          })),
        },
        {
          id: "cost-estimates",
          description: "The initial cost estimate and each revision of it",
          budgetBreakdown: [
            { id: "initial", description: "The initial cost estimate", amount: value(row.initial_cost) },
            ...rows.costRevisions.map((r, i) => ({
              id: `revision-${i + 1}`,
              description: "A revision of the cost estimate",
              amount: value(r.amount),
              approvalDate: dating.instant(r.revised_on),
            })),
          ],
        },
      ].filter(Boolean) as Json[],
    },
    locations:
      place.length > 0
        ? [
            {
              id: "1",
              description: place.join(", "),
              gazetteer: gazetteer.length > 0 ? { scheme: "NP-FEDERAL", identifiers: gazetteer } : undefined,
              address: {
                locality: row.local_level_name,
                region: row.province_name,
                countryName: "Nepal",
              },
            },
          ]
        : undefined,
    metrics: [
      physical.length > 0 && {
        id: "physicalProgress",
        title: "Physical progress to date (%)",
        observations: physical,
      },
      financial.length > 0 && {
        id: "financialProgress",
        title: "Financial progress of the fiscal year to the month (%)",
        observations: financial,
      },
    ].filter(Boolean) as Json[],
    contractingProcesses: rows.contracts.map((c) => contractingProcess(c, dating)),
  }) as Release;
};
