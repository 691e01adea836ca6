import { Readable } from "node:stream";
import { toBsString } from "@pragati/domain/calendar";
import {
  ZEnvelope,
  ZNotice,
  ZNoticeAdminRow,
  ZNoticeBody,
  ZOutboxQuery,
  ZOutboxRow,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noticeFiles, noticeReads } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES, readCheckedFiles } from "../../lib/attachments";
import { ok } from "../../lib/envelope";
import { AppError, notFound } from "../../lib/errors";
import { authOf, can, hasPermission } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { presentAdmin, presentNotice } from "./notices.presenter";
import { findNotice, findVisibleFile, listNotices, listOutbox, unreadNotices } from "./notices.repository";
import { createNotice, deleteNotice, updateNotice } from "./notices.service";

const ZId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const noticeRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const mine = async (request: Parameters<typeof authOf>[0]) => {
    const today = toBsString((await loadCalendar(app.db)).todayBs());
    return unreadNotices(app.db, authOf(request), today);
  };

  r.get("/api/notices", {
    schema: {
      tags: ["notices"],
      summary: "Unread notices for the signed-in user (the bell)",
      querystring: z.object({ fiscal_year_id: z.string().optional() }),
      response: { 200: ZEnvelope(z.array(ZNotice)) },
    },
    onRequest: [app.authenticate, can("notice.view")],
    handler: async (request) => ok((await mine(request)).map(presentNotice)),
  });

  r.post("/api/notice/read/:id", {
    schema: {
      tags: ["notices"],
      summary: "Mark a notice read (removes it from the bell)",
      params: ZId,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("notice.view")],
    handler: async (request) => {
      const visible = await mine(request);
      if (!visible.some((n) => n.id === request.params.id)) throw notFound({ en: "Notice", np: "सूचना" });
      await app.db
        .insert(noticeReads)
        .values({ noticeId: request.params.id, userId: authOf(request).userId })
        .onConflictDoNothing();
      return ok(null);
    },
  });

  r.get("/api/notice/file/:id", {
    schema: { tags: ["notices"], summary: "Download a notice attachment", params: ZId },
    onRequest: [app.authenticate, can("notice.view")],
    handler: async (request, reply) => {
      const auth = authOf(request);
      const file = await findVisibleFile(
        app.db,
        auth,
        request.params.id,
        hasPermission(auth, "notice.manage"),
      );
      if (!file) throw notFound({ en: "File", np: "फाइल" });
      return reply
        .type(file.mime_type)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .send(app.storage.read(file.storage_key));
    },
  });

  r.get("/api/notices/all", {
    schema: {
      tags: ["notices"],
      summary: "Notices with targets, files and delivery state (admin)",
      querystring: ZPagedQuery,
      response: { 200: ZEnvelope(ZPaged(ZNoticeAdminRow)) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      const page = await listNotices(app.db, request.query);
      return ok({ ...page, data: page.data.map(presentAdmin) });
    },
  });

  r.get("/api/notices/show/:id", {
    schema: {
      tags: ["notices"],
      summary: "One notice (admin)",
      params: ZId,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      const row = await findNotice(app.db, request.params.id);
      if (!row) throw notFound({ en: "Notice", np: "सूचना" });
      return ok(presentAdmin(row));
    },
  });

  r.post("/api/notices/store", {
    schema: {
      tags: ["notices"],
      summary: "Create a notice; its SMS and e-mail go through the outbox",
      body: ZNoticeBody,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      const id = await createNotice(app.db, request, request.body);
      return ok(presentAdmin((await findNotice(app.db, id))!), { message: "The notice was published." });
    },
  });

  r.post("/api/notices/update/:id", {
    schema: {
      tags: ["notices"],
      summary: "Edit a notice",
      params: ZId,
      body: ZNoticeBody,
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      await updateNotice(app.db, request, request.params.id, request.body);
      return ok(presentAdmin((await findNotice(app.db, request.params.id))!), {
        message: "The notice was saved.",
      });
    },
  });

  r.delete("/api/notices/delete/:id", {
    schema: {
      tags: ["notices"],
      summary: "Delete a notice",
      params: ZId,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      await deleteNotice(app.db, app.storage, request, request.params.id);
      return ok(null, { message: "The notice was deleted." });
    },
  });

  r.post("/api/notices/files/:id", {
    schema: {
      tags: ["notices"],
      summary: "Attach files to a notice (multipart; PDF, PNG, JPG, DOCX, XLSX up to 5 MB; at most 5)",
      params: ZId,
      consumes: ["multipart/form-data"],
      response: { 200: ZEnvelope(ZNoticeAdminRow) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      const notice = await findNotice(app.db, request.params.id);
      if (!notice) throw notFound({ en: "Notice", np: "सूचना" });
      // Read and check every file before storing any, so an upload is accepted or refused whole.
      const incoming = await readCheckedFiles(request);
      const [{ n: existing }] = await app.db
        .select({ n: count() })
        .from(noticeFiles)
        .where(eq(noticeFiles.noticeId, notice.id));
      if (incoming.length === 0 || existing + incoming.length > ATTACHMENT_RULES.maxFiles)
        throw new AppError({
          status: 422,
          message: `Attach between 1 and ${ATTACHMENT_RULES.maxFiles} files per notice.`,
          messageNp: "एउटा सूचनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।",
          errors: { files: [`Attach between 1 and ${ATTACHMENT_RULES.maxFiles} files per notice.`] },
          errorsNp: { files: ["एउटा सूचनामा १ देखि ५ वटासम्म फाइल राख्न सकिन्छ।"] },
        });
      const stored: { filename: string; mime: string; key: string; size: number }[] = [];
      for (const file of incoming)
        stored.push({ ...file, ...(await app.storage.put(Readable.from(file.buffer), file.filename)) });
      await app.db.transaction(async (tx) => {
        await tx.insert(noticeFiles).values(
          stored.map((f) => ({
            noticeId: notice.id,
            filename: f.filename,
            storageKey: f.key,
            mimeType: f.mime,
            size: f.size,
          })),
        );
        await recordActivity(tx, request, {
          action: "update",
          entity: "notice",
          entityId: notice.id,
          changes: { files_added: stored.map((f) => f.filename) },
        });
      });
      return ok(presentAdmin((await findNotice(app.db, notice.id))!), { message: "Files attached." });
    },
  });

  r.delete("/api/notices/files/delete/:id", {
    schema: {
      tags: ["notices"],
      summary: "Remove a notice attachment",
      params: ZId,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => {
      const key = await app.db.transaction(async (tx) => {
        const [file] = await tx.delete(noticeFiles).where(eq(noticeFiles.id, request.params.id)).returning();
        if (!file) throw notFound({ en: "File", np: "फाइल" });
        await recordActivity(tx, request, {
          action: "update",
          entity: "notice",
          entityId: file.noticeId,
          changes: { file_removed: file.filename },
        });
        return file.storageKey;
      });
      await app.storage.remove(key);
      return ok(null, { message: "File removed." });
    },
  });

  r.get("/api/outbox/all", {
    schema: {
      tags: ["notices"],
      summary: "Outgoing e-mail and SMS with their delivery state (admin)",
      querystring: ZPagedQuery.extend(ZOutboxQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZOutboxRow)) },
    },
    onRequest: [app.authenticate, can("notice.manage")],
    handler: async (request) => ok(await listOutbox(app.db, request.query)),
  });
};
