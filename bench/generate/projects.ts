import { TableRows } from "../lib/copy";
import type { Random } from "../lib/random";
import type { OfficeRow } from "./model";
import { MONTHS, type Size } from "./sizes";

/** Ids the project rows point to, read from the freshly seeded database. */
export type ProjectRefs = {
  fiscalYearId: number;
  startYear: number;
  types: number[];
  sectors: number[];
  base: Record<"projects" | "progress" | "revisions" | "extensions", number>;
};

/** Projects generated between two loads (12 progress rows each). */
const BATCH = 5_000;

const KINDS = ["road", "bridge", "hospital", "school", "irrigation", "water supply", "hydropower", "airport"];
const pad = (n: number) => String(n).padStart(2, "0");
/** A BS date in fiscal month `m` (Shrawan=0) of the fiscal year starting in `startYear`. */
const inFiscalMonth = (startYear: number, m: number, day: number) =>
  `${startYear + (m < 9 ? 0 : 1)}-${pad(((m + 3) % 12) + 1)}-${pad(day)}`;

/**
 * `size.projects` projects of the generated fiscal year, profiled by field and department offices, each
 * with 12 months of progress (monthly physical targets adding up to at most 100, achievements around
 * them, some behind), about one in ten with a cost revision (most above the estimate) and one in ten
 * with a time extension: every slice of the project dashboard and every count of the consolidated view
 * holds projects. Yields every `BATCH` projects (the same four tables, emptied by every load), so at
 * most that many projects' rows are held in memory.
 */
export function* projectTables(random: Random, size: Size, refs: ProjectRefs, offices: readonly OfficeRow[]) {
  const projectRows = new TableRows("projects", [
    "id",
    "fiscal_year_id",
    "name",
    "code",
    "type_id",
    "sector_id",
    "priority",
    "status",
    "nikaya_id",
    "created_by_nikaya_id",
    "start_date",
    "expected_end_date",
    "initial_cost",
    "total_expenditure",
  ]);
  const progressRows = new TableRows("project_progress", [
    "id",
    "project_id",
    "fiscal_year_id",
    "month",
    "physical_target",
    "physical_achieved",
    "financial_target",
    "budget",
    "expense",
    "problems",
    "remarks",
  ]);
  const revisionRows = new TableRows("project_cost_revisions", [
    "id",
    "project_id",
    "revised_on",
    "amount",
    "reason",
  ]);
  const extensionRows = new TableRows("project_time_extensions", [
    "id",
    "project_id",
    "extended_on",
    "new_end_date",
    "reason",
  ]);
  const profiling = offices.filter((o) => o.level >= 2);
  let progressId = refs.base.progress;
  let revisionId = refs.base.revisions;
  let extensionId = refs.base.extensions;
  for (let i = 1; i <= size.projects; i++) {
    const id = refs.base.projects + i;
    const office = random.pick(profiling);
    const cost = random.int(50, 50_000);
    projectRows.add([
      id,
      refs.fiscalYearId,
      `${random.pick(KINDS)} project ${i}`,
      `BP${String(i).padStart(6, "0")}`,
      random.pick(refs.types),
      random.pick(refs.sectors),
      random.pick(["P1", "P2", "P3", null]),
      "implementation",
      office.id,
      office.id,
      `${refs.startYear - random.int(0, 3)}-04-01`,
      `${refs.startYear + random.int(1, 4)}-03-30`,
      cost.toFixed(2),
      "0.00",
    ]);
    // Monthly targets of the year (at most 100 in all), achievements at a pace of 40-120% of them.
    const pace = random.int(40, 120) / 100;
    let targets = 0;
    let achieved = 0;
    let financial = 0;
    const yearBudget = random.int(10, 500);
    for (let m = 0; m < MONTHS; m++) {
      const target = Math.min(random.int(0, 12), 100 - targets);
      const done = Math.min(Math.round(target * pace), 100 - achieved);
      const financialTarget = Math.min(random.int(0, 12), 100 - financial);
      targets += target;
      achieved += done;
      financial += financialTarget;
      const budget = Math.round((yearBudget / MONTHS) * 100) / 100;
      progressId++;
      progressRows.add([
        progressId,
        id,
        refs.fiscalYearId,
        m,
        target.toFixed(2),
        done.toFixed(2),
        financialTarget.toFixed(2),
        budget.toFixed(2),
        ((budget * pace * random.int(50, 100)) / 100).toFixed(2),
        done < target ? "Land acquisition pending" : "",
        "",
      ]);
    }
    if (random.chance(0.1)) {
      revisionId++;
      const amount = Math.round(cost * random.int(90, 140)) / 100;
      revisionRows.add([
        revisionId,
        id,
        inFiscalMonth(refs.startYear, random.int(0, 11), 10),
        amount.toFixed(2),
        "Price escalation",
      ]);
    }
    if (random.chance(0.1)) {
      extensionId++;
      extensionRows.add([
        extensionId,
        id,
        inFiscalMonth(refs.startYear, random.int(0, 11), 12),
        `${refs.startYear + 6}-03-30`,
        "Land acquisition",
      ]);
    }
    if (i % BATCH === 0 || i === size.projects)
      yield [projectRows, progressRows, revisionRows, extensionRows];
  }
}
