import { toBsString } from "@pragati/domain/calendar";
import {
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  type ContractStage,
  type ContractStatus,
} from "@pragati/domain/contracts";
import { asc, like } from "drizzle-orm";
import { now } from "../../lib/clock";
import { loadCalendar } from "../../modules/calendar/calendar.repository";
import { buildSetupBlock } from "../../modules/calendar/calendar.service";
import { publishStoredContracts } from "../../modules/open/ocds-publish";
import type { Executor } from "../client";
import { fiscalYears } from "../schema/calendar";
import { contractExtensions, contractLiabilities, contracts, contractVariations } from "../schema/contracts";
import { projects } from "../schema/projects";

/** The demo's open-data publisher and ocid prefix: sample values, not a registration. */
const DEMO_PUBLISHER = "Pragati demo (sample data)";
const DEMO_OCID_PREFIX = "ocds-demo00";

const CONTRACTORS = [
  "सगरमाथा निर्माण सेवा",
  "Himal-Annapurna JV",
  "लुम्बिनी कन्स्ट्रक्सन",
  "Everest Engineering Consultants",
  "मकालु सप्लायर्स",
] as const;
const CATEGORIES = ["works", "works", "goods", "consulting", "other_services"] as const;
const METHODS = [
  "open_national",
  "open_international",
  "sealed_quotation",
  "consultancy_rfp",
  "limited",
] as const;

/** How far each status has gone: the stages with an actual date. */
const REACHED: Record<ContractStatus, number> = {
  planned: 0,
  tender: 2,
  evaluation: 3,
  awarded: 5,
  active: 7,
  completed: 8,
  terminated: 7,
  cancelled: 2,
  unsuccessful: 3,
};

/**
 * Demo contracts under the demo projects (DEMO-*), two in every status, dated back from today so every
 * actual date is past: odd ones ran late against their plan, every other awarded or later one has a
 * variation, running ones every third an extension, and every third contract is multi-year with its
 * liability over this and the next fiscal year. Runs once, after the demo projects.
 */
export const seedDemoContracts = async (executor: Executor): Promise<void> => {
  const setup = await buildSetupBlock(executor);
  const fiscalYearId = setup.current_fiscal_year_id_by_current_date;
  if (!fiscalYearId) return;
  const calendar = await loadCalendar(executor);
  const today = calendar.todayBs(now());
  const daysAgo = (days: number) => toBsString(calendar.addDays(today, -days));
  const under = await executor
    .select({ id: projects.id, nikayaId: projects.nikayaId })
    .from(projects)
    .where(like(projects.code, "DEMO-%"))
    .orderBy(asc(projects.id));
  const years = await executor
    .select({ id: fiscalYears.id })
    .from(fiscalYears)
    .orderBy(asc(fiscalYears.startYear));
  const nextYear = years[years.findIndex((y) => y.id === fiscalYearId) + 1]?.id;
  if (under.length === 0) return;

  const seeded: number[] = [];
  for (const [i, status] of [...CONTRACT_STATUSES, ...CONTRACT_STATUSES].entries()) {
    const project = under[(i * 3) % under.length];
    const late = i % 2 === 1;
    // Stage k is planned 40 days apart from 400 days ago (the one in planning that is on time: from 30
    // days ahead); a late contract's actual dates trail its plan by 25 days.
    const ahead = status === "planned" && !late;
    const plannedAgo = (k: number) => (ahead ? -30 - k * 40 : 400 - k * 40);
    const planned = Object.fromEntries(
      CONTRACT_STAGES.map((stage, k) => [
        stage,
        stage === "completion" && !ahead ? daysAgo(late ? 20 : -300) : daysAgo(plannedAgo(k)),
      ]),
    ) as Record<ContractStage, string>;
    const actual = Object.fromEntries(
      CONTRACT_STAGES.map((stage, k) => [
        stage,
        k < REACHED[status] ? daysAgo(plannedAgo(k) - (late ? 25 : 0)) : null,
      ]),
    ) as Record<ContractStage, string | null>;
    const estimated = 150 + ((i * 977) % 4800);
    const awarded = REACHED[status] >= 5 && status !== "unsuccessful";
    const amount = awarded ? Math.round(estimated * 0.92 * 100) / 100 : null;
    const closed = ["terminated", "cancelled", "unsuccessful"].includes(status);
    const multiYear = i % 3 === 0;
    const [row] = await executor
      .insert(contracts)
      .values({
        projectId: project.id,
        nikayaId: project.nikayaId,
        fiscalYearId,
        number: `DEMO/${String(i + 1).padStart(3, "0")}`,
        title: `प्याकेज ${i + 1}: ${["सडक खण्ड", "पुल", "उपकरण खरिद", "सुपरिवेक्षण परामर्श", "मर्मत सेवा"][i % 5]}`,
        category: CATEGORIES[i % CATEGORIES.length],
        method: METHODS[i % METHODS.length],
        status,
        estimatedAmount: estimated.toFixed(2),
        contractAmount: amount?.toFixed(2) ?? null,
        contractor: awarded ? CONTRACTORS[i % CONTRACTORS.length] : null,
        jointVenture: awarded && i % 5 === 1,
        multiYear,
        plannedBidDocs: planned.bid_docs,
        plannedInvitation: planned.invitation,
        plannedOpening: planned.opening,
        plannedEvaluation: planned.evaluation,
        plannedAward: planned.award,
        plannedAgreement: planned.agreement,
        plannedWorkOrder: planned.work_order,
        plannedCompletion: planned.completion,
        actualBidDocs: actual.bid_docs,
        actualInvitation: actual.invitation,
        actualOpening: actual.opening,
        actualEvaluation: actual.evaluation,
        actualAward: actual.award,
        actualAgreement: actual.agreement,
        actualWorkOrder: actual.work_order,
        actualCompletion: actual.completion,
        closedOn: closed ? daysAgo(60) : null,
        closeReason: closed ? ["बजेट अभाव", "योग्य बोलपत्र नपरेको", "कार्यसम्पादन सन्तोषजनक नभएको"][i % 3] : "",
        physicalPercent:
          status === "completed" ? "100" : status === "active" ? String(20 + ((i * 13) % 60)) : "0",
        amountPaid: amount === null ? "0" : (amount * (status === "completed" ? 0.95 : 0.3)).toFixed(2),
      })
      .returning({ id: contracts.id });
    seeded.push(row.id);
    if (multiYear)
      await executor.insert(contractLiabilities).values(
        [fiscalYearId, ...(nextYear ? [nextYear] : [])].map((yearId, k) => ({
          contractId: row.id,
          fiscalYearId: yearId,
          amount: ((amount ?? estimated) * (k === 0 ? 0.4 : 0.5)).toFixed(2),
        })),
      );
    if (amount !== null && i % 2 === 0)
      await executor.insert(contractVariations).values({
        contractId: row.id,
        number: 1,
        variedOn: daysAgo(100),
        newAmount: (amount * 1.08).toFixed(2),
        reason: "थप परिमाण",
      });
    if (status === "active" || (status === "awarded" && i % 3 === 0))
      await executor.insert(contractExtensions).values({
        contractId: row.id,
        number: 1,
        extendedOn: daysAgo(90),
        newEndDate: daysAgo(late ? 5 : -400),
        reason: "बाढीले काम रोकिएको",
      });
  }
  // Open data (issue 34): the demo publishes under a sample prefix, one release of each contract as it stands.
  await publishStoredContracts(executor, { publisher: DEMO_PUBLISHER, ocidPrefix: DEMO_OCID_PREFIX }, seeded);
};
