import {
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParams,
  ZPaged,
  ZTransfer,
  ZTransferActivity,
  ZTransferBody,
  ZTransferListQuery,
  ZTransferResult,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { authOf, can } from "../../plugins/auth";
import { presentTransfer, presentTransferActivity } from "./transfer.presenter";
import { findTransfer, findTransferActivity, listTransfers } from "./transfer.repository";
import { ACTIVITY, transferActivity } from "./transfer.service";

const tags = ["transfer"];

/** Activity transfer (route `activities-action`, `activities/transfer/:activity_master_id`). */
export const transferRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/activities/transfer/all", {
    schema: {
      tags,
      summary:
        "Transfers from or to offices in the caller's scope, newest first (paged; by activity or office)",
      querystring: ZTransferListQuery,
      response: { 200: ZEnvelope(ZPaged(ZTransfer)) },
    },
    onRequest: [app.authenticate, can("plan.view", ["activities-action"])],
    handler: async (request) => {
      const page = await listTransfers(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentTransfer) });
    },
  });

  r.get("/api/activities/transfer/show/:id", {
    schema: {
      tags,
      summary: "An activity with its milestones and progress counts, as the transfer screen shows it",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZTransferActivity) },
    },
    onRequest: [app.authenticate, can("plan.view", ["activities-action"])],
    handler: async (request) => {
      const row = await orNotFound(
        findTransferActivity(app.db, authOf(request), request.params.id),
        ACTIVITY,
      );
      return ok(presentTransferActivity(row));
    },
  });

  r.post("/api/activities/transfer/:id", {
    schema: {
      tags,
      summary: "Move an activity (milestones and progress with it) to another implementing office",
      params: ZIdParams,
      body: ZTransferBody,
      response: { 200: ZEnvelope(ZTransferResult) },
    },
    onRequest: [app.authenticate, can("plan.transfer", ["activities-action"])],
    handler: async (request) => {
      const auth = authOf(request);
      const moved = await transferActivity(app.db, request, request.params.id, request.body);
      const [transfer, activity] = await Promise.all([
        orNotFound(findTransfer(app.db, auth, moved.transferId), ACTIVITY),
        orNotFound(findTransferActivity(app.db, auth, request.params.id), ACTIVITY),
      ]);
      return ok(
        {
          transfer: presentTransfer(transfer),
          activity: presentTransferActivity(activity),
          moved_milestones: moved.movedMilestones,
          moved_entries: moved.movedEntries,
          helper_removed: moved.helperRemoved,
        },
        { message: { en: "Activity transferred.", np: "क्रियाकलाप सारियो।" } },
      );
    },
  });
};
