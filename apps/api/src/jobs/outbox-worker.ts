import { smsParts } from "@pragati/domain/sms";
import type { FastifyBaseLogger } from "fastify";
import { type Db, type Executor, queryRows, sql } from "../db/client";
import type { Delivery, Transport, Transports } from "./transports";

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
  // RETURNING keeps no order: messages go out in the order they were queued.
  claimed.sort((a, b) => a.id - b.id);
  for (const message of claimed) {
    const delivery = await attemptDelivery(deps.transports[message.channel]!, message);
    if (delivery.accepted) sent++;
    else {
      failed++;
      deps.log?.warn(
        { id: message.id, channel: message.channel, reason: delivery.reason, retry: delivery.retry },
        "outbox delivery failed",
      );
    }
    await recordDelivery(deps.db, message, delivery);
  }
  return { sent, failed };
};

/** One attempt; a transport that throws (SMTP, a network error) failed in a way a retry can help. */
export const attemptDelivery = async (
  transport: Transport,
  message: { channel: "email" | "sms"; recipient: string; subject: string; body: string },
): Promise<Delivery> => {
  try {
    return await transport(message);
  } catch (error) {
    return {
      accepted: false,
      retry: true,
      kind: message.channel === "sms" ? "unreachable" : null,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
};

/**
 * Stores one attempt's outcome with the gateway's answer in a single statement: an accepted message is
 * `sent` with its gateway id and credits, so no worker claims it again. A refusal no retry can help
 * fails it at once (`skipped` when the number itself is wrong); other failures wait for the back-off
 * until the last attempt.
 */
export const recordDelivery = async (
  executor: Executor,
  message: { id: number; channel: string; body: string; attempts: number },
  delivery: Delivery,
) => {
  const parts = message.channel === "sms" ? smsParts(message.body).parts : null;
  if (delivery.accepted) {
    await executor.execute(
      sql`UPDATE outbox SET status = 'sent', sent_at = now(), last_attempt_at = now(), last_error = NULL, error_kind = NULL,
                 provider = ${delivery.provider ?? null}, provider_message_id = ${delivery.messageId ?? null},
                 credits = ${delivery.credits ?? null}, parts = coalesce(parts, ${parts})
           WHERE id = ${message.id}`,
    );
    return;
  }
  const status = !delivery.retry
    ? delivery.kind === "number"
      ? "skipped"
      : "failed"
    : message.attempts >= OUTBOX_POLICY.maxAttempts
      ? "failed"
      : "pending";
  await executor.execute(
    sql`UPDATE outbox SET status = ${status}, last_error = ${delivery.reason.slice(0, 500)}, error_kind = ${delivery.kind},
               provider = ${delivery.provider ?? null}, last_attempt_at = now(), parts = coalesce(parts, ${parts}),
               next_attempt_at = now() + make_interval(secs => ${OUTBOX_POLICY.backoffSeconds(message.attempts)})
         WHERE id = ${message.id}`,
  );
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
