import { isNepaliMobile, normalizeMobile } from "@pragati/domain/contract";
import { capSmsText, smsParts } from "@pragati/domain/sms";
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

/** Why an SMS to a stored number that is not a Nepali mobile is skipped instead of sent. */
export const INVALID_MOBILE_REASON = "Not a Nepali mobile number (10 digits starting with 96, 97 or 98).";

/** Rows per insert: well below PostgreSQL's 65,535 bind parameters for a public notice to every user. */
const INSERT_CHUNK = 1000;

/**
 * An SMS is queued to the normalised number, capped (`capSmsText`: every flow's SMS, whatever composed it)
 * and with its part count; a number no gateway could reach is kept as stored, `skipped` with its reason,
 * and never claimed by the worker.
 */
const outboxRow = (message: OutboxMessage) => {
  const base = {
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? "",
    body: message.channel === "sms" ? capSmsText(message.body) : message.body,
    source: message.source ?? null,
    sourceId: message.sourceId ?? null,
  };
  if (message.channel !== "sms") return base;
  const mobile = normalizeMobile(message.recipient);
  const parts = smsParts(base.body).parts;
  return isNepaliMobile(mobile)
    ? { ...base, recipient: mobile, parts }
    : { ...base, parts, status: "skipped", lastError: INVALID_MOBILE_REASON, errorKind: "number" };
};

/**
 * Queues messages in the durable outbox inside the caller's transaction; a worker delivers them.
 * Channels that are not configured keep their messages pending (PRODUCT.md section 9).
 */
export const enqueue = async (executor: Executor, messages: OutboxMessage | readonly OutboxMessage[]) => {
  const rows = (Array.isArray(messages) ? messages : [messages]).map(outboxRow);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await executor.insert(outbox).values(rows.slice(start, start + INSERT_CHUNK));
  return rows.length;
};
