import {
  ZActionPoint,
  ZActionPointAnswer,
  ZActionPointBody,
  ZActionPointQuery,
  ZCommentBody,
  ZEnvelope,
  ZFiscalYearQuery,
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
import { recordWriteRoutes } from "../../lib/record-write-routes";
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

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZVisit, of: detail } });

  write.post("/api/anugaman/report/:id", {
    summary: "Write a visit's report (the team, while in the field or returned)",
    body: ZVisitReportBody,
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    write: (request, { id, body }) => saveReport(app.db, request, id, body),
    message: { en: "The report was saved.", np: "प्रतिवेदन सुरक्षित भयो।" },
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

  write.post("/api/anugaman/comments/:id", {
    summary: "Comment on a visit's report (author and time kept)",
    body: ZCommentBody,
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    write: (request, { id, body }) => addComment(app.db, request, id, body),
    message: { en: "The comment was added.", np: "टिप्पणी थपियो।" },
  });

  write.post("/api/anugaman/:id/action-points", {
    summary: "Make a recommendation of the report an action point for the responsible office",
    body: ZActionPointBody,
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    write: (request, { id, body }) => addActionPoint(app.db, request, id, body),
    message: { en: "The action point was added.", np: "कार्यान्वयन बुँदा थपियो।" },
  });

  write.delete("/api/anugaman/action-points/delete/:id", {
    summary: "Remove an action point while the report is written",
    onRequest: [app.authenticate, can("monitoring.report", REPORT)],
    write: (request, { id }) => removeActionPoint(app.db, request, id),
    message: { en: "The action point was removed.", np: "कार्यान्वयन बुँदा हटाइयो।" },
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

  const pointDetail = (request: FastifyRequest, id: number) => actionPointDetail(app.db, request, id);
  const writePoint = recordWriteRoutes(app, { tags, answer: { schema: ZActionPoint, of: pointDetail } });

  writePoint.post("/api/anugaman/action-points/answer/:id", {
    summary:
      "The responsible office answers an action point (in progress, completed with the actions taken, not accepted)",
    body: ZActionPointAnswer,
    onRequest: [app.authenticate, can("monitoring.respond", POINTS)],
    write: (request, { id, body }) => answerActionPoint(app.db, request, id, body),
    message: { en: "The answer was recorded.", np: "जवाफ दर्ता भयो।" },
  });

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

  writePoint.post("/api/anugaman/action-points/accept/:id", {
    summary:
      "Accept a completion claim: the point is completed (the visit's team; with evidence while the setting asks for it)",
    body: ZPointClaimAccept,
    onRequest: [app.authenticate, can(["monitoring.report", "monitoring.manage"], POINTS)],
    write: (request, { id, body }) => acceptClaim(app.db, request, id, body),
    message: { en: "The completion was accepted.", np: "सम्पन्नता स्वीकार गरियो।" },
  });

  writePoint.post("/api/anugaman/action-points/reject/:id", {
    summary: "Reject a completion claim with its reason: the point is in progress again (the visit's team)",
    body: ZPointClaimReject,
    onRequest: [app.authenticate, can(["monitoring.report", "monitoring.manage"], POINTS)],
    write: (request, { id, body }) => rejectClaim(app.db, request, id, body),
    message: { en: "The completion was not accepted.", np: "सम्पन्नता अस्वीकार गरियो।" },
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
