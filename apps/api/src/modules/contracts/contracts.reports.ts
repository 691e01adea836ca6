import {
  CONTRACT_DETAIL_REPORT,
  CONTRACT_MEASURES,
  type TContractList,
  type TContractListQuery,
  type TContractListRow,
  type TDrillParams,
  ZConsolidatedReport,
  ZContractList,
  ZContractListQuery,
  ZContractReportQuery,
} from "@pragati/domain/contract";
import { dayAfterFiscalMonth } from "@pragati/domain/contracts";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pagedList } from "../../lib/paged";
import type { AuthContext } from "../../plugins/auth";
import { todayBs } from "../projects/project-scope";
import { projectsOf } from "../projects/projects.reports";
import { fiscalYearStart } from "../projects/projects.repository";
import { consolidatedReport } from "../reports/consolidated-report";
import { batchesAfterRead } from "../reports/keyset";
import { filtersOf, type ReportContext } from "../reports/report-context";
import { entry, type ReportEntries } from "../reports/report-entry";
import {
  CONTRACT_FIGURES,
  type ContractDates,
  type ContractFilters,
  contractCondition,
  contractListSelect,
  contractSource,
} from "./contract-measures";

// The consolidated contract view (thekka-akkikrit-pragarti) and the contracts behind its counts.

/** The dates a contract report reads its month at (see `ContractDates`). */
const contractDates = async (executor: Executor, ctx: ReportContext): Promise<ContractDates> => {
  const [startYear, today] = await Promise.all([
    fiscalYearStart(executor, ctx.fiscalYearId),
    todayBs(executor),
  ]);
  // resolveContext has checked the fiscal year exists.
  const until = dayAfterFiscalMonth(startYear as number, ctx.month);
  return { until, lateAt: today < until ? today : until, startYear: startYear as number };
};

/** The contract filters a drill-down carries beside the report context's. */
const contractDrill = (filters: ContractFilters): TDrillParams => {
  const params: TDrillParams = {};
  if (filters.category !== undefined) params.category = filters.category;
  if (filters.stage !== undefined) params.stage = filters.stage;
  return params;
};

/**
 * thekka-akkikrit-pragarti: per child office of the root (`consolidatedRoot`) and the root's own
 * contracts (by procuring office), the counts (each drilling into its contracts) and the figures, with
 * the totals row.
 */
export const contractReport = async (
  executor: Executor,
  ctx: ReportContext,
  filters: ContractFilters,
  auth: AuthContext | null,
) => {
  const [scope, dates] = await Promise.all([projectsOf(executor, auth), contractDates(executor, ctx)]);
  return consolidatedReport(executor, {
    ctx,
    source: contractSource(ctx, filters, scope, dates),
    measures: CONTRACT_MEASURES.map((measure) => [measure, contractCondition(measure)] as const),
    figures: CONTRACT_FIGURES,
    detail: CONTRACT_DETAIL_REPORT,
    drill: contractDrill(filters),
  });
};

/** The contracts behind one count of the consolidated contract view (`measure`, default every one). */
export const contractDetail = async (
  executor: Executor,
  ctx: ReportContext,
  query: TContractListQuery,
  auth: AuthContext | null,
): Promise<TContractList> => {
  const [scope, dates] = await Promise.all([projectsOf(executor, auth), contractDates(executor, ctx)]);
  return {
    ...(await pagedList<TContractListRow>(
      executor,
      query,
      contractListSelect({ ctx, filters: query, measure: query.measure ?? "contracts", scope, dates }),
    )),
    filters: filtersOf(ctx),
  };
};

/** Every contract of the list, in batches, for the export (one scope and one set of dates for all). */
export const contractRows = (
  executor: Executor,
  ctx: ReportContext,
  query: TContractListQuery,
  auth: AuthContext | null,
  batchSize = 1000,
) =>
  batchesAfterRead<TContractListRow, [SQL, ContractDates]>(
    executor,
    () => Promise.all([projectsOf(executor, auth), contractDates(executor, ctx)]),
    ([scope, dates], afterId) =>
      contractListSelect({
        ctx,
        filters: query,
        measure: query.measure ?? "contracts",
        scope,
        dates,
        afterId,
      }),
    batchSize,
  );

export const contractReports = {
  "thekka-akkikrit-pragarti": entry({
    summary: "Consolidated contract progress per child office of the caller's scope, as of the month's end",
    query: ZContractReportQuery,
    response: ZConsolidatedReport,
    build: ({ tx, ctx, query, auth }) => contractReport(tx, ctx, query, auth),
  }),
  "thekka-akkikrit-pragarti/contracts": entry({
    summary: "Contracts behind a count of the consolidated contract view",
    query: ZContractListQuery,
    response: ZContractList,
    build: ({ tx, ctx, query, auth }) => contractDetail(tx, ctx, query, auth),
    rows: ({ tx, ctx, query, auth }) => contractRows(tx, ctx, query, auth),
    openedFrom: ["thekka-akkikrit-pragarti"],
  }),
} satisfies ReportEntries;
