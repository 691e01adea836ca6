import {
  ZDecisionBody,
  ZDecisionLinkOption,
  ZDecisionLinkQuery,
  ZEnvelope,
  ZMeeting,
  ZMeetingBody,
  ZMeetingQuery,
  ZMeetingRow,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { recordFileRoutes } from "../../lib/record-file-routes";
import { recordReadRoutes } from "../../lib/record-read-routes";
import { recordDeleteRoute, recordWriteRoutes } from "../../lib/record-write-routes";
import { authOf, can } from "../../plugins/auth";
import { chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { indicatorScope } from "../indicators/indicators.service";
import { decisionReportsRoutes } from "./decision-reports.routes";
import { presentLinkOption, presentMeeting, presentMeetingRow } from "./meetings.presenter";
import {
  findMeeting,
  indicatorLinkOptions,
  listMeetings,
  meetingDecisions,
  meetingFileRows,
  milestoneLinkOptions,
} from "./meetings.repository";
import {
  addDecision,
  canManageMeeting,
  createMeeting,
  deleteDecision,
  deleteMeeting,
  MEETING,
  MEETING_FILES,
  milestoneLinkScope,
  scopeOf,
  updateDecision,
  updateMeeting,
  visibleMeetingFile,
} from "./meetings.service";

const tags = ["meetings"];
/** The meeting and its decisions are shown on both screens of the module. */
const SCREENS = ["meetings", "meeting-reports"];

/** Meetings and their decisions (PRODUCT.md section 8; issue 19). */
export const meetingsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = async (request: FastifyRequest, id: number) => {
    const { auth, calendar, today, scope } = await scopeOf(app.db, request);
    const row = await orNotFound(findMeeting(app.db, id, scope), MEETING);
    const [files, decisions, canManage] = await Promise.all([
      meetingFileRows(app.db, id),
      meetingDecisions(app.db, id, scope),
      canManageMeeting(app.db, auth, row),
    ]);
    return presentMeeting(row, { files, decisions, canManage, calendar, today });
  };

  recordReadRoutes(app, {
    tags,
    onRequest: [app.authenticate, can("meeting.view", SCREENS)],
    answer: { schema: ZMeeting, of: detail },
    list: {
      path: "/api/meetings/all",
      summary: "Meetings in the caller's scope (paged, filtered by the fiscal year)",
      filters: ZMeetingQuery,
      row: ZMeetingRow,
      page: async (request, query) => {
        const { scope } = await scopeOf(app.db, request);
        const page = await listMeetings(app.db, query, scope);
        return { ...page, data: page.data.map(presentMeetingRow) };
      },
    },
    show: {
      path: "/api/meetings/show/:id",
      summary: "A meeting with its files and the decisions the caller sees",
    },
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZMeeting, of: detail } });

  write.post("/api/meetings/store", {
    summary: "Record a meeting",
    body: ZMeetingBody,
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    write: (request, { body }) => createMeeting(app.db, request, body),
    message: { en: "The meeting was recorded.", np: "बैठक दर्ता भयो।" },
  });

  write.post("/api/meetings/update/:id", {
    summary: "Edit a meeting (a new date moves its decisions' due dates)",
    body: ZMeetingBody,
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    write: (request, { id, body }) => updateMeeting(app.db, request, id, body),
    message: { en: "The meeting was updated.", np: "बैठक अद्यावधिक भयो।" },
  });

  recordDeleteRoute(app, "/api/meetings/delete/:id", {
    tags,
    summary: "Delete a meeting with its decisions and files",
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    remove: (request, id) => deleteMeeting(app.db, app.storage, request, id),
    message: { en: "The meeting was deleted.", np: "बैठक हटाइयो।" },
  });

  recordFileRoutes(app, {
    tags,
    owner: MEETING_FILES,
    answer: { schema: ZMeeting, of: detail },
    attach: {
      path: "/api/meetings/files/:id",
      summary:
        "Attach files (the signed minute) to a meeting (multipart; PDF, PNG, JPG, DOCX, XLSX; at most 5)",
      onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    },
    download: {
      path: "/api/meetings/file/:id",
      summary: "Download a meeting file",
      onRequest: [app.authenticate, can("meeting.view", SCREENS)],
      find: (request, id) => visibleMeetingFile(app.db, request, id),
    },
    remove: {
      path: "/api/meetings/files/delete/:id",
      summary: "Remove a meeting file",
      onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    },
  });

  write.post("/api/meetings/:id/decisions", {
    summary: "Add a decision to a meeting (its due date: the meeting date plus the reporting duration)",
    body: ZDecisionBody,
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    // The new decision's id is not the answer: the meeting is shown with it.
    write: async (request, { id, body }) => {
      await addDecision(app.db, request, id, body);
    },
    message: { en: "The decision was added.", np: "निर्णय थपियो।" },
  });

  write.post("/api/meetings/decisions/update/:id", {
    summary: "Edit a decision",
    body: ZDecisionBody,
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    write: (request, { id, body }) => updateDecision(app.db, request, id, body),
    message: { en: "The decision was updated.", np: "निर्णय अद्यावधिक भयो।" },
  });

  write.delete("/api/meetings/decisions/delete/:id", {
    summary: "Delete a decision",
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    write: (request, { id }) => deleteDecision(app.db, app.storage, request, id),
    message: { en: "The decision was deleted.", np: "निर्णय हटाइयो।" },
  });

  /** The header's fiscal year of a picker (the current one when none is sent). */
  const pickerYear = async (asked: number | string | undefined) =>
    (await chosenOrCurrentFiscalYearId(app.db, asked)) ?? 0;

  r.get("/api/meetings/links/milestones", {
    schema: {
      tags,
      summary: "Milestones a decision may be linked to: the year's milestones of the caller's offices",
      querystring: ZDecisionLinkQuery,
      response: { 200: ZEnvelope(z.array(ZDecisionLinkOption)) },
    },
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    handler: async (request) => {
      const rows = await milestoneLinkOptions(app.db, {
        fiscalYearId: await pickerYear(request.query.fiscal_year_id),
        search: request.query.search,
        inScope: milestoneLinkScope(authOf(request)),
      });
      return ok(rows.map(presentLinkOption));
    },
  });

  r.get("/api/meetings/links/indicators", {
    schema: {
      tags,
      summary: "Indicators a decision may be linked to: the year's indicators the caller sees",
      querystring: ZDecisionLinkQuery,
      response: { 200: ZEnvelope(z.array(ZDecisionLinkOption)) },
    },
    onRequest: [app.authenticate, can("meeting.manage", ["meetings"])],
    handler: async (request) => {
      const rows = await indicatorLinkOptions(app.db, {
        fiscalYearId: await pickerYear(request.query.fiscal_year_id),
        search: request.query.search,
        scope: indicatorScope(authOf(request)).visible,
      });
      return ok(rows.map(presentLinkOption));
    },
  });

  // The reports screen's routes live beside the meetings', in the same module.
  await decisionReportsRoutes(app);
};
