import { z } from "zod";
import { SMS_MAX_CHARS } from "../sms/cap";
import { SMS_FAILURE_KINDS } from "../sms/failure-kinds";
import { ZMultilineText, ZText } from "./envelope.contract";
import { isNepaliMobile } from "./offices.contract";

export const SMS_PROVIDERS = ["sparrow", "aakash"] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

// The failure kinds live with the SMS rules (no zod), so the dashboard's warning loads without schemas.
export { SMS_BLOCKING_KINDS, SMS_FAILURE_KINDS, type SmsFailureKind } from "../sms/failure-kinds";

/** A gateway problem the admin should see: its kind, how many messages it failed and the latest reason. */
export const ZSmsAlert = z.object({
  kind: z.enum(SMS_FAILURE_KINDS),
  count: z.number().int(),
  reason: z.string(),
  since: z.string(),
});
export type TSmsAlert = z.infer<typeof ZSmsAlert>;

/** The configured gateway (null: SMS stays pending) and its open problems. */
export const ZSmsStatus = z.object({
  provider: z.enum(SMS_PROVIDERS).nullable(),
  alerts: z.array(ZSmsAlert),
});
export type TSmsStatus = z.infer<typeof ZSmsStatus>;

/** The gateway's remaining credit, fetched on demand; `error` carries the gateway's refusal. */
export const ZSmsBalance = z.object({
  provider: z.enum(SMS_PROVIDERS),
  available: z.number().nullable(),
  error: z.string().nullable(),
});
export type TSmsBalance = z.infer<typeof ZSmsBalance>;

/** SMS accepted by the gateway in one BS month. */
export const ZSmsUsageMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  messages: z.number().int(),
  parts: z.number().int(),
  credits: z.number().nullable(),
});
export type TSmsUsageMonth = z.infer<typeof ZSmsUsageMonth>;

/** A test SMS is typed within the cap every SMS keeps, so it is sent as typed. */
export const SMS_TEST_TEXT_MAX = SMS_MAX_CHARS;
export const ZSmsTestBody = z.object({
  mobile: ZText.trim().min(1).max(30),
  text: ZMultilineText.trim().min(1).max(SMS_TEST_TEXT_MAX),
});
export type TSmsTestBody = z.infer<typeof ZSmsTestBody>;
/** The test SMS form: the body with the mobile rule the API applies to it. */
export const ZSmsTestForm = ZSmsTestBody.extend({ mobile: ZSmsTestBody.shape.mobile.refine(isNepaliMobile) });
