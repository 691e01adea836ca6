import {
  ZDashboardCards,
  ZDashboardCardsQuery,
  ZDashboardQuery,
  ZDashboardRow,
  ZEnvelope,
  ZNotificationTotal,
  ZOfficeTrend,
  ZOfficeTrendQuery,
  ZPragatiNotificationQuery,
  ZProjectDashboardCards,
  ZProjectDashboardRow,
  ZSachibNotificationQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { fastSerializer } from "../../lib/fast-serializer";
import { authOf, can } from "../../plugins/auth";
import {
  dashboardCards,
  milestoneEsthiti,
  officeTrend,
  pragatiNotification,
  reviewNotification,
} from "./dashboard.service";

/** The dashboard's milestone counts and its three pending-work warnings (PRODUCT.md section 5). */
export const dashboardRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/dashboard/milestone-esthiti", {
    schema: {
      tags: ["dashboard"],
      summary:
        "Milestone status and rating counts per office as of a fiscal month; for type=ayojana, each profiling office's projects by physical-progress band and schedule state",
      querystring: ZDashboardQuery,
      response: { 200: ZEnvelope(z.union([z.array(ZDashboardRow), z.array(ZProjectDashboardRow)])) },
    },
    // A row per office in scope: a thousand rows nationally, read on every dashboard visit. The rows are
    // the statement's columns, named and typed as the schema says, so they are written as they are:
    // JSON.stringify took 60 % of the time of a compiled fast-json-stringify writer on the national answer.
    serializerCompiler: () => (data) => JSON.stringify(data),
    onRequest: [app.authenticate, can("dashboard.view", [""])],
    handler: async (request) => ok(await milestoneEsthiti(app.db, authOf(request), request.query)),
  });

  const writeCards = fastSerializer(ZEnvelope(ZDashboardCards))();
  const writeProjectCards = fastSerializer(ZEnvelope(ZProjectDashboardCards))();
  r.get("/api/dashboard/cards", {
    schema: {
      tags: ["dashboard"],
      summary:
        "The dashboard screen's cards a page at a time: the rows of milestone-esthiti for the page (at most 60), found by office name or, on a project head's rows, project name",
      querystring: ZDashboardCardsQuery,
      response: { 200: ZEnvelope(z.union([ZDashboardCards, ZProjectDashboardCards])) },
    },
    serializerCompiler: () => (data) =>
      (data as { response?: { data?: { type?: string }[] } }).response?.data?.[0]?.type === "ayojana"
        ? writeProjectCards(data)
        : writeCards(data),
    onRequest: [app.authenticate, can("dashboard.view", [""])],
    handler: async (request) => ok(await dashboardCards(app.db, authOf(request), request.query)),
  });

  r.get("/api/dashboard/office-trend", {
    schema: {
      tags: ["dashboard"],
      summary:
        "Month-by-month milestone trend of the offices asked (the dashboard cards on screen, at most 60): milestones, completed and in progress, counted upto",
      querystring: ZOfficeTrendQuery,
      response: { 200: ZEnvelope(z.array(ZOfficeTrend)) },
    },
    onRequest: [app.authenticate, can("dashboard.view", [""])],
    handler: async (request) => ok(await officeTrend(app.db, authOf(request), request.query)),
  });

  r.get("/api/dashboard/pragati-notification", {
    schema: {
      tags: ["dashboard"],
      summary: "Milestones still without progress for the current reporting month",
      querystring: ZPragatiNotificationQuery,
      response: { 200: ZEnvelope(ZNotificationTotal) },
    },
    onRequest: [app.authenticate, can("dashboard.view", [""])],
    handler: async (request) => ok(await pragatiNotification(app.db, authOf(request), request.query)),
  });

  for (const kind of ["comment", "rating"] as const)
    r.get(`/api/dashboard/${kind}-notification`, {
      schema: {
        tags: ["dashboard"],
        summary: `Entries in the secretary's subtree without a ${kind}`,
        querystring: ZSachibNotificationQuery,
        response: { 200: ZEnvelope(ZNotificationTotal) },
      },
      onRequest: [app.authenticate, can("dashboard.view", [""])],
      handler: async (request) => ok(await reviewNotification(app.db, authOf(request), kind, request.query)),
    });
};
