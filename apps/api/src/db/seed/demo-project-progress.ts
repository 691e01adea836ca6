import { fiscalMonthOf, fiscalStartYearOf, parseBs } from "@pragati/domain/calendar";
import { and, eq, inArray } from "drizzle-orm";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import { rebuildProjectFigures } from "../../modules/projects/project-figures";
import type { Executor } from "../client";
import { fiscalYears, projectProgress, projects } from "../schema";

/** Share of each month's physical target achieved, by project (cycled): behind, slipping, on time. */
const PACE = [0.35, 0.6, 0.85, 1, 1] as const;

/**
 * Monthly progress of the demo projects of the current fiscal year, from Shrawan to this month: 8% of
 * physical progress planned a month, achieved at the project's pace, a budget of 2% of the initial
 * cost a month and an expense that follows the pace; every fifth project (and any not in
 * implementation or completed) has reported nothing yet. So the consolidated view and the project
 * pies show projects behind schedule, on time and not started.
 */
export const seedDemoProjectProgress = async (executor: Executor): Promise<void> => {
  const setup = await buildSetupBlock(executor);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (!fiscalYearId) return;
  const [year] = await executor
    .select({ startYear: fiscalYears.startYear })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, fiscalYearId));
  const today = parseBs(setup.current_date);
  if (!year || fiscalStartYearOf(today) !== year.startYear) return;
  const lastMonth = fiscalMonthOf(today);
  const rows = await executor
    .select({ id: projects.id, initialCost: projects.initialCost })
    .from(projects)
    .where(
      and(eq(projects.fiscalYearId, fiscalYearId), inArray(projects.status, ["implementation", "completed"])),
    )
    .orderBy(projects.id);
  const values = rows.flatMap((project, i) => {
    if (i % 5 === 4) return [];
    const pace = PACE[i % PACE.length];
    const budget = Number(project.initialCost) * 0.02;
    return Array.from({ length: lastMonth + 1 }, (_, month) => ({
      projectId: project.id,
      fiscalYearId,
      month,
      physicalTarget: "8.00",
      physicalAchieved: (8 * pace).toFixed(2),
      financialTarget: "8.00",
      budget: budget.toFixed(2),
      expense: (budget * pace).toFixed(2),
      problems: pace < 0.7 ? "जग्गा प्राप्ति र मुआब्जा वितरणमा ढिलाइ" : "",
    }));
  });
  if (values.length > 0) await executor.insert(projectProgress).values(values).onConflictDoNothing();
  // The demo rows bypass the write paths, so the dashboard's month figures are computed once here.
  await rebuildProjectFigures(executor);
};
