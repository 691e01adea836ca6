import { ZEnvelope, ZIdParam, ZIdParams } from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { z } from "zod";
import { readCheckedFiles } from "./attachments";
import { ok } from "./envelope";
import {
  attachRecordFiles,
  type DownloadableFile,
  type RemovableFileOwner,
  removeRecordFile,
  sendStoredFile,
} from "./record-files";

type Hooks = onRequestHookHandler[];

/** A route's `:id`, already checked and made a number by its params schema. */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/**
 * The three file routes of a kind of record (attach, download, remove), one way for every owner: the
 * upload is read and checked whole before anything is stored, the owner's rules (scope, locks, states,
 * the count under its row lock) decide in `attachRecordFiles`/`removeRecordFile`, and a download is
 * answered only for a file `find` sees in the caller's scope.
 */
export const recordFileRoutes = <Answer extends z.ZodType>(
  app: FastifyInstance,
  options: {
    tags: string[];
    owner: RemovableFileOwner;
    /** What a change answers: the record as its screen shows it. */
    answer: { schema: Answer; of: (request: FastifyRequest, ownerId: number) => Promise<z.infer<Answer>> };
    attach: {
      path: string;
      summary: string;
      onRequest: Hooks;
      /** The path parameter naming the record (`id` unless the route says otherwise). */
      param?: string;
      /** Runs before the upload is read (a record outside the caller's scope answers 404 first). */
      before?: (request: FastifyRequest, ownerId: number) => Promise<unknown>;
    };
    download: {
      path: string;
      summary: string;
      onRequest: Hooks;
      find: (request: FastifyRequest, fileId: number) => Promise<DownloadableFile | null>;
    };
    remove: {
      path: string;
      summary: string;
      onRequest: Hooks;
      /** Answers the record after the removal (else null). */
      answersRecord?: boolean;
    };
  },
) => {
  // Registered without the zod type provider's typing: the answer's schema is a parameter here, so the
  // routes' checks and serialisation stay those of the schemas given; the handlers read typed values.
  const r = app;
  const { tags, owner, answer, attach, download, remove } = options;
  const param = attach.param ?? "id";

  r.post(attach.path, {
    schema: {
      tags,
      summary: attach.summary,
      params: z.object({ [param]: ZIdParam }),
      consumes: ["multipart/form-data"],
      response: { 200: ZEnvelope(answer.schema) },
    },
    onRequest: attach.onRequest,
    handler: async (request) => {
      const ownerId = (request.params as Record<string, number>)[param];
      await attach.before?.(request, ownerId);
      // Read and check every file before storing any, so an upload is accepted or refused whole.
      const incoming = await readCheckedFiles(request);
      await attachRecordFiles(app.db, app.storage, request, owner, ownerId, incoming);
      return ok(await answer.of(request, ownerId), {
        message: { en: "Files attached.", np: "फाइलहरू संलग्न भए।" },
      });
    },
  });

  r.get(download.path, {
    schema: { tags, summary: download.summary, params: ZIdParams },
    onRequest: download.onRequest,
    handler: async (request, reply) =>
      sendStoredFile(reply, app.storage, await download.find(request, idOf(request))),
  });

  r.delete(remove.path, {
    schema: {
      tags,
      summary: remove.summary,
      params: ZIdParams,
      response: { 200: ZEnvelope(remove.answersRecord ? answer.schema : z.null()) },
    },
    onRequest: remove.onRequest,
    handler: async (request) => {
      const ownerId = await removeRecordFile(app.db, app.storage, request, owner, idOf(request));
      return ok(remove.answersRecord ? await answer.of(request, ownerId) : null, {
        message: { en: "File removed.", np: "फाइल हटाइयो।" },
      });
    },
  });
};
