import { PROGRESS_SCREENS } from "@pragati/domain/access";
import {
  ZClaimDecision,
  ZClaimState,
  ZClaimsQuery,
  ZEnvelope,
  ZFiscalYearQuery,
  ZIdParam,
  ZIdParams,
  ZMilestoneClaim,
  ZMilestoneProgress,
  ZPaged,
  ZPagedQuery,
  ZPragatiMilestone,
  ZPragatiMilestonesPage,
  ZPragatiMilestonesQuery,
  ZProgressBody,
  ZProgressComment,
  ZProgressEntry,
  ZProgressEntryDetail,
  ZProgressFile,
  ZProgressQuery,
  ZProgressRate,
  ZProgressReturn,
} from "@pragati/domain/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { type BilingualMessage, orNotFound } from "../../lib/errors";
import { recordFileRoutes } from "../../lib/record-file-routes";
import { can } from "../../plugins/auth";
import { CLAIM_MESSAGES } from "./completion-claims";
import { decideCompletion, listCompletionClaims } from "./milestone-completion.service";
import { presentEntry, presentFile } from "./progress.presenter";
import { entryFiles, findEntry, findFile, listEntries } from "./progress.repository";
import {
  ENTRY,
  entryDetail,
  entryScopeOf,
  milestoneProgress,
  officeMonth,
  reviewEntry,
  storeProgress,
} from "./progress.service";
import { ENTRY_FILES } from "./progress-files.service";

const ZEntryId = z.object({ entry_id: ZIdParam });

