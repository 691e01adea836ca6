import type { Executor } from "../db/client";
import { outbox } from "../db/schema";

export type OutboxMessage = {
  channel: "email" | "sms";
  recipient: string;
  subject?: string;
  body: string;
  /** What queued it (e.g. `user` and the user id), so its delivery can be shown there. */
  source?: string;
  sourceId?: number;
};

/**
 * Queues a message in the durable outbox inside the caller's transaction; a worker delivers it.
 * Channels that are not configured keep their messages pending (PRODUCT.md section 9).
 */
export const enqueue = (executor: Executor, message: OutboxMessage) =>
  executor.insert(outbox).values({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? "",
    body: message.body,
    source: message.source ?? null,
    sourceId: message.sourceId ?? null,
  });
