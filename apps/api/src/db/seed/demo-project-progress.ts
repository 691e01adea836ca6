import { fiscalMonthOf, fiscalStartYearOf, parseBs } from "@pragati/domain/calendar";
import { and, eq, inArray } from "drizzle-orm";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import { rebuildProjectFigures } from "../../modules/projects/project-figures";
import type { Executor } from "../client";
import { fiscalYears, projectBaselines, projectProgress, projects, setupItems } from "../schema";

/** Share of the planned physical progress achieved, by project (cycled): behind, slipping, on time. */
const PACE = [0.35, 0.6, 0.85, 1, 1] as const;
/**
 * Physical progress achieved by this month, by project (cycled over seven): one of each band of the
 * project pies (not started, below 20, 40, 60, 80 and 100%, completed); a completed project has 100.
 */
const ACHIEVED = [0, 12, 30, 50, 70, 90, 100] as const;

/** `total` spread over `months` months in two-decimal steps, the last month taking the remainder. */
const spread = (total: number, months: number) => {
  const each = Math.floor((total / months) * 100) / 100;
  return Array.from({ length: months }, (_, m) =>
    m < months - 1 ? each : Math.round((total - each * (months - 1)) * 100) / 100,
  );
};

/**
 * Monthly progress of the demo projects of the current fiscal year in implementation or completed,
 * from Shrawan to the reporting month (the month just ended, which the dashboard opens on): by then each has achieved one of the band figures (a completed
 * project 100%) at its pace against the plan (planned = achieved / pace, at most 100%), so the project
 * pies show every band and the consolidated view projects behind schedule and on time; a budget of 2%
 * of the initial cost a month and an expense that follows the pace; "not started" projects have
 * reported nothing yet. Each reporting project has the year's baseline (one has a changed plan too).
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
    .select({ id: projects.id, initialCost: projects.initialCost, status: projects.status })
    .from(projects)
    .where(
      and(eq(projects.fiscalYearId, fiscalYearId), inArray(projects.status, ["implementation", "completed"])),
    )
    .orderBy(projects.id);
  // Reported up to the month the dashboard and the consolidated view open on (the month just ended).
  const months =
    Math.min(lastMonth, setup.current_ayojana_reporting_month, setup.current_pragati_reporting_month) + 1;
  // The slow projects name their problem: the first problem type of the list and its first subtype.
  const problemItems = await executor
    .select({ id: setupItems.id, parentId: setupItems.parentId })
    .from(setupItems)
    .where(eq(setupItems.listKey, "ayojana-samasya-types"))
    .orderBy(setupItems.sortOrder, setupItems.id);
  const problemType = problemItems.find((item) => item.parentId === null);
  const problemSub = problemItems.find((item) => problemType && item.parentId === problemType.id);
  // Each reporting project's plan, set at the year's start: the monthly targets reported so far, the rest
  // of the year spread to 100 %, a budget of twelve months; the first slipping project's plan was changed
  // since (a larger budget), so its S-curve shows the version in force beside the original.
  const baselines: (typeof projectBaselines.$inferInsert)[] = [];
  const values = rows.flatMap((project, i) => {
    const achieved = project.status === "completed" ? 100 : ACHIEVED[i % ACHIEVED.length];
    if (achieved === 0) return [];
    const pace = PACE[i % PACE.length];
    const planned = Math.min(100, Math.round((achieved / pace) * 100) / 100);
    const targets = spread(planned, months);
    const achievements = spread(achieved, months);
    const budget = Number(project.initialCost) * 0.02;
    const plan = {
      projectId: project.id,
      fiscalYearId,
      annualBudget: (budget * 12).toFixed(2),
      plannedPhysical: [...targets, ...(months < 12 ? spread(100 - planned, 12 - months) : [])].map((v) =>
        v.toFixed(2),
      ),
      plannedFinancial: spread(100, 12).map((v) => v.toFixed(2)),
      approvedBy: "सचिव, भौतिक पूर्वाधार तथा यातायात मन्त्रालय",
    };
    baselines.push({ ...plan, version: 1, setOn: `${year.startYear}-04-01` });
    if (i === 1)
      baselines.push({
        ...plan,
        version: 2,
        annualBudget: (budget * 15).toFixed(2),
        setOn: setup.current_date,
        reason: "दोस्रो चौमासिकमा थप बजेट विनियोजन",
        approvedBy: "राष्ट्रिय योजना आयोग",
      });
    return targets.map((target, month) => ({
      projectId: project.id,
      fiscalYearId,
      month,
      physicalTarget: target.toFixed(2),
      physicalAchieved: achievements[month].toFixed(2),
      financialTarget: target.toFixed(2),
      budget: budget.toFixed(2),
      expense: (budget * pace).toFixed(2),
      problemTypeId: pace < 0.7 ? (problemType?.id ?? null) : null,
      problemSubTypeId: pace < 0.7 ? (problemSub?.id ?? null) : null,
      problems: pace < 0.7 ? "जग्गा प्राप्ति र मुआब्जा वितरणमा ढिलाइ" : "",
    }));
  });
  if (values.length > 0) await executor.insert(projectProgress).values(values).onConflictDoNothing();
  if (baselines.length > 0) await executor.insert(projectBaselines).values(baselines).onConflictDoNothing();
  // The demo rows bypass the write paths, so the dashboard's month figures are computed once here.
  await rebuildProjectFigures(executor);
};
