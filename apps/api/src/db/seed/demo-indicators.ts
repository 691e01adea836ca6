import { periodCount, periodsEndedBy } from "@pragati/domain/indicators";
import { eq, inArray } from "drizzle-orm";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import type { Executor } from "../client";
import { fiscalYears, offices, setupItems } from "../schema";
import { indicatorPeriods, indicators } from "../schema/indicators";
import { DEMO_OFFICES } from "./demo";

/** A demo indicator: office keys of DEMO_OFFICES, unit by its English name, `parent` by code. */
type DemoIndicator = {
  code: string;
  name: string;
  name_np: string;
  office: string;
  responsible?: string;
  parent?: string;
  unit: string;
  unit_type?: "number" | "percent" | "ratio";
  direction: "increase" | "decrease";
  aggregation: "non_cumulative" | "cumulative" | "latest";
  level: "output" | "outcome" | "impact";
  review_period?: "monthly" | "quarterly";
  baseline: number | null;
  annual: number;
  weightage: number;
  /** Achieved / target of the periods reported so far (1 on target; for lower-is-better, above 1 is worse). */
  pace: number;
  sdg?: string;
  source: string;
};

/**
 * Indicators of three demo ministries (issue 20): some lower-is-better, some cumulative, some with SDG
 * codes, one with a sub-indicator reported by a department.
 */
const DEMO_INDICATORS: readonly DemoIndicator[] = [
  {
    code: "MOPIT-1",
    pace: 0.995,
    name: "Strategic roads blacktopped (total length)",
    name_np: "कालोपत्रे गरिएका रणनीतिक सडक (कुल लम्बाइ)",
    office: "mopit",
    responsible: "dor",
    unit: "Kilometre",
    direction: "increase",
    aggregation: "cumulative",
    level: "output",
    baseline: 7200,
    annual: 7560,
    weightage: 3,
    sdg: "9.1.2",
    source: "Department of Roads, road statistics",
  },
  {
    code: "MOPIT-1.1",
    pace: 0.8,
    name: "Roads upgraded to blacktop in the year",
    name_np: "वर्षभित्र कालोपत्रे स्तरोन्नति गरिएका सडक",
    office: "mopit",
    responsible: "dor",
    parent: "MOPIT-1",
    unit: "Kilometre",
    direction: "increase",
    aggregation: "non_cumulative",
    level: "output",
    baseline: null,
    annual: 360,
    weightage: 1,
    source: "Department of Roads, monthly progress",
  },
  {
    code: "MOPIT-2",
    pace: 1.1,
    name: "Deaths in road accidents",
    name_np: "सडक दुर्घटनामा मृत्यु",
    office: "mopit",
    responsible: "dotm",
    unit: "Persons",
    direction: "decrease",
    aggregation: "non_cumulative",
    level: "outcome",
    baseline: 2600,
    annual: 2340,
    weightage: 2,
    sdg: "3.6.1",
    source: "Nepal Police, traffic directorate",
  },
  {
    code: "MOHP-1",
    pace: 0.97,
    name: "Maternal mortality ratio (per 100,000 live births)",
    name_np: "मातृ मृत्यु अनुपात (प्रति एक लाख जीवित जन्म)",
    office: "mohp",
    responsible: "dohs",
    unit: "Number",
    unit_type: "ratio",
    direction: "decrease",
    aggregation: "latest",
    level: "impact",
    review_period: "quarterly",
    baseline: 151,
    annual: 140,
    weightage: 3,
    sdg: "3.1.1",
    source: "Health management information system",
  },
  {
    code: "MOHP-2",
    pace: 1,
    name: "Births attended by skilled health personnel",
    name_np: "दक्ष स्वास्थ्यकर्मीको सहयोगमा भएको प्रसूति",
    office: "mohp",
    responsible: "fwd",
    unit: "Percent",
    unit_type: "percent",
    direction: "increase",
    aggregation: "latest",
    level: "outcome",
    baseline: 80,
    annual: 84,
    weightage: 2,
    sdg: "3.1.2",
    source: "Health management information system",
  },
  {
    code: "MOEST-1",
    pace: 1.01,
    name: "Literacy rate (age 15 and above)",
    name_np: "साक्षरता दर (१५ वर्ष र माथि)",
    office: "moest",
    unit: "Percent",
    unit_type: "percent",
    direction: "increase",
    aggregation: "latest",
    level: "outcome",
    review_period: "quarterly",
    baseline: 76.2,
    annual: 78,
    weightage: 2,
    sdg: "4.6.1",
    source: "Education management information system",
  },
  {
    code: "MOEST-2",
    pace: 0.98,
    name: "Children out of school (basic level)",
    name_np: "विद्यालय बाहिर रहेका बालबालिका (आधारभूत तह)",
    office: "moest",
    responsible: "cehrd",
    unit: "Persons",
    direction: "decrease",
    aggregation: "latest",
    level: "outcome",
    baseline: 240000,
    annual: 200000,
    weightage: 1,
    source: "Flash report",
  },
];

