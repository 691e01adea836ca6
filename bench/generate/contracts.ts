import { CONTRACT_CATEGORIES, CONTRACT_METHODS } from "@pragati/domain/contract";
import { CONTRACT_STATUSES, type ContractStatus } from "@pragati/domain/contracts";
import { TableRows } from "../lib/copy";
import type { Random } from "../lib/random";

/** Ids the contract rows point to, read from the database once the projects are loaded. */
export type ContractRefs = {
  fiscalYearId: number;
  startYear: number;
  /** The generated projects and their profiling offices (a contract's procuring office). */
  projects: { id: number; nikaya_id: number }[];
  /** The fiscal years after the generated one (a multi-year contract's liabilities). */
  comingYears: number[];
  base: Record<"contracts" | "variations" | "extensions", number>;
};

const pad = (n: number) => String(n).padStart(2, "0");
/** A BS date in fiscal month `m` (Shrawan=0) of the fiscal year starting in `startYear`. */
const inFiscalMonth = (startYear: number, m: number, day: number) =>
  `${startYear + (m < 9 ? 0 : 1)}-${pad(((m + 3) % 12) + 1)}-${pad(day)}`;

/** The stage whose actual date each status has reached (in stage order). */
const REACHED: Record<ContractStatus, number> = {
  planned: 0,
  tender: 1,
  evaluation: 2,
  awarded: 3,
  active: 4,
  completed: 5,
  terminated: 4,
  cancelled: 1,
  unsuccessful: 2,
};

/**
 * `size.contracts` contracts of the generated fiscal year under its projects (procured by the project's
 * office), in every status with planned dates over the year and actual dates up to their stage (some
 * behind their plan, so late), a third of the awarded ones with a variation, a fifth with an extension of
 * time, and a fifth multi-year with liabilities over the coming years: every count and figure of the
 * consolidated contract view holds contracts.
 */
export const contractTables = (random: Random, count: number, refs: ContractRefs) => {
  const contractRows = new TableRows("contracts", [
    "id",
    "project_id",
    "nikaya_id",
    "fiscal_year_id",
    "number",
    "title",
    "category",
    "method",
    "status",
    "estimated_amount",
    "contract_amount",
    "contractor",
    "multi_year",
    "planned_invitation",
    "actual_invitation",
    "planned_opening",
    "actual_opening",
    "planned_award",
    "actual_award",
    "planned_agreement",
    "actual_agreement",
    "planned_completion",
    "actual_completion",
    "closed_on",
    "close_reason",
  ]);
  const liabilityRows = new TableRows("contract_liabilities", ["contract_id", "fiscal_year_id", "amount"]);
  const variationRows = new TableRows("contract_variations", [
    "id",
    "contract_id",
    "number",
    "varied_on",
    "new_amount",
    "reason",
  ]);
  const extensionRows = new TableRows("contract_extensions", [
    "id",
    "contract_id",
    "number",
    "extended_on",
    "new_end_date",
    "reason",
  ]);
  let variationId = refs.base.variations;
  let extensionId = refs.base.extensions;
  for (let i = 1; i <= count; i++) {
    const id = refs.base.contracts + i;
    const project = random.pick(refs.projects);
    const status = random.pick(CONTRACT_STATUSES);
    const reached = REACHED[status];
    // Planned: invitation, opening, award and agreement a month apart from a start month, completion later.
    const start = random.int(0, 7);
    const planned = [0, 1, 2, 3].map((k) => inFiscalMonth(refs.startYear, start + k, 10));
    // Actual dates slip 0-2 months behind the plan (never past the year's Chaitra, month 8).
    const slip = random.int(0, 2);
    const actual = [0, 1, 2, 3].map((k) =>
      k < reached ? inFiscalMonth(refs.startYear, Math.min(start + k + slip, 8 + k), 15) : null,
    );
    const completion = `${refs.startYear + random.int(1, 3)}-03-30`;
    const awarded = reached >= 3;
    const estimate = random.int(10, 5_000);
    const amount = awarded ? Math.round(estimate * random.int(80, 105)) / 100 : null;
    const multiYear = random.chance(0.2);
    const closed = ["cancelled", "unsuccessful", "terminated"].includes(status);
    const lastActual = actual.filter((date) => date !== null).at(-1) ?? planned[0];
    contractRows.add([
      id,
      project.id,
      project.nikaya_id,
      refs.fiscalYearId,
      `BC/${String(i).padStart(6, "0")}`,
      `Package ${i}`,
      random.pick(CONTRACT_CATEGORIES),
      random.pick(CONTRACT_METHODS),
      status,
      estimate.toFixed(2),
      amount === null ? null : amount.toFixed(2),
      awarded ? `Contractor ${random.int(1, 500)}` : null,
      multiYear,
      planned[0],
      actual[0],
      planned[1],
      actual[1],
      planned[2],
      actual[2],
      planned[3],
      status === "active" || status === "completed" || status === "terminated" ? actual[3] : null,
      completion,
      status === "completed" ? `${refs.startYear + 1}-02-20` : null,
      closed ? lastActual : null,
      closed ? "Generated" : "",
    ]);
    if (multiYear)
      for (const fiscalYearId of refs.comingYears.slice(0, random.int(1, 3)))
        liabilityRows.add([id, fiscalYearId, (estimate / 4).toFixed(2)]);
    if (awarded && amount !== null && random.chance(1 / 3)) {
      variationId++;
      variationRows.add([
        variationId,
        id,
        1,
        inFiscalMonth(refs.startYear, Math.min(start + 4 + slip, 11), 5),
        (amount * 1.1).toFixed(2),
        "Additional works",
      ]);
    }
    if (awarded && random.chance(0.2)) {
      extensionId++;
      extensionRows.add([
        extensionId,
        id,
        1,
        inFiscalMonth(refs.startYear, Math.min(start + 4 + slip, 11), 6),
        `${refs.startYear + 4}-03-30`,
        "Monsoon",
      ]);
    }
  }
  return [contractRows, liabilityRows, variationRows, extensionRows];
};
