import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { type ReadRouter, routedDb } from "./db/read-replicas";
import type { SmsGateway } from "./jobs/sms-gateway";
import { smsGatewayFromConfig } from "./jobs/transports";
import { databaseStorage, type FileStorage, localStorage } from "./lib/storage";
import { adminRoutes } from "./modules/admin/admin.routes";
import { adoptionRoutes } from "./modules/adoption/adoption.routes";
import { approvalsRoutes } from "./modules/approvals/approvals.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { calendarRoutes } from "./modules/calendar/calendar.routes";
import { complaintsRoutes } from "./modules/complaints/complaints.routes";
import { contractsRoutes } from "./modules/contracts/contracts.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { indicatorsRoutes } from "./modules/indicators/indicators.routes";
import { meetingsRoutes } from "./modules/meetings/meetings.routes";
import { menuRoutes } from "./modules/menu/menu.routes";
import { monitoringRoutes } from "./modules/monitoring/monitoring.routes";
import { noticeRoutes } from "./modules/notices/notices.routes";
import { officesRoutes } from "./modules/offices/offices.routes";
import { openRoutes } from "./modules/open/open.routes";
import { plansRoutes } from "./modules/plans/plans.routes";
import { presetsRoutes } from "./modules/presets/presets.routes";
import { programsRoutes } from "./modules/programs/programs.routes";
import { progressRoutes } from "./modules/progress/progress.routes";
import { progressBulkRoutes } from "./modules/progress-bulk/progress-bulk.routes";
import { projectsRoutes } from "./modules/projects/projects.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { reportsExportRoutes } from "./modules/reports-export/reports-export.routes";
import { reportsPrintRoutes } from "./modules/reports-export/reports-print.routes";
import { rolesRoutes } from "./modules/roles/roles.routes";
import { setupRoutes } from "./modules/setup/setup.routes";
import { smsRoutes } from "./modules/sms/sms.routes";
import { transferRoutes } from "./modules/transfer/transfer.routes";
import { treasuryRoutes } from "./modules/treasury/treasury.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { readReplicasPlugin } from "./plugins/read-replicas";
import { securityHeadersPlugin } from "./plugins/security-headers";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    storage: FileStorage;
    /** The configured SMS gateway for the outbox screen's balance and test message; null when SMS is off. */
    sms: SmsGateway | null;
  }
}

export type AppDeps = {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** Streaming replicas for reads (DATABASE_READ_URL), when there are any. */
  reads?: ReadRouter;
};

/** Builds the whole server: plugins and every module's routes. Tests call it with a migrated database. */
export const buildApp = async ({ db, config, logger = false, reads }: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger,
    // The client's address is the socket's unless TRUST_PROXY names the proxies in front.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Bounded ids and queries keep the router and parsers away from pathological input.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", reads ? routedDb(db) : db);
  app.decorate("config", config);
  app.decorate(
    "storage",
    config.fileStorage === "database" ? databaseStorage(db) : localStorage(config.uploadDir),
  );
  app.decorate("sms", smsGatewayFromConfig(config));

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.https });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Pragati API",
        description: "Action plans and monthly progress",
        version: config.version,
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(authPlugin);
  if (reads) await app.register(readReplicasPlugin, { router: reads });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(menuRoutes);
  await app.register(calendarRoutes);
  await app.register(adminRoutes);
  await app.register(noticeRoutes);
  await app.register(smsRoutes);
  await app.register(officesRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(setupRoutes);
  await app.register(complaintsRoutes);
  await app.register(plansRoutes);
  await app.register(progressRoutes);
  await app.register(progressBulkRoutes);
  await app.register(adoptionRoutes);
  await app.register(approvalsRoutes);
  await app.register(transferRoutes);
  await app.register(dashboardRoutes);
  await app.register(presetsRoutes);
  await app.register(programsRoutes);
  await app.register(projectsRoutes);
  await app.register(contractsRoutes);
  await app.register(meetingsRoutes);
  await app.register(indicatorsRoutes);
  await app.register(treasuryRoutes);
  await app.register(reportsRoutes);
  await app.register(reportsExportRoutes);
  await app.register(reportsPrintRoutes);
  await app.register(monitoringRoutes);
  await app.register(openRoutes);

  await serveWeb(app, config.webDist);
  return app;
};

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Unknown API paths answer 404 in the error shape; other GETs get the single-page app's index.html
 * (when the web app is built) so client routes such as /nikaya/profile/3 load on refresh.
 */
const serveWeb = async (app: FastifyInstance, webDist: string) => {
  const index = path.join(webDist, "index.html");
  const html = fs.existsSync(index) ? fs.readFileSync(index, "utf8") : null;
  if (html)
    await app.register(fastifyStatic, {
      root: webDist,
      // One route that looks the file up on request: a route per built file (about 770 with their .br and
      // .gz) held about 10 MB of the idle process.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are when accepted.
      preCompressed: true,
      cacheControl: false,
      // Names under assets/ carry their content hash, so a browser keeps them for a year; anything else
      // (index.html, favicon) is revalidated on every load so a new release is picked up at once.
      setHeaders: (res, filePath) =>
        res.setHeader(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : "no-cache",
        ),
    });
  app.setNotFoundHandler((request, reply) => {
    if (html && request.method === "GET" && !request.url.startsWith("/api/"))
      return reply.type("text/html").header("cache-control", "no-cache").send(html);
    return reply.code(404).send({
      success: false,
      message: `Route ${request.method} ${request.url.split("?")[0]} not found.`,
      message_np: "यो ठेगाना भेटिएन।",
    });
  });
};
