import { okResponse } from "./client";
import {
  buildMilestone,
  buildOffice,
  buildProject,
  buildUser,
  findFiscalYear,
  fiscalYears,
  loginAs,
  progressReasons,
  projectKinds,
  setSettings,
  storeProject,
} from "./factories";
import { storeIndicator } from "./indicators-fixture";
import type { TestApp } from "./test-app";

/**
 * Months of each reporting stream that warn and that stay quiet, built through the API and the
 * factories (issue 33 item 5, the data-quality checks), with the figures the tests work the warnings out
 * from: a ministry above two offices (`office` and `sibling`) and another ministry's office.
 */

export const MONTH = 2;
const round2 = (value: number) => Math.round(value * 100) / 100;

export type Expected = { check: string; record_id: number; office_id: number };

/** A project's months 0 to MONTH: physical % achieved, budget and expense (lakh) each month. */
type ProjectMonths = { achieved: number; budget: number; expense: number };
/** A project built in the treasury's budget year with its months and its sub-head's treasury row. */
type ProjectCase = { months: ProjectMonths; subhead?: { code: string; budget: number; expense: number } };

const treasuryHead = [
  "महालेखा नियन्त्रक कार्यालय,,,,,,,,,,,",
  "कार्यालयगत बजेट तथा खर्च (२०६६),,,,,,,,,,,",
  "आ.व. २०८२/८३ (रु.),,,,,,,,,,,",
  "मन्त्रालय,कार्यालय कोड,कार्यालय,प्रदेश,ब.उ.शि.नं.,चालु,,पूँजीगत,,कुल,,मौज्दात",
  ",,,,,बजेट,खर्च,बजेट,खर्च,बजेट,खर्च,",
];
/** A 2066 file of sub-head rows (all current), with its total row. */
const treasuryFile = (rows: { code: string; budget: number; expense: number }[]) => {
  const line = (r: (typeof rows)[number], i: number) =>
    `गृह मन्त्रालय,9200${i},Quality office ${i},बागमती,${r.code},${r.budget},${r.expense},0,0,${r.budget},${r.expense},${r.budget - r.expense}`;
  const sum = (k: "budget" | "expense") => rows.reduce((s, r) => s + r[k], 0);
  const total = `कुल जम्मा,,,,,${sum("budget")},${sum("expense")},0,0,${sum("budget")},${sum("expense")},${sum("budget") - sum("expense")}`;
  return Buffer.from([...treasuryHead, ...rows.map(line), total].join("\n"));
};

export type Fixture = Awaited<ReturnType<typeof buildQualityData>>;

