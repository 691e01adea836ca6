import {
  ZClaimState,
  ZClaimsQuery,
  ZCostRevisionBody,
  ZEnvelope,
  ZIdParams,
  ZPaged,
  ZProject,
  ZProjectBaselineBody,
  ZProjectBaselines,
  ZProjectBaselinesQuery,
  ZProjectBody,
  ZProjectJumpClaim,
  ZProjectJumpDecision,
  ZProjectProgress,
  ZProjectProgressBody,
  ZProjectProgressQuery,
  ZProjectQuery,
  ZProjectRow,
  ZProjectSummary,
  ZTimeExtensionBody,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { recordFileRoutes } from "../../lib/record-file-routes";
import { recordReadRoutes } from "../../lib/record-read-routes";
import { recordDeleteRoute, recordWriteRoutes } from "../../lib/record-write-routes";
import { can } from "../../plugins/auth";
import { CLAIM_MESSAGES } from "../progress/completion-claims";
import { projectComponentsRoutes } from "./project-components.routes";
import { PROJECT_FILES_OWNER } from "./project-files.service";
import { projectHeadsRoutes } from "./project-heads.routes";
import { decideJump, listJumpClaims } from "./project-jump.service";
import { projectProgressBulkRoutes } from "./project-progress-bulk.routes";
import {
  presentBaseline,
  presentProgress,
  presentProject,
  presentProjectRow,
  presentSummary,
} from "./projects.presenter";
import {
  costRevisions,
  findProject,
  findProjectFile,
  listProjects,
  projectFileRows,
  projectOfficeRefs,
  timeExtensions,
} from "./projects.repository";
import {
  addCostRevision,
  addProjectBaseline,
  addTimeExtension,
  createProject,
  deleteProject,
  PROJECT,
  projectBaselinesOf,
  projectProgressOf,
  projectSummaryOf,
  scopeOf,
  storeProjectProgress,
  updateProject,
} from "./projects.service";

const tags = ["projects"];

/** Project (ayojana) profiles (PRODUCT.md section 7), scoped by their offices. */
export const projectsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const detail = async (request: FastifyRequest, id: number) => {
    const row = await orNotFound(findProject(app.db, id, await scopeOf(app.db, request)), PROJECT);
    const [offices, revisions, extensions, files] = await Promise.all([
      projectOfficeRefs(app.db, id),
      costRevisions(app.db, id),
      timeExtensions(app.db, id),
      projectFileRows(app.db, id),
    ]);
    return presentProject(row, { offices, costRevisions: revisions, timeExtensions: extensions, files });
  };

  recordReadRoutes(app, {
    tags,
    onRequest: [app.authenticate, can("project.view", ["ayojana"])],
    answer: { schema: ZProject, of: detail },
    list: {
      path: "/api/ayojana/all",
      summary: "Projects in the caller's scope (paged, filtered)",
      filters: ZProjectQuery,
      row: ZProjectRow,
      page: async (request, query) => {
        const page = await listProjects(app.db, query, await scopeOf(app.db, request));
        return { ...page, data: page.data.map(presentProjectRow) };
      },
    },
    show: {
      path: "/api/ayojana/show/:id",
      summary: "A project's profile with its offices, cost revisions and time extensions",
    },
  });

  r.get("/api/ayojana/summary/:id", {
    schema: {
      tags,
      summary:
        "A project's summary for a fiscal year: profile, cost and time history, cost and time overrun, S-curve and months",
      params: ZIdParams,
      querystring: ZProjectProgressQuery,
      response: { 200: ZEnvelope(ZProjectSummary) },
    },
    onRequest: [app.authenticate, can("project.view", ["ayojana-summary"])],
    handler: async (request) => {
      // Scope first (404), then the profile and the year's figures.
      const figures = await projectSummaryOf(
        app.db,
        request,
        request.params.id,
        request.query.fiscal_year_id,
      );
      return ok(presentSummary(await detail(request, request.params.id), figures));
    },
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZProject, of: detail } });

  write.post("/api/ayojana/store", {
    summary: "Create a project profile",
    body: ZProjectBody,
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { body }) => createProject(app.db, request, body),
    message: { en: "The project was created.", np: "आयोजना थपियो।" },
  });

  write.post("/api/ayojana/update/:id", {
    summary: "Edit a project profile",
    body: ZProjectBody,
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { id, body }) => updateProject(app.db, request, id, body),
    message: { en: "The project was updated.", np: "आयोजना अद्यावधिक भयो।" },
  });

  recordDeleteRoute(app, "/api/ayojana/delete/:id", {
    tags,
    summary: "Delete a project that has no monthly progress",
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    remove: (request, id) => deleteProject(app.db, app.storage, request, id),
    message: { en: "The project was deleted.", np: "आयोजना हटाइयो।" },
  });

  write.post("/api/ayojana/:id/cost-revisions", {
    summary: "Add a cost revision (kept for good; the newest is the revised cost)",
    body: ZCostRevisionBody,
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { id, body }) => addCostRevision(app.db, request, id, body),
    message: { en: "The cost revision was added.", np: "लागत संशोधन थपियो।" },
  });

  write.post("/api/ayojana/:id/time-extensions", {
    summary: "Add a time extension (kept for good; the newest end date is the revised completion)",
    body: ZTimeExtensionBody,
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    write: (request, { id, body }) => addTimeExtension(app.db, request, id, body),
    message: { en: "The time extension was added.", np: "म्याद थप थपियो।" },
  });

  r.get("/api/ayojana/:id/baselines", {
    schema: {
      tags,
      summary: "A project year's baseline versions, the original (version 1) first; the newest is in force",
      params: ZIdParams,
      querystring: ZProjectBaselinesQuery,
      response: { 200: ZEnvelope(ZProjectBaselines) },
    },
    onRequest: [app.authenticate, can("project.view", ["ayojana"])],
    handler: async (request) =>
      ok(
        (await projectBaselinesOf(app.db, request, request.params.id, request.query.fiscal_year_id)).map(
          presentBaseline,
        ),
      ),
  });

  r.post("/api/ayojana/:id/baselines", {
    schema: {
      tags,
      summary:
        "Set a project year's plan (version 1) or change it (a new version with its reason and approver; kept for good)",
      params: ZIdParams,
      body: ZProjectBaselineBody,
      response: { 200: ZEnvelope(ZProjectBaselines) },
    },
    onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    handler: async (request) => {
      await addProjectBaseline(app.db, request, request.params.id, request.body);
      const versions = await projectBaselinesOf(
        app.db,
        request,
        request.params.id,
        request.body.fiscal_year_id,
      );
      return ok(versions.map(presentBaseline), {
        message: { en: "The baseline was saved.", np: "आधार रेखा सुरक्षित भयो।" },
      });
    },
  });

  recordFileRoutes(app, {
    tags,
    owner: PROJECT_FILES_OWNER,
    answer: { schema: ZProject, of: detail },
    attach: {
      path: "/api/ayojana/files/:id",
      summary:
        "Attach files to a project (multipart; PDF, PNG, JPG, DOCX, XLSX up to 5 MB; at most 5), under the profile's edit rules",
      onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
      before: async (request, id) =>
        orNotFound(findProject(app.db, id, await scopeOf(app.db, request)), PROJECT),
    },
    download: {
      path: "/api/ayojana/file/:id",
      summary: "Download a project's file",
      onRequest: [app.authenticate, can("project.view", ["ayojana"])],
      find: async (request, id) => findProjectFile(app.db, id, await scopeOf(app.db, request)),
    },
    remove: {
      path: "/api/ayojana/files/delete/:id",
      summary: "Remove a project's file, under the profile's edit rules",
      onRequest: [app.authenticate, can("project.manage", ["ayojana"])],
    },
  });

  const progress = async (request: FastifyRequest, id: number, fiscalYearId: unknown) => {
    const found = await projectProgressOf(app.db, request, id, fiscalYearId);
    return presentProgress({ projectId: id, ...found });
  };

  r.get("/api/ayojana/:id/progress", {
    schema: {
      tags,
      summary:
        "A project's 12 months of a fiscal year with cumulative figures and whether the caller may enter now",
      params: ZIdParams,
      querystring: ZProjectProgressQuery,
      response: { 200: ZEnvelope(ZProjectProgress) },
    },
    onRequest: [app.authenticate, can("project.view", ["ayojana"])],
    handler: async (request) => ok(await progress(request, request.params.id, request.query.fiscal_year_id)),
  });

  r.post("/api/ayojana/:id/progress", {
    schema: {
      tags,
      summary: "Enter or replace a project's month (inside the project reporting period)",
      params: ZIdParams,
      body: ZProjectProgressBody,
      response: { 200: ZEnvelope(ZProjectProgress) },
    },
    onRequest: [app.authenticate, can("project.progress", ["ayojana"])],
    handler: async (request) => {
      const year = await storeProjectProgress(app.db, request, request.params.id, request.body);
      return ok(await progress(request, request.params.id, year), {
        message: { en: "The month's progress was saved.", np: "महिनाको प्रगति सुरक्षित भयो।" },
      });
    },
  });

  r.get("/api/ayojana/jump-claims", {
    schema: {
      tags,
      summary: "Project months' physical progress jumps waiting for the caller's acceptance",
      querystring: ZClaimsQuery,
      response: { 200: ZEnvelope(ZPaged(ZProjectJumpClaim)) },
    },
    onRequest: [app.authenticate, can("project.approve", ["ayojana"])],
    handler: async (request) => ok(await listJumpClaims(app.db, request, request.query)),
  });

  r.post("/api/ayojana/:id/progress-jump", {
    schema: {
      tags,
      summary:
        "Accept a project month's physical progress jump (with its evidence) or reject it with a reason",
      params: ZIdParams,
      body: ZProjectJumpDecision,
      response: { 200: ZEnvelope(ZClaimState) },
    },
    onRequest: [app.authenticate, can("project.approve", ["ayojana"])],
    handler: async (request) => {
      const state = await decideJump(app.db, request, request.params.id, request.body);
      return ok(state, {
        message: state.state === "accepted" ? CLAIM_MESSAGES.jumpAccepted : CLAIM_MESSAGES.jumpRejected,
      });
    },
  });

  await projectHeadsRoutes(app);
  await projectComponentsRoutes(app);
  await projectProgressBulkRoutes(app);
};
