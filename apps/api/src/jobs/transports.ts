import nodemailer from "nodemailer";
import type { Config } from "../config";

export type Transport = (message: { recipient: string; subject: string; body: string }) => Promise<void>;
export type Transports = Partial<Record<"email" | "sms", Transport>>;

/** E-mail over SMTP with nodemailer (`SMTP_URL`). */
export const smtpTransport = (smtpUrl: string, from: string): Transport => {
  const mailer = nodemailer.createTransport(smtpUrl);
  return async ({ recipient, subject, body }) => {
    await mailer.sendMail({ from, to: recipient, subject, text: body });
  };
};

/**
 * SMS through an HTTP gateway: `POST {to, message}` as JSON with a bearer token; any non-2xx answer is
 * a failed attempt.
 */
export const httpSmsTransport =
  (url: string, token: string | undefined): Transport =>
  async ({ recipient, body }) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to: recipient, message: body }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };

/** The configured channels; a channel without configuration keeps its messages pending. */
export const transportsFromConfig = (config: Config): Transports => ({
  ...(config.smtpUrl ? { email: smtpTransport(config.smtpUrl, config.mailFrom) } : {}),
  ...(config.smsGatewayUrl ? { sms: httpSmsTransport(config.smsGatewayUrl, config.smsGatewayToken) } : {}),
});
