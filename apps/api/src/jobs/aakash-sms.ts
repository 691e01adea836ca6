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

/** Aakash answers every refusal with HTTP 200 and `error: true`; the message says which one. */
const errorKind = (message: string): SmsFailureKind =>
  /token/i.test(message) ? "token" : /balance|credit/i.test(message) ? "credit" : "request";

type Recipient = { mobile?: unknown; id?: unknown; credit?: unknown; status?: unknown };

/** Aakash may mask digits (`977981*******`): compare the last ten characters, a `*` matching any digit. */
const sameNumber = (listed: unknown, number: string) => {
  const tail = String(listed ?? "").slice(-10);
  return tail.length === 10 && [...tail].every((c, i) => c === "*" || c === number[i]);
};

const list = (value: unknown): Recipient[] => (Array.isArray(value) ? value.map(record) : []);

/**
 * Aakash SMS: POST `sms/v3/send/` with `auth_token`, `to` (comma-separated), `text`. HTTP 200 with
 * `error: true` and a message refuses the call; otherwise `data.valid` lists the queued numbers (each
 * with its message id and credits) and `data.invalid` the aborted ones.
 */
export const aakashSms = (settings: GatewaySettings): SmsGateway => ({
  provider: "aakash",
  async send({ to, text }) {
    const reply = await callGateway(
      gatewayUrl(settings.baseUrl, "sms/v3/send/"),
      formBody({ auth_token: settings.token, to: to.join(","), text }),
      settings.timeoutMs,
    );
    if (reply.status !== 200) return unreachable(to, "Aakash", reply);
    const body = record(reply.body);
    if (body.error === true) {
      const message = typeof body.message === "string" ? body.message : "refused";
      const kind = errorKind(message);
      return to.map(
        (number): SmsAnswer => ({
          to: number,
          accepted: false,
          retry: false,
          kind,
          reason: `Aakash: ${message}`,
        }),
      );
    }
    if (body.error !== false) return unreachable(to, "Aakash", reply);
    const data = record(body.data);
    const valid = list(data.valid);
    const invalid = list(data.invalid);
    return to.map((number, index): SmsAnswer => {
      // A single recipient is the only entry whatever its masking; several are matched by number.
      const queued = to.length === 1 ? valid[0] : valid.find((v) => sameNumber(v.mobile, number));
      if (queued) {
        const credits = Number(queued.credit);
        return {
          to: number,
          accepted: true,
          messageId: queued.id === undefined || queued.id === null ? null : String(queued.id),
          credits: queued.credit === undefined || !Number.isFinite(credits) ? null : credits,
        };
      }
      const aborted = to.length === 1 ? invalid[0] : invalid.find((v) => sameNumber(v.mobile, number));
      if (aborted)
        return {
          to: number,
          accepted: false,
          retry: false,
          kind: "receiver",
          reason: `Aakash: recipient ${typeof aborted.status === "string" ? aborted.status : "invalid"}`,
        };
      return unreachable([to[index]], "Aakash", reply)[0];
    });
  },
  async balance() {
    const reply = await callGateway(
      gatewayUrl(settings.baseUrl, "sms/v1/credit"),
      formBody({ auth_token: settings.token }),
      settings.timeoutMs,
    );
    if (reply.status === null) return { error: `Aakash could not be reached: ${reply.error}` };
    const body = record(reply.body);
    if (body.error === true)
      return { error: `Aakash: ${typeof body.message === "string" ? body.message : "refused"}` };
    if (
      reply.status === 200 &&
      body.available_credit !== undefined &&
      Number.isFinite(Number(body.available_credit))
    )
      return { available: Number(body.available_credit) };
    return { error: `Aakash answered HTTP ${reply.status}` };
  },
});