export const buildQualityData = async (t: TestApp) => {
  const db = t.database.db;
  const admin = await loginAs(t.app, "admin");
  const login = async (role: string, nikayaId: number) =>
    loginAs(t.app, (await buildUser(db, { role, nikayaId })).username);
  const ministry = (await buildOffice(db, { name: "Quality ministry" })).id;
  const office = (await buildOffice(db, { parentId: ministry, name: "Quality office" })).id;
  const sibling = (await buildOffice(db, { parentId: ministry, name: "Quality sibling" })).id;
  const otherMinistry = (await buildOffice(db)).id;
  const users = {
    admin,
    office: await login("nikaya", office),
    sibling: await login("nikaya", sibling),
    ministry: await login("sachib", ministry),
    outsider: await login("sachib", otherMinistry),
  };
  const years = await fiscalYears(db);
  const treasuryYear = (await findFiscalYear(db, { startYear: 2082 })).id;
  await setSettings(db, {
    treasuryGapPercent: 10,
    qualityGapPercent: 25,
    suchakPeriodFrom: "2000-01-01",
    suchakPeriodTo: "2200-12-30",
    activeSuchakMonths: [0, 1, 2],
    suchakReportingMonth: MONTH,
  });
  const expected: Record<"project" | "indicator" | "pragati" | "contract", Expected[]> = {
    project: [],
    indicator: [],
    pragati: [],
    contract: [],
  };

  // Projects: the year's physical % to MONTH against expense to MONTH over the year's budget.
  const projects: Record<string, ProjectCase & { office: number }> = {
    gap: { office, months: { achieved: 30, budget: 100, expense: 10 } },
    quiet: { office, months: { achieved: 10, budget: 100, expense: 30 } },
    treasury: {
      office,
      months: { achieved: 10, budget: 100, expense: 30 },
      subhead: { code: "91007701", budget: 100_000, expense: 80_000 },
    },
    treasuryQuiet: {
      office,
      months: { achieved: 10, budget: 100, expense: 30 },
      subhead: { code: "91007702", budget: 100_000, expense: 35_000 },
    },
    siblingGap: { office: sibling, months: { achieved: 5, budget: 100, expense: 90 } },
  };
  const projectIds: Record<string, number> = {};
  for (const [name, c] of Object.entries(projects)) {
    const months = Array.from({ length: MONTH + 1 }, (_, month) => ({
      month,
      target: c.months.achieved,
      ...c.months,
    }));
    projectIds[name] = (
      await buildProject(db, {
        nikayaId: c.office,
        fiscalYearId: treasuryYear,
        name: `Quality project ${name}`,
        budgetSubHeads: c.subhead ? [c.subhead.code] : [],
        progress: months,
      })
    ).id;
    const physical = c.months.achieved * (MONTH + 1);
    const financial = round2(((c.months.expense * (MONTH + 1)) / (c.months.budget * (MONTH + 1))) * 100);
    if (Math.abs(physical - financial) > 25)
      expected.project.push({ check: "progress_gap", record_id: projectIds[name], office_id: c.office });
    if (c.subhead) {
      const treasury = round2((c.subhead.expense / c.subhead.budget) * 100);
      if (Math.abs(treasury - financial) > 10)
        expected.project.push({ check: "treasury_gap", record_id: projectIds[name], office_id: c.office });
    }
  }
  okResponse(
    await t.as(admin).upload(
      "/api/treasury/import",
      {
        files: [
          {
            field: "file",
            name: "quality.csv",
            type: "text/csv",
            content: treasuryFile(Object.values(projects).flatMap((c) => (c.subhead ? [c.subhead] : []))),
          },
        ],
      },
      { query: { report_number: "2066", fiscal_year_id: treasuryYear, as_of: "2082-06-01", unit: "rupees" } },
    ),
  );

  // Indicators of the current year reported monthly by the office: the % to date, and running totals.
  const annualTargets = {
    non_cumulative: Array(12).fill(10),
    cumulative: Array.from({ length: 12 }, (_, i) => (i + 1) * 10),
  };
  const indicators: Record<string, { aggregation: "non_cumulative" | "cumulative"; actuals: number[] }> = {
    over: { aggregation: "non_cumulative", actuals: [10, 10, 40] },
    within: { aggregation: "non_cumulative", actuals: [10, 10, 12] },
    down: { aggregation: "cumulative", actuals: [10, 20, 15] },
    up: { aggregation: "cumulative", actuals: [10, 20, 25] },
  };
  const indicatorIds: Record<string, number> = {};
  for (const [name, c] of Object.entries(indicators)) {
    const targets = annualTargets[c.aggregation];
    const made = await storeIndicator(t, admin, {
      fiscal_year_id: years.current,
      nikaya_id: ministry,
      code: `DQ-${name}`,
      name: `Quality indicator ${name}`,
      name_np: `गुणस्तर सूचक ${name}`,
      responsible_office_id: office,
      aggregation: c.aggregation,
    });
    indicatorIds[name] = made.id;
    okResponse(await t.as(admin).post(`/api/indicators/${made.id}/targets`, { periods: targets }));
    for (const [period, actual] of c.actuals.entries())
      okResponse(
        await t.as(users.office).post(`/api/indicators/${made.id}/achievements/${period}`, { actual }),
      );
    const toDate =
      c.aggregation === "cumulative"
        ? c.actuals[MONTH] / targets[MONTH]
        : c.actuals.reduce((s, a) => s + a, 0) / targets.slice(0, MONTH + 1).reduce((s, a) => s + a, 0);
    if (toDate * 100 > 150)
      expected.indicator.push({ check: "over_target", record_id: made.id, office_id: office });
    if (c.aggregation === "cumulative" && c.actuals[MONTH] < c.actuals[MONTH - 1])
      expected.indicator.push({ check: "cumulative_down", record_id: made.id, office_id: office });
  }

  // Milestones of the previous year: running totals (cumulative) entered for months 1 and 2.
  const [reason] = await progressReasons(db);
  const milestones: Record<string, { cumulative: boolean; achieved: [number, number] }> = {
    down: { cumulative: true, achieved: [8, 5] },
    up: { cumulative: true, achieved: [8, 12] },
    notRunning: { cumulative: false, achieved: [8, 5] },
  };
  const milestoneIds: Record<string, number> = {};
  for (const [name, c] of Object.entries(milestones)) {
    const m = await buildMilestone(db, {
      nikayaId: office,
      fiscalYearId: years.previous,
      targets: c.cumulative ? { 1: 10, 2: 20 } : { 1: 10, 2: 10 },
      cumulative: c.cumulative,
      title: `Quality milestone ${name}`,
    });
    milestoneIds[name] = m.id;
    for (const [i, achieved] of c.achieved.entries())
      okResponse(
        await t.as(users.office).post("/api/pragati/store", {
          milestone_id: m.id,
          month: i + 1,
          status: "in_progress",
          achieved,
          reasons: [{ main_type_id: reason.main.id, sub_type_id: reason.sub.id }],
          explanation: "Work slowed",
        }),
      );
    if (c.cumulative && c.achieved[1] < c.achieved[0])
      expected.pragati.push({ check: "cumulative_down", record_id: m.id, office_id: office });
  }

  // Contracts of the current year: physical % against the amount paid over the contract amount.
  const project = {
    id: await storeProject(t, admin, {
      fiscal_year_id: years.current,
      name: "Quality contract project",
      sub_sector_id: (await projectKinds(db)).subSectorId,
      nikaya_id: office,
      office_ids: [],
      initial_cost: 5000,
    }),
  };
  const contracts: Record<string, { physical: number; paid: number; amount: number }> = {
    gap: { physical: 80, paid: 10, amount: 100 },
    quiet: { physical: 30, paid: 25, amount: 100 },
  };
  const contractIds: Record<string, number> = {};
  for (const [name, c] of Object.entries(contracts)) {
    contractIds[name] = okResponse<{ id: number }>(
      await t.as(admin).post("/api/thekka/store", {
        project_id: project.id,
        nikaya_id: office,
        fiscal_year_id: years.current,
        number: `DQ/${name}`,
        title: `Quality contract ${name}`,
        category: "works",
        method: "open_national",
        estimated_amount: c.amount,
        contract_amount: c.amount,
        physical_percent: c.physical,
        amount_paid: c.paid,
      }),
    ).id;
    if (Math.abs(c.physical - round2((c.paid / c.amount) * 100)) > 25)
      expected.contract.push({ check: "progress_gap", record_id: contractIds[name], office_id: office });
  }

  return {
    admin,
    users,
    offices: { ministry, office, sibling, otherMinistry },
    years: { ...years, treasury: treasuryYear },
    /** The fiscal year each stream's months were built in. */
    streamYear: {
      project: treasuryYear,
      indicator: years.current,
      pragati: years.previous,
      contract: years.current,
    },
    expected,
    ids: { projects: projectIds, indicators: indicatorIds, milestones: milestoneIds, contracts: contractIds },
  };
};

/** A set of warnings as comparable keys. */
export const keysOf = (rows: readonly Expected[]) =>
  rows.map((r) => `${r.office_id}:${r.check}:${r.record_id}`).sort();
