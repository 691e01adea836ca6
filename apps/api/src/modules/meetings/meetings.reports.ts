import {
  ZDecisionList,
  ZDecisionListQuery,
  ZDecisionSummary,
  ZDecisionSummaryQuery,
} from "@pragati/domain/contract";
import { SUMMARY_LABELS } from "@pragati/domain/reports";
import { nameIn, pick } from "../reports/report-cells";
import { entry, type ReportEntries, type SheetLayout } from "../reports/report-entry";
import { agingReport, decisionLists, implementationReport } from "./decision-measures";

/** A decision summary's label column in Excel: what its rows are (meeting type, office or fiscal year). */
const DECISION_LABELS: SheetLayout = {
  labels: {
    heads: (answer, lang) => [
      pick(
        answer.group_by === "office"
          ? SUMMARY_LABELS.implementing_office
          : answer.group_by === "fiscal_year"
            ? SUMMARY_LABELS.fiscal_year
            : SUMMARY_LABELS.meeting_type,
        lang,
      ),
    ],
    cells: (row, lang) => [nameIn(lang, row.group_name as string | null, row.group_name_np as string | null)],
  },
};

/** The decision reports (implementation rate, aging) and the decisions behind their counts. */
const decisions = decisionLists(false);
const pendingDecisions = decisionLists(true);

export const meetingReports = {
  "meetings/implementation-rate": entry({
    summary: "Decisions by status and the implementation rate, per meeting type, office or fiscal year",
    query: ZDecisionSummaryQuery,
    response: ZDecisionSummary,
    build: ({ tx, ctx, query }) => implementationReport(tx, ctx, query),
    sheet: DECISION_LABELS,
  }),
  "meetings/decision-aging": entry({
    summary: "Open decisions by days overdue, per meeting type, office or fiscal year",
    query: ZDecisionSummaryQuery,
    response: ZDecisionSummary,
    build: ({ tx, ctx, query }) => agingReport(tx, ctx, query),
    sheet: DECISION_LABELS,
  }),
  "meetings/decisions": entry({
    summary: "Decisions behind a count of the decision reports",
    query: ZDecisionListQuery,
    response: ZDecisionList,
    build: ({ tx, ctx, query }) => decisions.page(tx, ctx, query),
    rows: ({ tx, ctx, query }) => decisions.rows(tx, ctx, query),
  }),
  "meetings/pending-decisions": entry({
    summary: "Open decisions of earlier meetings (of a meeting type), for its next meeting",
    query: ZDecisionListQuery,
    response: ZDecisionList,
    build: ({ tx, ctx, query }) => pendingDecisions.page(tx, ctx, query),
    rows: ({ tx, ctx, query }) => pendingDecisions.rows(tx, ctx, query),
  }),
} satisfies ReportEntries;
