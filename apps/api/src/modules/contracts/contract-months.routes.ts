import { ZContractMonth, ZContractMonthBody, ZContractMonthQuery, ZEnvelope } from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { can } from "../../plugins/auth";
import { contractMonthOf, submitContractMonth } from "./contract-months.service";

const tags = ["contracts"];
/** Monthly contract progress (SPEC.md 3, `thekka-pragarti`). */
const SCREENS = ["thekka-pragarti"];

/** An office's month of contract progress: derived figures beside their records, submitted with remarks. */
export const contractMonthsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/thekka-pragarti", {
    schema: {
      tags,
      summary:
        "An office's month of contract progress: figures derived from its contracts of the year, the submitted snapshot and the rows behind them",
      querystring: ZContractMonthQuery,
      response: { 200: ZEnvelope(ZContractMonth) },
    },
    onRequest: [app.authenticate, can("contract.view", SCREENS)],
    handler: async (request) => ok(await contractMonthOf(app.db, request, request.query)),
  });

  r.post("/api/thekka-pragarti/submit", {
    schema: {
      tags,
      summary:
        "Submit an office's month with remarks (inside the ayojana reporting period); kept as submitted",
      body: ZContractMonthBody,
      response: { 200: ZEnvelope(ZContractMonth) },
    },
    onRequest: [app.authenticate, can("contract.manage", SCREENS)],
    handler: async (request) => {
      await submitContractMonth(app.db, request, request.body);
      const { nikaya_id, fiscal_year_id, month } = request.body;
      return ok(await contractMonthOf(app.db, request, { nikaya_id, fiscal_year_id, month }), {
        message: { en: "The month's contract progress was submitted.", np: "महिनाको ठेक्का प्रगति पेश भयो।" },
      });
    },
  });
};
