import {
  ZComplaint,
  ZComplaintBody,
  ZComplaintDetail,
  ZComplaintQuery,
  ZComplaintUpdate,
  ZEnvelope,
  ZIdParams,
  ZPaged,
  ZPagedQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { can } from "../../plugins/auth";
import { complaintHistory, findComplaint, listComplaints } from "./complaints.repository";
import { COMPLAINT, deleteComplaint, fileComplaint, scopeOf, updateComplaint } from "./complaints.service";

/** The grievance register (`complaint`), scoped to the caller's office subtree. */
export const complaintsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const detail = async (request: Parameters<typeof scopeOf>[0], id: number) => {
    const row = await orNotFound(findComplaint(app.db, id, scopeOf(request)), COMPLAINT);
    return { ...row, history: await complaintHistory(app.db, id) };
  };

  r.get("/api/complaint/all", {
    schema: {
      tags: ["complaints"],
      summary: "Complaints of the offices in scope",
      querystring: ZPagedQuery.extend(ZComplaintQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZComplaint)) },
    },
    onRequest: [app.authenticate, can("complaint.view", ["complaint"])],
    handler: async (request) => ok(await listComplaints(app.db, request.query, scopeOf(request))),
  });

  r.get("/api/complaint/show/:id", {
    schema: {
      tags: ["complaints"],
      summary: "A complaint with its history",
      params: ZIdParams,
      response: { 200: ZEnvelope(ZComplaintDetail) },
    },
    onRequest: [app.authenticate, can("complaint.view", ["complaint"])],
    handler: async (request) => ok(await detail(request, request.params.id)),
  });

  r.post("/api/complaint/store", {
    schema: {
      tags: ["complaints"],
      summary: "File a complaint",
      body: ZComplaintBody,
      response: { 200: ZEnvelope(ZComplaintDetail) },
    },
    onRequest: [app.authenticate, can("complaint.manage", ["complaint"])],
    handler: async (request) =>
      ok(await detail(request, await fileComplaint(app.db, request, request.body)), {
        message: { en: "The complaint was filed.", np: "गुनासो दर्ता भयो।" },
      }),
  });

  r.post("/api/complaint/update/:id", {
    schema: {
      tags: ["complaints"],
      summary: "Change a complaint's status and response",
      params: ZIdParams,
      body: ZComplaintUpdate,
      response: { 200: ZEnvelope(ZComplaintDetail) },
    },
    onRequest: [app.authenticate, can("complaint.manage", ["complaint"])],
    handler: async (request) => {
      await updateComplaint(app.db, request, request.params.id, request.body);
      return ok(await detail(request, request.params.id), {
        message: { en: "The complaint was updated.", np: "गुनासो अद्यावधिक भयो।" },
      });
    },
  });

  r.delete("/api/complaint/delete/:id", {
    schema: {
      tags: ["complaints"],
      summary: "Withdraw a complaint nobody has acted on",
      params: ZIdParams,
      response: { 200: ZEnvelope(z.null()) },
    },
    onRequest: [app.authenticate, can("complaint.manage", ["complaint"])],
    handler: async (request) => {
      await deleteComplaint(app.db, request, request.params.id);
      return ok(null, { message: { en: "The complaint was deleted.", np: "गुनासो हटाइयो।" } });
    },
  });
};
