import { PROGRESS_SCREENS } from "@pragati/domain/access";
import {
  APPROVAL_STREAM_PERMISSIONS,
  ZApproval,
  ZApprovalActionParams,
  ZApprovalBody,
  ZApprovalLevels,
  ZApprovalLevelsBody,
  ZApprovalQuery,
  ZDataQualityChecks,
  ZDataQualityChecksQuery,
  ZEnvelope,
  ZFiscalYearQuery,
  ZPaged,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import {
  actionMessage,
  actOnMonth,
  approvalLevels,
  listApprovals,
  monthChecks,
  setApprovalLevels,
} from "./approvals.service";

const tags = ["approvals"];
/**
 * The monthly approval screen and the four streams' month screens: action-plan progress, projects,
 * contract progress, indicators (each shows its month's state).
 */
const SCREENS = ["approvals", ...PROGRESS_SCREENS, "ayojana", "thekka-pragarti", "ministry-suchak"];
const streams = Object.values(APPROVAL_STREAM_PERMISSIONS);
/** Whoever sees a stream's months sees their states and their checks. */
const viewsAnyStream = can(
  streams.map((s) => s.view),
  SCREENS,
);

/** The monthly approval chain (issue 33), for any client. */
export const approvalsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/approvals", {
    schema: {
      tags,
      summary:
        "Each office of the caller's scope with its month of a stream: state, level, who and when, and the caller's steps",
      querystring: ZApprovalQuery,
      response: { 200: ZEnvelope(ZPaged(ZApproval)) },
    },
    onRequest: [app.authenticate, viewsAnyStream],
    handler: async (request) => ok(await listApprovals(app.db, request, request.query)),
  });

  r.get("/api/approvals/checks", {
    schema: {
      tags,
      summary:
        "The data-quality warnings of an office's month of a stream, each with the explanation kept with the month",
      querystring: ZDataQualityChecksQuery,
      response: { 200: ZEnvelope(ZDataQualityChecks) },
    },
    onRequest: [app.authenticate, viewsAnyStream],
    handler: async (request) => ok(await monthChecks(app.db, request, request.query)),
  });

  r.get("/api/approvals/levels", {
    schema: {
      tags,
      summary: "How many levels above the office each stream's month climbs",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZApprovalLevels) },
    },
    onRequest: [app.authenticate, can("setup.view", ["other-setting"])],
    handler: async () => ok(await approvalLevels(app.db)),
  });

  r.post("/api/approvals/levels", {
    schema: {
      tags,
      summary: "Set how many levels a stream's month climbs (1 to 5)",
      body: ZApprovalLevelsBody,
      response: { 200: ZEnvelope(ZApprovalLevels) },
    },
    onRequest: [app.authenticate, can("setup.manage", ["other-setting"])],
    handler: async (request) =>
      ok(await setApprovalLevels(app.db, request, request.body), {
        message: { en: "The settings were saved.", np: "सेटिङ सुरक्षित भयो।" },
      }),
  });

  r.post("/api/approvals/:action", {
    schema: {
      tags,
      summary: "Submit, approve, return (with a reason) or unapprove an office's month of a stream",
      params: ZApprovalActionParams,
      body: ZApprovalBody,
      response: { 200: ZEnvelope(ZApproval) },
    },
    onRequest: [
      app.authenticate,
      can([...streams.map((s) => s.write), ...streams.map((s) => s.approve)], SCREENS),
    ],
    handler: async (request) =>
      ok(await actOnMonth(app.db, request, request.params.action, request.body), {
        message: actionMessage(request.params.action),
      }),
  });
};
