import { toBsString } from "@pragati/domain/calendar";
import { ZEnvelope } from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noticeReads } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { notFound } from "../../lib/errors";
import { authOf, can } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { unreadNotices } from "./notices.repository";

const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  has_files: z.array(z.object({ file_url: z.string(), filename: z.string() })),
});

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
    handler: async (request) =>
      ok(
        (await mine(request)).map((n) => ({
          id: n.id,
          title: n.title,
          description: n.description,
          has_files: (n.files ?? []).map((f) => ({
            file_url: `/api/notice/file/${f.id}`,
            filename: f.filename,
          })),
        })),
      ),
  });

  r.post("/api/notice/read/:id", {
    schema: {
      tags: ["notices"],
      summary: "Mark a notice read (removes it from the bell)",
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
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
};
