import type { FastifyBaseLogger } from "fastify";
import { type Db, queryRows, sql } from "../db/client";
import type { Transports } from "./transports";

export const OUTBOX_POLICY = {
  maxAttempts: 8,
  batch: 20,
  /** A claimed message whose sender died is taken up again after this lease. */
  leaseMinutes: 10,
  /** Back-off: 30 s, 1 min, 2 min ... capped at one hour. */
  backoffSeconds: (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1)),
} as const;

type Claimed = {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
};

/**
 * Delivers due messages of the configured channels once. Claiming uses FOR UPDATE SKIP LOCKED, so
 * several API processes can run the worker against one database without sending twice.
 */
export const processOutboxOnce = async (deps: {
  db: Db;
  transports: Transports;
  log?: FastifyBaseLogger;
}) => {
  const channels = Object.keys(deps.transports);
  if (channels.length === 0) return { sent: 0, failed: 0 };
  const claimed = await queryRows<Claimed>(
    deps.db,
    sql`UPDATE outbox SET status = 'sending', attempts = attempts + 1,
               next_attempt_at = now() + make_interval(mins => ${OUTBOX_POLICY.leaseMinutes})
         WHERE id IN (SELECT id FROM outbox
                       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
                         AND channel IN (${sql.join(
                           channels.map((c) => sql`${c}`),
                           sql`, `,
                         )})
                       ORDER BY id LIMIT ${OUTBOX_POLICY.batch} FOR UPDATE SKIP LOCKED)
     RETURNING id::int AS id, channel, recipient, subject, body, attempts`,
  );
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await deps.transports[message.channel]!(message);
      await deps.db.execute(
        sql`UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${message.id}`,
      );
      sent++;
    } catch (error) {
      failed++;
      const reason = error instanceof Error ? error.message : String(error);
      const final = message.attempts >= OUTBOX_POLICY.maxAttempts;
      deps.log?.warn({ id: message.id, channel: message.channel, reason, final }, "outbox delivery failed");
      await deps.db.execute(
        sql`UPDATE outbox SET status = ${final ? "failed" : "pending"}, last_error = ${reason.slice(0, 500)},
                   next_attempt_at = now() + make_interval(secs => ${OUTBOX_POLICY.backoffSeconds(message.attempts)})
             WHERE id = ${message.id}`,
      );
    }
  }
  return { sent, failed };
};

/** Runs the worker every `intervalMs` until stopped; one pass at a time. */
export const startOutboxWorker = (deps: {
  db: Db;
  transports: Transports;
  log: FastifyBaseLogger;
  intervalMs: number;
}): (() => Promise<void>) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => processOutboxOnce(deps))
      .catch((error) => deps.log.error({ err: error }, "outbox worker"));
  }, deps.intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
};
