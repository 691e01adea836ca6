import type { FastifyInstance } from "fastify";

export const usersRoutes = async (_app: FastifyInstance) => {};
