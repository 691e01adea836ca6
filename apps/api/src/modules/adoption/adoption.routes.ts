import {
  ZAdoptionBody,
  ZAdoptionQuery,
  ZAdoptionResult,
  ZAdoptionSource,
  ZEnvelope,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { authOf, can } from "../../plugins/auth";
import { presentAdoptionSource } from "./adoption.presenter";
import { adopt, adoptionSource } from "./adoption.service";

const tags = ["adoption"];

/** Adoption of an office's previous-year plan into the header's fiscal year (PRODUCT.md section 3). */
export const adoptionRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/plans-policy/adoption/source", {
    schema: {
      tags,
      summary: "An office's plan of the year before `fiscal_year_id`, marked with what is already adopted",
      querystring: ZAdoptionQuery,
      response: { 200: ZEnvelope(ZAdoptionSource) },
    },
    onRequest: [app.authenticate, can("plan.adopt", ["plans-policy/adoption"])],
    handler: async (request) => {
      const { nikaya_id, fiscal_year_id } = request.query;
      const source = await adoptionSource(app.db, authOf(request), {
        nikaya_id,
        fiscal_year_id: typeof fiscal_year_id === "number" ? fiscal_year_id : undefined,
      });
      return ok(presentAdoptionSource(source));
    },
  });

  r.post("/api/plans-policy/adoption/store", {
    schema: {
      tags,
      summary:
        "Adopt chosen policies, budget heads, activities and milestones (with their parents), in one go",
      body: ZAdoptionBody,
      response: { 200: ZEnvelope(ZAdoptionResult) },
    },
    onRequest: [app.authenticate, can("plan.adopt", ["plans-policy/adoption"])],
    handler: async (request) =>
      ok(await adopt(app.db, request, request.body), {
        message: { en: "Adopted from the previous fiscal year.", np: "अघिल्लो आर्थिक वर्षबाट अपनाइयो।" },
      }),
  });
};
