import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { queryRows, sql } from "../db/client";
import { type ReadRouter, readsFrom } from "../db/read-replicas";

/**
 * The reads a replica may serve: reports (with their exports and prints), dashboards and open data. Every
 * other request, and every write, goes to the primary.
 */
const REPLICA_READS = ["/api/reports/", "/api/dashboard/", "/api/open/"];

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Sends those reads to a replica that has caught up past the session's last write (read your own writes),
 * naming the database that served them in `X-Read-From`; and remembers each session's writes before their
 * answer leaves, so the session's next read never reaches a replica that lacks them.
 */
const readReplicas = async (app: FastifyInstance, { router }: { router: ReadRouter }) => {
  app.addHook("preHandler", (request, reply, done) => {
    if (request.method !== "GET" || !REPLICA_READS.some((prefix) => request.url.startsWith(prefix)))
      return done();
    const replica = router.choose(request.auth?.lastWriteAt ?? null);
    reply.header("x-read-from", replica ? replica.name : "primary");
    if (!replica) return done();
    readsFrom.run(replica.db, done);
  });
  app.addHook("onSend", async (request, reply) => {
    const auth = request.auth;
    if (!auth?.writeStale || !WRITES.has(request.method) || reply.statusCode >= 400) return;
    await queryRows(app.db, sql`UPDATE sessions SET last_write_at = now() WHERE id = ${auth.sessionId}`);
  });
};
export const readReplicasPlugin = fp(readReplicas);
