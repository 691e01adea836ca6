import {
  ZCoverageList,
  ZCoverageListQuery,
  ZPointList,
  ZPointListQuery,
  ZVisitList,
  ZVisitListQuery,
  ZVisitStateQuery,
  ZVisitStateReport,
} from "@pragati/domain/contract";
import { entry, type ReportEntries } from "../reports/report-entry";
import {
  coverageList,
  coverageReport,
  coverageRows,
  pointAgingReport,
  pointList,
  pointRows,
  visitList,
  visitRows,
  visitsByStateReport,
} from "./monitoring-measures";

/** The monitoring reports (visits by state, action-point aging, coverage) and the records behind their counts. */
export const monitoringReports = {
  "anugaman/visits-by-state": entry({
    summary: "Monitoring visits of the fiscal year by creating office and state",
    query: ZVisitStateQuery,
    response: ZVisitStateReport,
    build: ({ tx, ctx }) => visitsByStateReport(tx, ctx),
  }),
  "anugaman/visits": entry({
    summary: "Monitoring visits behind a count of the visits-by-state report",
    query: ZVisitListQuery,
    response: ZVisitList,
    build: ({ tx, ctx, query }) => visitList(tx, ctx, query),
    rows: ({ tx, ctx, query }) => visitRows(tx, ctx, query),
    openedFrom: ["anugaman/visits-by-state"],
  }),
  "anugaman/action-point-aging": entry({
    summary: "Monitoring action points of the fiscal year's visits by responsible office and days overdue",
    query: ZVisitStateQuery,
    response: ZVisitStateReport,
    build: ({ tx, ctx }) => pointAgingReport(tx, ctx),
  }),
  "anugaman/action-points": entry({
    summary: "Monitoring action points behind a count of the action-point aging report",
    query: ZPointListQuery,
    response: ZPointList,
    build: ({ tx, ctx, query }) => pointList(tx, ctx, query),
    rows: ({ tx, ctx, query }) => pointRows(tx, ctx, query),
    openedFrom: ["anugaman/action-point-aging"],
  }),
  "anugaman/coverage": entry({
    summary: "Monitoring coverage: each office's own projects and itself visited in the last 12 months",
    query: ZVisitStateQuery,
    response: ZVisitStateReport,
    build: ({ tx, ctx }) => coverageReport(tx, ctx),
  }),
  "anugaman/coverage-items": entry({
    summary: "Projects or offices behind a count of the monitoring coverage report",
    query: ZCoverageListQuery,
    response: ZCoverageList,
    build: ({ tx, ctx, query }) => coverageList(tx, ctx, query),
    rows: ({ tx, ctx, query }) => coverageRows(tx, ctx, query),
    openedFrom: ["anugaman/coverage"],
  }),
} satisfies ReportEntries;
