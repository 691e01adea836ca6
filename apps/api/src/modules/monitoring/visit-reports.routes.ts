import {
  ZActionPoint,
  ZActionPointAnswer,
  ZActionPointBody,
  ZActionPointQuery,
  ZCommentBody,
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZMonitoringDashboard,
  ZPaged,
  ZPagedQuery,
  ZPointClaimAccept,
  ZPointClaimReject,
  ZVisit,
  ZVisitReportBody,
} from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { recordFileRoutes } from "../../lib/record-file-routes";
import { inOfficeScope } from "../../lib/scope";
import { authOf, can } from "../../plugins/auth";
import { todayAdOf } from "../calendar/calendar.service";
import { acceptClaim, POINT_FILES, rejectClaim, visiblePointFile } from "./point-claims.service";
import { listActionPoints, monitoringDashboard } from "./visit-reports.repository";
import {
  actionPointDetail,
  addActionPoint,
  addComment,
  answerActionPoint,
  pointPresenter,
  pointScopeOf,
  removeActionPoint,
  saveReport,
  VISIT_REPORT_FILES,
  visibleReportFile,
  visitDetail,
} from "./visit-reports.service";

const tags = ["monitoring"];
const REPORT = ["anugaman", "anugaman-report"];
/** The responsible offices answer their points on the report screen. */
const POINTS = ["anugaman-report"];

