import type { SmsFailureKind } from "@pragati/domain/contract";
import {
  callGateway,
  formBody,
  type GatewaySettings,
  gatewayUrl,
  record,
  type SmsAnswer,
  type SmsGateway,
  unreachable,
} from "./sms-gateway";

/** Sparrow's documented refusals (HTTP 403 with `response_code`); none of them is helped by a retry. */
const SPARROW_CODES: Record<number, SmsFailureKind> = {
  1000: "request",
  1001: "account",
  1002: "token",
  1003: "account",
  1004: "account",
  1005: "account",
  1006: "account",
  1007: "receiver",
  1008: "sender",
  1010: "request",
  1011: "receiver",
  1012: "credit",
  1013: "credit",
};

const refusal = (body: Record<string, unknown>) => {
  const code = Number(body.response_code);
  return {
    kind: SPARROW_CODES[code] ?? ("request" as const),
    reason: `Sparrow ${code || "403"}: ${typeof body.response === "string" ? body.response : "refused"}`,
  };
};

/**
 * Sparrow SMS: POST `v2/sms/` with `token`, `from`, `to` (comma-separated), `text`; HTTP 200 with
 * `response_code` 200 queues every number, HTTP 403 with a `response_code` refuses the whole call.
 * Its documented answer carries neither a message id nor the credits charged.
 */
export const sparrowSms = (settings: GatewaySettings): SmsGateway => ({
  provider: "sparrow",
  async send({ to, text }) {
    const reply = await callGateway(
      gatewayUrl(settings.baseUrl, "v2/sms/"),
      formBody({ token: settings.token, from: settings.from ?? "", to: to.join(","), text }),
      settings.timeoutMs,
    );
    if (reply.status === null) return unreachable(to, "Sparrow", reply);
    const body = record(reply.body);
    if (reply.status === 200 && Number(body.response_code) === 200)
      return to.map((number) => ({ to: number, accepted: true, messageId: null, credits: null }));
    if (reply.status === 403 && body.response_code !== undefined) {
      const { kind, reason } = refusal(body);
      return to.map((number): SmsAnswer => ({ to: number, accepted: false, retry: false, kind, reason }));
    }
    return unreachable(to, "Sparrow", reply);
  },
  async balance() {
    const url = gatewayUrl(settings.baseUrl, "v2/credit/");
    url.searchParams.set("token", settings.token);
    const reply = await callGateway(url, {}, settings.timeoutMs);
    if (reply.status === null) return { error: `Sparrow could not be reached: ${reply.error}` };
    const body = record(reply.body);
    if (reply.status === 200 && typeof body.credits_available === "number")
      return { available: body.credits_available };
    if (reply.status === 403) return { error: refusal(body).reason };
    return { error: `Sparrow answered HTTP ${reply.status}` };
  },
});