/** The demo indicators of the current fiscal year, their baselines measured the year before. */
export const seedDemoIndicators = async (executor: Executor) => {
  const setup = await buildSetupBlock(executor);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (!fiscalYearId) return;
  const [year] = await executor.select().from(fiscalYears).where(eq(fiscalYears.id, fiscalYearId));
  const [previous] = await executor
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .where(eq(fiscalYears.startYear, year.startYear - 1));
  const codes = DEMO_OFFICES.map((o) => o.code);
  const officeRows = await executor
    .select({ id: offices.id, code: offices.code })
    .from(offices)
    .where(inArray(offices.code, codes));
  const officeId = new Map(
    DEMO_OFFICES.map((o) => [o.key, officeRows.find((row) => row.code === o.code)?.id as number]),
  );
  const units = new Map(
    (
      await executor
        .select({ id: setupItems.id, name: setupItems.name })
        .from(setupItems)
        .where(eq(setupItems.listKey, "units"))
    ).map((row) => [row.name, row.id]),
  );
  const ids = new Map<string, number>();
  for (const item of DEMO_INDICATORS) {
    const [row] = await executor
      .insert(indicators)
      .values({
        fiscalYearId,
        nikayaId: officeId.get(item.office) as number,
        responsibleOfficeId: item.responsible ? (officeId.get(item.responsible) ?? null) : null,
        parentId: item.parent ? (ids.get(item.parent) ?? null) : null,
        code: item.code,
        name: item.name,
        nameNp: item.name_np,
        level: item.level,
        reviewPeriod: item.review_period ?? "monthly",
        unitId: units.get(item.unit) ?? null,
        unitType: item.unit_type ?? "number",
        direction: item.direction,
        aggregation: item.aggregation,
        baseline: item.baseline === null ? null : String(item.baseline),
        baselineFiscalYearId: item.baseline === null ? null : (previous?.id ?? fiscalYearId),
        annualTarget: String(item.annual),
        weightage: String(item.weightage),
        sdgCode: item.sdg ?? null,
        sdgVersion: item.sdg ? "2025" : null,
        dataSource: item.source,
      })
      .returning({ id: indicators.id });
    ids.set(item.code, row.id);
    await executor
      .insert(indicatorPeriods)
      .values(demoPeriods(item, setup.current_suchak_reporting_month, row.id));
  }
};

/**
 * Targets of every period (amounts adding up to the annual target; running totals and levels moving
 * evenly from the baseline to it) and achievements of the periods ended by the reporting month.
 */
const demoPeriods = (item: DemoIndicator, reportingMonth: number, indicatorId: number) => {
  const review = item.review_period ?? "monthly";
  const n = periodCount(review);
  const ended = periodsEndedBy(review, reportingMonth);
  const start = item.baseline ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return Array.from({ length: n }, (_, period) => {
    const target =
      item.aggregation === "non_cumulative"
        ? round(item.annual / n)
        : round(start + ((item.annual - start) * (period + 1)) / n);
    const last = period === n - 1;
    const exact =
      item.aggregation === "non_cumulative" && last
        ? round(item.annual - round(item.annual / n) * (n - 1))
        : target;
    return {
      indicatorId,
      period,
      target: String(last && item.aggregation !== "non_cumulative" ? item.annual : exact),
      actual: period < ended ? String(round(target * item.pace)) : null,
      comment: period < ended ? "Reported from the monthly progress" : "",
      reportedAt: period < ended ? new Date() : null,
    };
  });
};
