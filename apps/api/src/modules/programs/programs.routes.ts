import { ZEnvelope, ZPaged, ZProgramRow, ZProgramsQuery } from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { authOf, can } from "../../plugins/auth";
import { presentProgramRow } from "./programs.presenter";
import { programs } from "./programs.service";

/** The `programs` screen's list: the plan tree narrowed by the quick filter and the milestone filter. */
export const programsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/programs/all", {
    schema: {
      tags: ["programs"],
      summary:
        "Policies, activities and milestones with each milestone's status and percent as of a month (paged)",
      querystring: ZProgramsQuery,
      response: { 200: ZEnvelope(ZPaged(ZProgramRow)) },
    },
    onRequest: [app.authenticate, can("plan.view", ["programs", "quick-filter"])],
    handler: async (request) => {
      const page = await programs(app.db, authOf(request), request.query);
      return ok({ ...page, data: page.data.map(presentProgramRow) });
    },
  });
};
