import type { FastifyInstance } from "fastify";

export const complaintsRoutes = async (_app: FastifyInstance) => {};
