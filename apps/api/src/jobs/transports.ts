import { isNepaliMobile, type SmsFailureKind } from "@pragati/domain/contract";
import type { Transporter } from "nodemailer";
import type { Config } from "../config";
import { aakashSms } from "./aakash-sms";
import { INVALID_MOBILE_REASON } from "./outbox";
import type { SmsGateway } from "./sms-gateway";
import { sparrowSms } from "./sparrow-sms";

/**
 * What became of one delivery attempt. A refusal with `retry: false` fails the message at once; thrown
 * errors are retried like `retry: true`.
 */
export type Delivery =
  | { accepted: true; provider?: string; messageId?: string | null; credits?: number | null }
  | { accepted: false; retry: boolean; kind: SmsFailureKind | null; reason: string; provider?: string };

export type Transport = (message: { recipient: string; subject: string; body: string }) => Promise<Delivery>;
export type Transports = Partial<Record<"email" | "sms", Transport>>;

/**
 * E-mail over SMTP with nodemailer (`SMTP_URL`), loaded with the first message rather than at start
 * (about 10 MB of the idle process).
 */
export const smtpTransport = (smtpUrl: string, from: string): Transport => {
  let mailer: Promise<Transporter> | null = null;
  return async ({ recipient, subject, body }) => {
    mailer ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await mailer).sendMail({ from, to: recipient, subject, text: body });
    return { accepted: true };
  };
};

/**
 * SMS through the configured gateway, one recipient per call so each answer is recorded on its own
 * outbox row. Messages queued before numbers were normalised are checked again and never sent when the
 * number is not a mobile.
 */
export const smsTransport =
  (gateway: SmsGateway): Transport =>
  async ({ recipient, body }) => {
    if (!isNepaliMobile(recipient))
      return { accepted: false, retry: false, kind: "number", reason: INVALID_MOBILE_REASON };
    const [answer] = await gateway.send({ to: [recipient], text: body });
    const provider = gateway.provider;
    return answer.accepted
      ? { accepted: true, provider, messageId: answer.messageId, credits: answer.credits }
      : { accepted: false, provider, retry: answer.retry, kind: answer.kind, reason: answer.reason };
  };

/** The documented public address of each gateway, used when `SMS_GATEWAY_URL` is not set. */
export const SMS_GATEWAY_DEFAULT_URLS = {
  sparrow: "https://api.sparrowsms.com/",
  aakash: "https://sms.aakashsms.com/",
} as const;

/** The gateway `SMS_PROVIDER` names, or null when SMS is not configured. */
export const smsGatewayFromConfig = (config: Config): SmsGateway | null => {
  if (!config.sms) return null;
  const settings = {
    baseUrl: config.sms.gatewayUrl ?? SMS_GATEWAY_DEFAULT_URLS[config.sms.provider],
    token: config.sms.token,
    from: config.sms.from,
  };
  return config.sms.provider === "sparrow" ? sparrowSms(settings) : aakashSms(settings);
};

/** The configured channels; a channel without configuration keeps its messages pending. */
export const transportsFromConfig = (config: Config): Transports => {
  const gateway = smsGatewayFromConfig(config);
  return {
    ...(config.smtpUrl ? { email: smtpTransport(config.smtpUrl, config.mailFrom) } : {}),
    ...(gateway ? { sms: smsTransport(gateway) } : {}),
  };
};
