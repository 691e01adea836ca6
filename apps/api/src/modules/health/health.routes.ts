import { ZHealth } from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "./health.repository";

export const healthRoutes = async (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get("/api/health", {
    schema: {
      tags: ["health"],
      summary: "Database reachable and version",
      response: {
        200: ZHealth,
        503: z.object({ status: z.literal("down"), database: z.literal("down"), version: z.string() }),
      },
    },
    handler: async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: "ok" as const, database: "up" as const, version: app.config.version };
      } catch {
        return reply
          .code(503)
          .send({ status: "down" as const, database: "down" as const, version: app.config.version });
      }
    },
  });
};