/** Monthly progress (pragati / gatibidhi) and the secretary's review, scoped to the office subtree. */
export const progressRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/gatibidhi/all", {
    schema: {
      tags: ["progress"],
      summary: "Progress entries of the offices in scope (office includes its sub-offices)",
      querystring: ZPagedQuery.extend(ZProgressQuery.shape),
      response: { 200: ZEnvelope(ZPaged(ZProgressEntry)) },
    },
    onRequest: [app.authenticate, can("progress.view", PROGRESS_SCREENS)],
    handler: async (request) => {
      const page = await listEntries(app.db, request.query, entryScopeOf(request));
      return ok({ ...page, data: page.data.map(presentEntry) });
    },
  });

  r.get("/api/gatibidhi/milestone/:id", {
    schema: {
      tags: ["progress"],
      summary: "One milestone's progress month by month, with what the caller may enter",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZMilestoneProgress) },
    },
    onRequest: [app.authenticate, can("progress.view", PROGRESS_SCREENS)],
    handler: async (request) => ok(await milestoneProgress(app.db, request, request.params.id)),
  });

  r.get("/api/pragati/milestones", {
    schema: {
      tags: ["progress"],
      summary:
        "One office's milestones for a fiscal month with the month's entry and whether entry is allowed",
      querystring: ZPragatiMilestonesQuery,
      response: { 200: ZEnvelope(ZPaged(ZPragatiMilestone).extend(ZPragatiMilestonesPage.shape)) },
    },
    onRequest: [app.authenticate, can("progress.view", PROGRESS_SCREENS)],
    handler: async (request) => ok(await officeMonth(app.db, request, request.query)),
  });

  r.get("/api/pragati/show/:id", {
    schema: {
      tags: ["progress"],
      summary: "One entry with reasons, files, targets, percent, band and warning",
      params: ZIdParams,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(ZProgressEntryDetail) },
    },
    onRequest: [app.authenticate, can("progress.view", PROGRESS_SCREENS)],
    handler: async (request) => ok(await entryDetail(app.db, request, request.params.id)),
  });

  r.post("/api/pragati/store", {
    schema: {
      tags: ["progress"],
      summary: "Enter or replace a milestone's progress for a fiscal month",
      body: ZProgressBody,
      response: { 200: ZEnvelope(ZProgressEntryDetail) },
    },
    onRequest: [app.authenticate, can("progress.create", PROGRESS_SCREENS)],
    handler: async (request) => {
      const stored = await storeProgress(app.db, request, request.body);
      return ok(await entryDetail(app.db, request, stored.id), {
        message: { en: "The progress was saved.", np: "प्रगति सुरक्षित भयो।" },
      });
    },
  });

  r.get("/api/pragati/files/:entry_id", {
    schema: {
      tags: ["progress"],
      summary: "Evidence files of an entry",
      params: ZEntryId,
      querystring: ZFiscalYearQuery,
      response: { 200: ZEnvelope(z.array(ZProgressFile)) },
    },
    onRequest: [app.authenticate, can("progress.view", PROGRESS_SCREENS)],
    handler: async (request) => {
      const entry = await orNotFound(
        findEntry(app.db, request.params.entry_id, entryScopeOf(request)),
        ENTRY,
      );
      return ok((await entryFiles(app.db, [entry.id])).map(presentFile));
    },
  });

  recordFileRoutes(app, {
    tags: ["progress"],
    owner: ENTRY_FILES,
    answer: { schema: ZProgressEntryDetail, of: (request, id) => entryDetail(app.db, request, id) },
    attach: {
      path: "/api/pragati/files/:entry_id",
      param: "entry_id",
      summary:
        "Attach evidence files to an entry (multipart; PDF, PNG, JPG, DOCX, XLSX up to 5 MB; at most 5), under the entry's edit rules",
      onRequest: [app.authenticate, can("progress.create", PROGRESS_SCREENS)],
      before: (request, id) => orNotFound(findEntry(app.db, id, entryScopeOf(request)), ENTRY),
    },
    download: {
      path: "/api/pragati/file/:id",
      summary: "Download an evidence file",
      onRequest: [app.authenticate, can("progress.view", PROGRESS_SCREENS)],
      find: (request, id) => findFile(app.db, id, entryScopeOf(request)),
    },
    remove: {
      path: "/api/pragati/files/delete/:id",
      summary: "Remove an evidence file, under the entry's edit rules",
      onRequest: [app.authenticate, can("progress.create", PROGRESS_SCREENS)],
    },
  });

  const review = (
    path: string,
    summary: string,
    permission: "progress.comment" | "progress.rate",
    body: typeof ZProgressComment | typeof ZProgressRate | typeof ZProgressReturn,
    message: BilingualMessage,
  ) =>
    r.post(`/api/rate-activity/${path}/:entry_id`, {
      schema: {
        tags: ["progress"],
        summary,
        params: ZEntryId,
        body,
        response: { 200: ZEnvelope(ZProgressEntryDetail) },
      },
      onRequest: [app.authenticate, can(permission, PROGRESS_SCREENS)],
      handler: async (request) => {
        await reviewEntry(app.db, request, request.params.entry_id, request.body);
        return ok(await entryDetail(app.db, request, request.params.entry_id), { message });
      },
    });
  review("comment", "Comment on an entry", "progress.comment", ZProgressComment, {
    en: "The comment was saved.",
    np: "टिप्पणी सुरक्षित भयो।",
  });
  review("rate", "Rate an entry 0 to 5", "progress.rate", ZProgressRate, {
    en: "The rating was saved.",
    np: "मूल्याङ्कन सुरक्षित भयो।",
  });
  review("return", "Send an entry back for correction", "progress.comment", ZProgressReturn, {
    en: "The entry was sent back.",
    np: "विवरण सच्याउन फिर्ता पठाइयो।",
  });

  r.get("/api/pragati/completion-claims", {
    schema: {
      tags: ["progress"],
      summary:
        "Milestone completions waiting for the caller's acceptance (the offices right below the caller's)",
      querystring: ZClaimsQuery,
      response: { 200: ZEnvelope(ZPaged(ZMilestoneClaim)) },
    },
    onRequest: [app.authenticate, can("progress.approve", PROGRESS_SCREENS)],
    handler: async (request) => ok(await listCompletionClaims(app.db, request, request.query)),
  });

  r.post("/api/pragati/completion/:entry_id", {
    schema: {
      tags: ["progress"],
      summary: "Accept a milestone's completion (with its evidence) or reject it with a reason",
      params: ZEntryId,
      body: ZClaimDecision,
      response: { 200: ZEnvelope(ZClaimState) },
    },
    onRequest: [app.authenticate, can("progress.approve", PROGRESS_SCREENS)],
    handler: async (request) => {
      const state = await decideCompletion(app.db, request, request.params.entry_id, request.body);
      return ok(state, {
        message: state.state === "accepted" ? CLAIM_MESSAGES.accepted : CLAIM_MESSAGES.rejected,
      });
    },
  });
};
