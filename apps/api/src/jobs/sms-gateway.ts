import type { SmsFailureKind, SmsProvider } from "@pragati/domain/contract";

/** The gateway's answer for one recipient. */
export type SmsAnswer =
  | { to: string; accepted: true; messageId: string | null; credits: number | null }
  | { to: string; accepted: false; retry: boolean; kind: SmsFailureKind; reason: string };

/**
 * One SMS gateway (DOMAIN.md "SMS and e-mail notices in Nepal"): its base address, token and sender come
 * from the configuration. Neither documented API takes a client reference, so none is sent: the
 * outbox's stored answer is what keeps a message from going twice (docs/product-rules.md).
 */
export type SmsGateway = {
  provider: SmsProvider;
  /** `to`: normalised 10-digit numbers; one answer per number, in the same order. */
  send(input: { to: readonly string[]; text: string }): Promise<SmsAnswer[]>;
  balance(): Promise<{ available: number } | { error: string }>;
};

export type GatewaySettings = {
  baseUrl: string;
  token: string;
  from?: string;
  /** A gateway that does not answer within this time is retried like a network error; 15 s by default. */
  timeoutMs?: number;
};

const TIMEOUT_MS = 15_000;

export type GatewayReply = { status: number; body: unknown } | { status: null; error: string };

/** One HTTP call; network errors, time-outs and bodies that are not JSON come back as values, never thrown. */
export const callGateway = async (
  url: URL,
  init: RequestInit,
  timeoutMs = TIMEOUT_MS,
): Promise<GatewayReply> => {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: null };
    }
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
};

/** The documented path under the configured base address (a base without a trailing slash still works). */
export const gatewayUrl = (baseUrl: string, path: string) =>
  new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);

export const formBody = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** An answer the adapter cannot read (network error, time-out, 5xx, unknown shape): retried with back-off. */
export const unreachable = (to: readonly string[], provider: string, reply: GatewayReply): SmsAnswer[] => {
  const reason =
    reply.status === null
      ? `${provider} could not be reached: ${reply.error}`
      : `${provider} answered HTTP ${reply.status}`;
  return to.map((number) => ({ to: number, accepted: false, retry: true, kind: "unreachable", reason }));
};

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
