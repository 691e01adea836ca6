import { toBsString } from "@pragati/domain/calendar";
import {
  type TNoticeBody,
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZNotice,
  ZNoticeAdminRow,
  ZNoticeBody,
  ZNoticeRecipients,
  ZNoticeRecipientsBody,
  ZNoticeUpdateBody,
  ZOutboxQuery,
  ZOutboxRow,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { now } from "../../lib/clock";
import { ok } from "../../lib/envelope";
import { notFound, orNotFound } from "../../lib/errors";
import { recordFileRoutes } from "../../lib/record-file-routes";
import { recordDeleteRoute } from "../../lib/record-write-routes";
import { authOf, can, hasPermission, SHARED_DATA } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { NOTICE, NOTICE_FILES } from "./notice-files.service";
import { presentAdmin, presentNotice } from "./notices.presenter";
import {
  findNotice,
  findVisibleFile,
  listNotices,
  listOutbox,
  markNoticeRead,
  unreadNotices,
} from "./notices.repository";
import { countNoticeRecipients, createNotice, deleteNotice, updateNotice } from "./notices.service";

export const noticeRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const mine = async (request: Parameters<typeof authOf>[0]) => {
    const today = toBsString((await loadCalendar(app.db)).todayBs(now()));
    return unreadNotices(app.db, authOf(request), today);
  };

  r.get("/api/notices", {
    schema: {
      tags: ["notices"],
      summary: "Unread notices for the signed-in user (the bell)",
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(z.array(ZNotice)) },
    },
    onRequest: [app.authenticate, can("notice.view", SHARED_DATA)],
    handler: async (request) => ok((await mine(request)).map(presentNotice)),
  });

  r.post("/api/notice/read/:id", {
    schema: {
      tags: ["notices"],
      summary: "Mark a notice read (removes it from the bell)",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("notice.view", SHARED_DATA)],
    handler: async (request) => {
      const visible = await mine(request);
      if (!visible.some((n) => n.id === request.params.id)) throw notFound(NOTICE);
      await markNoticeRead(app.db, request.params.id, authOf(request).userId);
      return ok(null);
    },
  });

  r.get("/api/notices/all", {
    schema: {
      tags: ["notices"],
      summary: "Notices with targets, files and delivery state (admin)",
      querystring: ZPagedQuery,
      response: { 200: ZEnvelope(ZPaged(ZNoticeAdminRow)) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => {
      const page = await listNotices(app.db, request.query);
      return ok({ ...page, data: page.data.map(presentAdmin) });
    },
  });

  r.get("/api/notices/show/:id", {
    schema: {
      tags: ["notices"],
      summary: "One notice (admin)",
      params: ZIdParams,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => {
      return ok(presentAdmin(await orNotFound(findNotice(app.db, request.params.id), NOTICE)));
    },
  });

  r.post("/api/notices/recipients", {
    schema: {
      tags: ["notices"],
      summary:
        "How many users a notice with these targets reaches, by channel (the form asks before publishing)",
      body: ZNoticeRecipientsBody,
      response: { 200: ZEnvelope(ZNoticeRecipients) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => ok(await countNoticeRecipients(app.db, request.body)),
  });

  r.post("/api/notices/store", {
    schema: {
      tags: ["notices"],
      summary: "Create a notice; its SMS and e-mail go through the outbox",
      body: ZNoticeBody,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => {
      const id = await createNotice(app.db, request, request.body);
      return ok(presentAdmin((await findNotice(app.db, id))!), {
        message: { en: "The notice was published.", np: "सूचना प्रकाशित भयो।" },
      });
    },
  });

  const saveNotice = async (request: Parameters<typeof authOf>[0], id: number, body: TNoticeBody) => {
    await updateNotice(app.db, request, id, body);
    return ok(presentAdmin((await findNotice(app.db, id))!), {
      message: { en: "The notice was saved.", np: "सूचना सुरक्षित भयो।" },
    });
  };

  r.post("/api/notices/update/:id", {
    schema: {
      tags: ["notices"],
      summary: "Edit a notice",
      params: ZIdParams,
      body: ZNoticeBody,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => saveNotice(request, request.params.id, request.body),
  });

  r.post("/api/notices/update", {
    schema: {
      tags: ["notices"],
      summary: "Edit a notice named by `id` in the body (SPEC.md section 7's call)",
      body: ZNoticeUpdateBody,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => {
      const { id, ...body } = request.body;
      return saveNotice(request, id, body);
    },
  });

  recordDeleteRoute(app, "/api/notices/delete/:id", {
    tags: ["notices"],
    summary: "Delete a notice",
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    remove: (request, id) => deleteNotice(app.db, app.storage, request, id),
    message: { en: "The notice was deleted.", np: "सूचना हटाइयो।" },
  });

  recordFileRoutes(app, {
    tags: ["notices"],
    owner: NOTICE_FILES,
    answer: {
      schema: ZNoticeAdminRow,
      of: async (_request, id) => presentAdmin(await orNotFound(findNotice(app.db, id), NOTICE)),
    },
    attach: {
      path: "/api/notices/files/:id",
      summary: "Attach files to a notice (multipart; PDF, PNG, JPG, DOCX, XLSX up to 5 MB; at most 5)",
      onRequest: [app.authenticate, can("notice.manage", ["notices"])],
      before: (_request, id) => orNotFound(findNotice(app.db, id), NOTICE),
    },
    download: {
      path: "/api/notice/file/:id",
      summary: "Download a notice attachment",
      onRequest: [app.authenticate, can("notice.view", SHARED_DATA)],
      find: (request, id) => {
        const auth = authOf(request);
        return findVisibleFile(app.db, auth, id, hasPermission(auth, "notice.manage"));
      },
    },
    remove: {
      path: "/api/notices/files/delete/:id",
      summary: "Remove a notice attachment",
      onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    },
  });

  r.get("/api/outbox/all", {
    schema: {
      tags: ["notices"],
      summary: "Outgoing e-mail and SMS with their delivery state (admin)",
      querystring: ZPagedQuery.extend(ZOutboxQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZOutboxRow)) },
    },
    onRequest: [app.authenticate, can("notice.manage", ["notices"])],
    handler: async (request) => ok(await listOutbox(app.db, request.query)),
  });
};
