import { type TPaged, ZEnvelope, ZIdParams, ZPaged, ZPagedQuery } from "@pragati/domain/contract";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { z } from "zod";
import { ok } from "./envelope";

/**
 * The two read routes of a kind of record, one shape for every kind: its paged list (`…/all`, the paged
 * query extended by the kind's filters, each row as the list shows it) and one record (`…/show/:id`,
 * as its screen shows it, the same answer its writes give). Both are seen with the same permission and
 * screens; the kind names its paths, summaries, filters and the reads.
 */
export const recordReadRoutes = <
  Filters extends z.ZodObject,
  Row extends z.ZodType,
  Answer extends z.ZodType,
>(
  app: FastifyInstance,
  options: {
    tags: string[];
    onRequest: onRequestHookHandler[];
    /** The record as its screen shows it. */
    answer: { schema: Answer; of: (request: FastifyRequest, id: number) => Promise<z.infer<Answer>> };
    list: {
      path: string;
      summary: string;
      filters: Filters;
      row: Row;
      page: (
        request: FastifyRequest,
        query: z.output<typeof ZPagedQuery> & z.output<Filters>,
      ) => Promise<TPaged<z.input<Row>>>;
    };
    show: { path: `${string}:id${string}`; summary: string };
  },
) => {
  const { tags, onRequest, answer, list, show } = options;
  // Registered without the zod type provider's typing, as `recordWriteRoutes` is: the schemas are
  // parameters here; the validator has checked and parsed the query and params before the handler runs.
  app.route({
    method: "GET",
    url: list.path,
    schema: {
      tags,
      summary: list.summary,
      querystring: ZPagedQuery.extend(list.filters.shape),
      response: { 200: ZEnvelope(ZPaged(list.row)) },
    },
    onRequest,
    handler: async (request) =>
      ok(await list.page(request, request.query as Parameters<typeof list.page>[1])),
  });
  app.route({
    method: "GET",
    url: show.path,
    schema: { tags, summary: show.summary, params: ZIdParams, response: { 200: ZEnvelope(answer.schema) } },
    onRequest,
    handler: async (request) => ok(await answer.of(request, (request.params as { id: number }).id)),
  });
};
