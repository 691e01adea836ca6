import type { Executor } from "../db/client";
import { outbox } from "../db/schema";

export type OutboxMessage = { channel: "email" | "sms"; recipient: string; subject?: string; body: string };

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
  });
