import { ZEnvelope, ZIdParams } from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { z } from "zod";
import { ok } from "./envelope";
import type { BilingualMessage } from "./errors";

/** A path naming its record with `:id`: the write is given that id and may answer another record's. */
type NamesRecord<Path extends string> = Path extends `${string}:id${string}` ? true : false;

type WriteRoute<Path extends string, Body extends z.ZodType | undefined> = {
  summary: string;
  /** The request body's schema; none for a write without a body. */
  body?: Body;
  onRequest: onRequestHookHandler[];
  /**
   * The service call. It answers the id of the record to show afterwards: a new record's, or the parent
   * of a changed child; on a path with `:id` it may answer nothing, and that record is shown. A service
   * answering some other id (a new child's) is called without passing its answer on.
   */
  write: (
    request: FastifyRequest,
    input: (NamesRecord<Path> extends true ? { id: number } : unknown) & {
      body: Body extends z.ZodType ? z.infer<Body> : undefined;
    },
  ) => NamesRecord<Path> extends true ? Promise<number> | Promise<void> : Promise<number>;
  message: BilingualMessage;
};

/**
 * The write routes of a kind of record that answer the record as its screen shows it after the write,
 * with the write's message in both languages (create, edit, move, add or remove a child, review): one
 * shape for all of them, so each route names only what is its own (path, summary, body, hooks, the
 * service call and the message).
 */
export const recordWriteRoutes = <Answer extends z.ZodType>(
  app: FastifyInstance,
  options: {
    tags: string[];
    /** The record as its screen shows it. */
    answer: { schema: Answer; of: (request: FastifyRequest, id: number) => Promise<z.infer<Answer>> };
  },
) => {
  const { tags, answer } = options;
  const route =
    (method: "POST" | "DELETE") =>
    <Path extends string, Body extends z.ZodType | undefined = undefined>(
      url: Path,
      { summary, body, onRequest, write, message }: WriteRoute<Path, Body>,
    ) => {
      const namesRecord = url.includes(":id");
      // Registered without the zod type provider's typing, as `recordFileRoutes` is: the schemas are
      // parameters here; the validator has checked and parsed params and body before the handler runs.
      app.route({
        method,
        url,
        schema: {
          tags,
          summary,
          ...(namesRecord ? { params: ZIdParams } : {}),
          ...(body ? { body } : {}),
          response: { 200: ZEnvelope(answer.schema) },
        },
        onRequest,
        handler: async (request) => {
          const id = namesRecord ? (request.params as { id: number }).id : undefined;
          const written = await write(request, { id, body: request.body } as Parameters<typeof write>[1]);
          return ok(await answer.of(request, (written ?? id) as number), { message });
        },
      });
    };
  return { post: route("POST"), delete: route("DELETE") };
};

/**
 * The route that deletes a record (`:id`) and answers nothing but the message in both languages: one
 * shape for every kind, each naming its path, summary, hooks, the service call and the message.
 */
export const recordDeleteRoute = (
  app: FastifyInstance,
  url: `${string}:id${string}`,
  options: {
    tags: string[];
    summary: string;
    onRequest: onRequestHookHandler[];
    remove: (request: FastifyRequest, id: number) => Promise<unknown>;
    message: BilingualMessage;
  },
) => {
  const { tags, summary, onRequest, remove, message } = options;
  app.route({
    method: "DELETE",
    url,
    schema: { tags, summary, params: ZIdParams, response: { 200: ZEnvelope(z.null()) } },
    onRequest,
    handler: async (request) => {
      await remove(request, (request.params as { id: number }).id);
      return ok(null, { message });
    },
  });
};
