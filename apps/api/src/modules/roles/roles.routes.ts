import type { FastifyInstance } from "fastify";

export const rolesRoutes = async (_app: FastifyInstance) => {};
