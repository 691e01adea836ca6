import {
  ZEnvelope,
  ZIdParams,
  ZPaged,
  ZProjectComponentBandQuery,
  ZProjectComponentBandRow,
  ZProjectComponentBody,
  ZProjectComponentProgressBody,
  ZProjectComponents,
  ZProjectComponentsQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { recordWriteRoutes } from "../../lib/record-write-routes";
import { can } from "../../plugins/auth";
import {
  addComponent,
  componentsInBand,
  projectComponentsOf,
  removeComponent,
  storeComponentProgress,
  updateComponent,
} from "./project-components.service";

const tags = ["projects"];

/**
 * A project's components (work items) with weights, and each one's monthly progress: the project's
 * physical progress is then their weighted progress (`project-figures.ts`). Each write answers the
 * project's components as they now are, for the asked year (a progress write: the year written).
 */
export const projectComponentsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = ZEnvelope(ZProjectComponents);

  r.get("/api/ayojana/:id/components", {
    schema: {
      tags,
      summary:
        "A project's components with weights, their monthly progress for a year, and the weighted physical progress",
      params: ZIdParams,
      querystring: ZProjectComponentsQuery,
      response: { 200: answer },
    },
    onRequest: [app.authenticate, can("project.view", ["ayojana"])],
    handler: async (request) =>
      ok(await projectComponentsOf(app.db, request, request.params.id, request.query.fiscal_year_id)),
  });

  r.get("/api/ayojana/:id/components/list", {
    schema: {
      tags,
      summary:
        "A project's components in a physical-progress band as of a fiscal month (the list behind a band of a project head's dashboard row)",
      params: ZIdParams,
      querystring: ZProjectComponentBandQuery,
      response: { 200: ZEnvelope(ZPaged(ZProjectComponentBandRow)) },
    },
    onRequest: [app.authenticate, can("project.view", ["ayojana"])],
    handler: async (request) => ok(await componentsInBand(app.db, request, request.params.id, request.query)),
  });

  const write = recordWriteRoutes(app, {
    tags,
    answer: {
      schema: ZProjectComponents,
      of: (request, projectId) => projectComponentsOf(app.db, request, projectId, undefined),
    },
  });

  write.post("/api/ayojana/:id/components", {
    summary: "Add a component with its weight",
    body: ZProjectComponentBody,
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { id, body }) => addComponent(app.db, request, id, body),
    message: { en: "The component was added.", np: "कम्पोनेन्ट थपियो।" },
  });

  write.post("/api/ayojana/components/:id", {
    summary: "Edit a component's names and weight",
    body: ZProjectComponentBody,
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { id, body }) => updateComponent(app.db, request, id, body),
    message: { en: "The component was saved.", np: "कम्पोनेन्ट सुरक्षित भयो।" },
  });

  write.delete("/api/ayojana/components/:id", {
    summary: "Remove a component without progress",
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { id }) => removeComponent(app.db, request, id),
    message: { en: "The component was removed.", np: "कम्पोनेन्ट हटाइयो।" },
  });

  r.post("/api/ayojana/components/:id/progress", {
    schema: {
      tags,
      summary: "Store a component's physical % achieved in a fiscal month",
      params: ZIdParams,
      body: ZProjectComponentProgressBody,
      response: { 200: answer },
    },
    onRequest: [app.authenticate, can("project.progress", ["ayojana"])],
    handler: async (request) => {
      const { projectId, year } = await storeComponentProgress(
        app.db,
        request,
        request.params.id,
        request.body,
      );
      return ok(await projectComponentsOf(app.db, request, projectId, year), {
        message: { en: "The component's progress was saved.", np: "कम्पोनेन्टको प्रगति सुरक्षित भयो।" },
      });
    },
  });
};
