import type { FastifyInstance } from "fastify";

export const setupRoutes = async (_app: FastifyInstance) => {};