/** A visit's report, files, comments and action points (screen `anugaman-report`). */
export const visitReportsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = (request: FastifyRequest, id: number) => visitDetail(app.db, request, id);
  const saved = (en: string, np: string) => ({ message: { en, np } });

  r.post("/api/anugaman/report/:id", {
    schema: {
      tags,
      summary: "Write a visit's report (the team, while in the field or returned)",
      params: ZIdParams,
      body: ZVisitReportBody,
      response: { 200: ZEnvelope(ZVisit) },
    },
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    handler: async (request) => {
      await saveReport(app.db, request, request.params.id, request.body);
      return ok(
        await detail(request, request.params.id),
        saved("The report was saved.", "प्रतिवेदन सुरक्षित भयो।"),
      );
    },
  });

  recordFileRoutes(app, {
    tags,
    owner: VISIT_REPORT_FILES,
    answer: { schema: ZVisit, of: detail },
    attach: {
      path: "/api/anugaman/report/files/:id",
      summary: "Attach files to a visit's report (multipart; PDF, PNG, JPG, DOCX, XLSX; at most 5)",
      onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    },
    download: {
      path: "/api/anugaman/report/file/:id",
      summary: "Download a report file",
      onRequest: [app.authenticate, can("monitoring.view", REPORT)],
      find: (request, id) => visibleReportFile(app.db, request, id),
    },
    remove: {
      path: "/api/anugaman/report/files/delete/:id",
      summary: "Remove a report file",
      onRequest: [app.authenticate, can("monitoring.report", REPORT)],
      answersRecord: true,
    },
  });

  r.post("/api/anugaman/comments/:id", {
    schema: {
      tags,
      summary: "Comment on a visit's report (author and time kept)",
      params: ZIdParams,
      body: ZCommentBody,
      response: { 200: ZEnvelope(ZVisit) },
    },
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    handler: async (request) => {
      await addComment(app.db, request, request.params.id, request.body);
      return ok(await detail(request, request.params.id), saved("The comment was added.", "टिप्पणी थपियो।"));
    },
  });

  r.post("/api/anugaman/:id/action-points", {
    schema: {
      tags,
      summary: "Make a recommendation of the report an action point for the responsible office",
      params: ZIdParams,
      body: ZActionPointBody,
      response: { 200: ZEnvelope(ZVisit) },
    },
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    handler: async (request) => {
      await addActionPoint(app.db, request, request.params.id, request.body);
      return ok(
        await detail(request, request.params.id),
        saved("The action point was added.", "कार्यान्वयन बुँदा थपियो।"),
      );
    },
  });

  r.delete("/api/anugaman/action-points/delete/:id", {
    schema: {
      tags,
      summary: "Remove an action point while the report is written",
      params: ZIdParams,
      response: { 200: ZEnvelope(ZVisit) },
    },
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    handler: async (request) => {
      const visitId = await removeActionPoint(app.db, request, request.params.id);
      return ok(
        await detail(request, visitId),
        saved("The action point was removed.", "कार्यान्वयन बुँदा हटाइयो।"),
      );
    },
  });

  r.get("/api/anugaman/action-points/all", {
    schema: {
      tags,
      summary:
        "Action points the caller sees (its visits', and its offices' once the report is accepted), with overdue derived",
      querystring: ZPagedQuery.extend(ZActionPointQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZActionPoint)) },
    },
    onRequest: [app.authenticate, can(["monitoring.view", "monitoring.respond"], POINTS)],
    handler: async (request) => {
      const auth = authOf(request);
      const page = await listActionPoints(app.db, request.query, pointScopeOf(auth, await todayAdOf(app.db)));
      return ok({ ...page, data: page.data.map(await pointPresenter(app.db, auth)) });
    },
  });

  r.post("/api/anugaman/action-points/answer/:id", {
    schema: {
      tags,
      summary:
        "The responsible office answers an action point (in progress, completed with the actions taken, not accepted)",
      params: ZIdParams,
      body: ZActionPointAnswer,
      response: { 200: ZEnvelope(ZActionPoint) },
    },
    onRequest: [app.authenticate, can("monitoring.respond", POINTS)],
    handler: async (request) => {
      await answerActionPoint(app.db, request, request.params.id, request.body);
      return ok(
        await actionPointDetail(app.db, request, request.params.id),
        saved("The answer was recorded.", "जवाफ दर्ता भयो।"),
      );
    },
  });

  const pointDetail = (request: FastifyRequest, id: number) => actionPointDetail(app.db, request, id);

  recordFileRoutes(app, {
    tags,
    owner: POINT_FILES,
    answer: { schema: ZActionPoint, of: pointDetail },
    attach: {
      path: "/api/anugaman/action-points/files/:id",
      summary:
        "Attach evidence of an action point's completion (the responsible office; multipart; PDF, PNG, JPG, DOCX, XLSX; at most 5)",
      onRequest: [app.authenticate, can("monitoring.respond", POINTS)],
    },
    download: {
      path: "/api/anugaman/action-points/file/:id",
      summary: "Download an action point's evidence file",
      onRequest: [app.authenticate, can(["monitoring.view", "monitoring.respond"], POINTS)],
      find: (request, id) => visiblePointFile(app.db, request, id),
    },
    remove: {
      path: "/api/anugaman/action-points/files/delete/:id",
      summary: "Remove an evidence file before the completion is accepted (the responsible office)",
      onRequest: [app.authenticate, can("monitoring.respond", POINTS)],
      answersRecord: true,
    },
  });

  r.post("/api/anugaman/action-points/accept/:id", {
    schema: {
      tags,
      summary:
        "Accept a completion claim: the point is completed (the visit's team; with evidence while the setting asks for it)",
      params: ZIdParams,
      body: ZPointClaimAccept,
      response: { 200: ZEnvelope(ZActionPoint) },
    },
    onRequest: [app.authenticate, can(["monitoring.report", "monitoring.manage"], POINTS)],
    handler: async (request) => {
      await acceptClaim(app.db, request, request.params.id, request.body);
      return ok(
        await pointDetail(request, request.params.id),
        saved("The completion was accepted.", "सम्पन्नता स्वीकार गरियो।"),
      );
    },
  });

  r.post("/api/anugaman/action-points/reject/:id", {
    schema: {
      tags,
      summary: "Reject a completion claim with its reason: the point is in progress again (the visit's team)",
      params: ZIdParams,
      body: ZPointClaimReject,
      response: { 200: ZEnvelope(ZActionPoint) },
    },
    onRequest: [app.authenticate, can(["monitoring.report", "monitoring.manage"], POINTS)],
    handler: async (request) => {
      await rejectClaim(app.db, request, request.params.id, request.body);
      return ok(
        await pointDetail(request, request.params.id),
        saved("The completion was not accepted.", "सम्पन्नता अस्वीकार गरियो।"),
      );
    },
  });

  r.get("/api/anugaman/dashboard", {
    schema: {
      tags,
      summary: "The monitoring roles' dashboard: visits by state, action points, coverage of the last year",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZMonitoringDashboard) },
    },
    onRequest: [app.authenticate, can("monitoring.view", ["", "anugaman"])],
    handler: async (request) => {
      const auth = authOf(request);
      const row = await monitoringDashboard(app.db, {
        ...pointScopeOf(auth, await todayAdOf(app.db)),
        offices: inOfficeScope(auth, sql`o.id`),
        fiscalYearId: typeof request.query.fiscal_year_id === "number" ? request.query.fiscal_year_id : null,
      });
      return ok({
        by_state: row.by_state ?? {},
        open_points: row.open_points,
        overdue_points: row.overdue_points,
        completed_points: row.completed_points,
        coverage: {
          offices: row.offices,
          offices_not_visited: row.offices_not_visited,
          projects: row.projects,
          projects_not_visited: row.projects_not_visited,
        },
      });
    },
  });
};
