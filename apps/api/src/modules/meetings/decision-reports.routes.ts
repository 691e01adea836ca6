import {
  ZDecisionDetail,
  ZDecisionReportBody,
  ZDecisionReportQuery,
  ZDecisionRow,
  ZEnvelope,
  ZIdParams,
  ZReportAcceptBody,
  ZReportReturnBody,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readCheckedFiles } from "../../lib/attachments";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { sendStoredFile } from "../../lib/record-files";
import { recordReadRoutes } from "../../lib/record-read-routes";
import { recordWriteRoutes } from "../../lib/record-write-routes";
import { can } from "../../plugins/auth";
import { loadSettings } from "../setup/settings.repository";
import { presentDecisionDetail, presentDecisionRow } from "./decision-reports.presenter";
import { decisionReportRows, findListedDecision, listDecisions } from "./decision-reports.repository";
import {
  attachReportFiles,
  reportScopeOf,
  reviewReport,
  submitReport,
  visibleReportFile,
} from "./decision-reports.service";
import { DECISION } from "./meetings.service";

const tags = ["meetings"];
const SCREENS = ["meeting-reports"];

/** Decision reports (screen `meeting-reports`): the reporting office reports, the secretariat reviews. */
export const decisionReportsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = async (request: FastifyRequest, id: number) => {
    const { calendar, today, scope, rights } = await reportScopeOf(app.db, request);
    const row = await orNotFound(findListedDecision(app.db, id, scope, rights), DECISION);
    const { evidenceForDecisions } = await loadSettings(app.db);
    return presentDecisionDetail(
      row,
      await decisionReportRows(app.db, id),
      calendar,
      today,
      evidenceForDecisions,
    );
  };
  const saved = (en: string, np: string) => ({ message: { en, np } });

  recordReadRoutes(app, {
    tags,
    onRequest: [app.authenticate, can("meeting.view", SCREENS)],
    answer: { schema: ZDecisionDetail, of: detail },
    list: {
      path: "/api/meetings/decisions/all",
      summary:
        "Decisions in the caller's scope with their report state (paged, by the meetings' fiscal year)",
      filters: ZDecisionReportQuery,
      row: ZDecisionRow,
      page: async (request, query) => {
        const { calendar, today, scope, rights } = await reportScopeOf(app.db, request);
        const page = await listDecisions(app.db, query, scope, rights);
        return { ...page, data: page.data.map((row) => presentDecisionRow(row, calendar, today)) };
      },
    },
    show: {
      path: "/api/meetings/decisions/show/:id",
      summary: "A decision with every report on it (its history)",
    },
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZDecisionDetail, of: detail } });

  write.post("/api/meetings/decisions/:id/reports", {
    summary: "Report on a decision for the current period (the reporting office; it waits for review)",
    body: ZDecisionReportBody,
    onRequest: [app.authenticate, can("meeting.report", SCREENS)],
    // The new report's id is not the answer: the decision is shown with it.
    write: async (request, { id, body }) => {
      await submitReport(app.db, request, id, body);
    },
    message: { en: "The report was sent to the secretariat.", np: "प्रतिवेदन सचिवालयमा पठाइयो।" },
  });

  r.post("/api/meetings/reports/files/:id", {
    schema: {
      tags,
      summary: "Attach evidence to a waiting report (multipart; PDF, PNG, JPG, DOCX, XLSX; at most 5)",
      params: ZIdParams,
      consumes: ["multipart/form-data"],
      response: { 200: ZEnvelope(ZDecisionDetail) },
    },
    onRequest: [app.authenticate, can("meeting.report", SCREENS)],
    handler: async (request) => {
      // Read and check every file before storing any, so an upload is accepted or refused whole.
      const incoming = await readCheckedFiles(request);
      const decisionId = await attachReportFiles(app.db, app.storage, request, request.params.id, incoming);
      return ok(await detail(request, decisionId), saved("Files attached.", "फाइलहरू संलग्न भए।"));
    },
  });

  write.post("/api/meetings/reports/accept/:id", {
    summary: "Accept a report: the decision takes the reported status (the meeting's secretariat)",
    body: ZReportAcceptBody,
    onRequest: [app.authenticate, can("meeting.manage", SCREENS)],
    write: (request, { id, body }) => reviewReport(app.db, request, id, { state: "accepted", body }),
    message: { en: "The report was accepted.", np: "प्रतिवेदन स्वीकृत भयो।" },
  });

  write.post("/api/meetings/reports/return/:id", {
    summary: "Return a report with a note; the decision keeps its status (the meeting's secretariat)",
    body: ZReportReturnBody,
    onRequest: [app.authenticate, can("meeting.manage", SCREENS)],
    write: (request, { id, body }) => reviewReport(app.db, request, id, { state: "returned", body }),
    message: { en: "The report was returned.", np: "प्रतिवेदन फिर्ता गरियो।" },
  });

  r.get("/api/meetings/reports/file/:id", {
    schema: { tags, summary: "Download a report's evidence file", params: ZIdParams },
    onRequest: [app.authenticate, can("meeting.view", SCREENS)],
    handler: async (request, reply) => {
      const file = await visibleReportFile(app.db, request, request.params.id);
      return sendStoredFile(reply, app.storage, file);
    },
  });
};
