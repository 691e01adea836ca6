/**
 * Why an SMS was not delivered. `unreachable` (network, time-out, 5xx, an answer the adapter cannot read)
 * is retried with back-off; every other kind fails the message at once, because a retry cannot help.
 */
export const SMS_FAILURE_KINDS = [
  "token",
  "account",
  "sender",
  "credit",
  "receiver",
  "number",
  "request",
  "unreachable",
] as const;
export type SmsFailureKind = (typeof SMS_FAILURE_KINDS)[number];

/** Kinds that stop every message until admin acts: shown on the dashboard as well as the outbox. */
export const SMS_BLOCKING_KINDS = ["token", "account", "credit"] as const satisfies readonly SmsFailureKind[];
