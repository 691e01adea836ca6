import {
  ZEnvelope,
  ZPaged,
  ZPagedQuery,
  ZProgressBody,
  ZProgressComment,
  ZProgressEntry,
  ZProgressEntryDetail,
  ZProgressQuery,
  ZProgressRate,
  ZProgressReturn,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { notFound } from "../../lib/errors";
import { can } from "../../plugins/auth";
import { entryReasons, findEntry, listEntries } from "./progress.repository";
import { entryScopeOf, reviewEntry, storeProgress } from "./progress.service";

const ZEntryId = z.object({ entry_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Monthly progress (pragati / gatibidhi) and the secretary's review, scoped to the office subtree. */
export const progressRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (request: FastifyRequest, id: number, warning = false) => {
    const row = await findEntry(app.db, id, entryScopeOf(request));
    if (!row) throw notFound({ en: "Progress entry", np: "प्रगति विवरण" });
    return { ...row, reasons: await entryReasons(app.db, id), warning };
  };

  r.get("/api/gatibidhi/all", {
    schema: {
      tags: ["progress"],
      summary: "Progress entries of the offices in scope",
      querystring: ZPagedQuery.extend(ZProgressQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZProgressEntry)) },
    },
    onRequest: [app.authenticate, can("progress.view")],
    handler: async (request) => ok(await listEntries(app.db, request.query, entryScopeOf(request))),
  });

  r.post("/api/pragati/store", {
    schema: {
      tags: ["progress"],
      summary: "Enter or replace a milestone's progress for a fiscal month",
      body: ZProgressBody,
      response: { 200: ZEnvelope(ZProgressEntryDetail) },
    },
    onRequest: [app.authenticate, can("progress.create")],
    handler: async (request) => {
      const stored = await storeProgress(app.db, request, request.body);
      return ok(await detail(request, stored.id, stored.warning), { message: "The progress was saved." });
    },
  });

  const review = (
    path: string,
    summary: string,
    permission: "progress.comment" | "progress.rate",
    body: typeof ZProgressComment | typeof ZProgressRate | typeof ZProgressReturn,
    message: string,
  ) =>
    r.post(`/api/rate-activity/${path}/:entry_id`, {
      schema: {
        tags: ["progress"],
        summary,
        params: ZEntryId,
        body,
        response: { 200: ZEnvelope(ZProgressEntryDetail) },
      },
      onRequest: [app.authenticate, can(permission)],
      handler: async (request) => {
        await reviewEntry(app.db, request, request.params.entry_id, request.body);
        return ok(await detail(request, request.params.entry_id), { message });
      },
    });
  review("comment", "Comment on an entry", "progress.comment", ZProgressComment, "The comment was saved.");
  review("rate", "Rate an entry 0 to 5", "progress.rate", ZProgressRate, "The rating was saved.");
  review(
    "return",
    "Send an entry back for correction",
    "progress.comment",
    ZProgressReturn,
    "The entry was sent back.",
  );
};
