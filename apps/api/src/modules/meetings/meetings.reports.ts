import {
  ZDecisionList,
  ZDecisionListQuery,
  ZDecisionSummary,
  ZDecisionSummaryQuery,
} from "@pragati/domain/contract";
import { entry, type ReportEntries } from "../reports/report-entry";
import { agingReport, decisionList, decisionRows, implementationReport } from "./decision-measures";

/** The decision reports (implementation rate, aging) and the decisions behind their counts. */
export const meetingReports = {
  "meetings/implementation-rate": entry({
    summary: "Decisions by status and the implementation rate, per meeting type, office or fiscal year",
    query: ZDecisionSummaryQuery,
    response: ZDecisionSummary,
    build: ({ tx, ctx, query }) => implementationReport(tx, ctx, query),
  }),
  "meetings/decision-aging": entry({
    summary: "Open decisions by days overdue, per meeting type, office or fiscal year",
    query: ZDecisionSummaryQuery,
    response: ZDecisionSummary,
    build: ({ tx, ctx, query }) => agingReport(tx, ctx, query),
  }),
  "meetings/decisions": entry({
    summary: "Decisions behind a count of the decision reports",
    query: ZDecisionListQuery,
    response: ZDecisionList,
    build: ({ tx, ctx, query }) => decisionList(tx, ctx, query, false),
    rows: ({ tx, ctx, query }) => decisionRows(tx, ctx, query, false),
  }),
  "meetings/pending-decisions": entry({
    summary: "Open decisions of earlier meetings (of a meeting type), for its next meeting",
    query: ZDecisionListQuery,
    response: ZDecisionList,
    build: ({ tx, ctx, query }) => decisionList(tx, ctx, query, true),
    rows: ({ tx, ctx, query }) => decisionRows(tx, ctx, query, true),
  }),
} satisfies ReportEntries;
