import type { FastifyInstance } from "fastify";

export const officesRoutes = async (_app: FastifyInstance) => {};
