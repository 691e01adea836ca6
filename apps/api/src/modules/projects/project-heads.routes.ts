import {
  ZEnvelope,
  ZPaged,
  ZPagedQuery,
  ZProjectHead,
  ZProjectHeadBody,
  ZProjectHeadCandidate,
  ZProjectHeadEnd,
  ZProjectHeadQuery,
} from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { orNotFound } from "../../lib/errors";
import { recordWriteRoutes } from "../../lib/record-write-routes";
import { can } from "../../plugins/auth";
import { presentHeadCandidate, presentProjectHead } from "./project-heads.presenter";
import { findProjectHead, listProjectHeads } from "./project-heads.repository";
import {
  candidatesFor,
  endProjectHeadPosting,
  headScopeOf,
  POSTING,
  postProjectHead,
} from "./project-heads.service";

const tags = ["projects"];
const SCREENS = ["ayojana-project-head"];

/** Project heads (`ayojana-project-head`): postings of project-head users to projects, kept as history. */
export const projectHeadsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const posting = async (request: FastifyRequest, id: number) => {
    const { scope, today } = await headScopeOf(app.db, request);
    return presentProjectHead(await orNotFound(findProjectHead(app.db, id, scope, today), POSTING));
  };

  r.get("/api/ayojana/heads", {
    schema: {
      tags,
      summary: "Postings of heads on the projects in the caller's scope, newest first",
      querystring: ZPagedQuery.extend(ZProjectHeadQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZProjectHead)) },
    },
    onRequest: [app.authenticate, can("project.view", SCREENS)],
    handler: async (request) => {
      const { scope, today } = await headScopeOf(app.db, request);
      const page = await listProjectHeads(app.db, request.query, scope, today);
      return ok({ ...page, data: page.data.map(presentProjectHead) });
    },
  });

  r.get("/api/ayojana/heads/candidates", {
    schema: {
      tags,
      summary: "Active users of the project-head role the caller may post (their office subtree)",
      response: { 200: ZEnvelope(z.array(ZProjectHeadCandidate)) },
    },
    onRequest: [app.authenticate, can("project.assign", SCREENS)],
    handler: async (request) => ok((await candidatesFor(app.db, request)).map(presentHeadCandidate)),
  });

  const write = recordWriteRoutes(app, { tags, answer: { schema: ZProjectHead, of: posting } });

  write.post("/api/ayojana/heads", {
    summary: "Post a head to a project (no overlap with another posting on it)",
    body: ZProjectHeadBody,
    onRequest: [app.authenticate, can("project.assign", SCREENS)],
    write: (request, { body }) => postProjectHead(app.db, request, body),
    message: { en: "The project head was posted.", np: "आयोजना प्रमुख खटाइयो।" },
  });

  write.post("/api/ayojana/heads/:id/end", {
    summary: "Set a posting's termination date (its last day)",
    body: ZProjectHeadEnd,
    onRequest: [app.authenticate, can("project.assign", SCREENS)],
    write: (request, { id, body }) => endProjectHeadPosting(app.db, request, id, body),
    message: { en: "The posting's termination date was saved.", np: "पदस्थापनाको समाप्त मिति सुरक्षित भयो।" },
  });
};
