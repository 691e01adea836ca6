import { z } from "zod";
import { ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";

export const NOTICE_CHANNELS = ["sms", "email"] as const;
export const NOTICE_TITLE_BELL_LENGTH = 50;

/** Attachments of a notice: these types up to 5 MB each, at most 5 per notice (the API also checks the bytes). */
export const NOTICE_ATTACHMENTS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  extensions: [".pdf", ".png", ".jpg", ".jpeg", ".docx", ".xlsx"],
} as const;

export const ZNoticeBody = z.object({
  title: ZText.trim().min(1).max(200),
  description: ZMultilineText.max(5000).default(""),
  from_date: ZText.trim().max(10).nullish(),
  to_date: ZText.trim().max(10).nullish(),
  is_public: z.boolean().default(false),
  role_ids: z.array(ZId).max(50).default([]),
  nikaya_ids: z.array(ZId).max(2000).default([]),
  channels: z.array(z.enum(NOTICE_CHANNELS)).max(2).default([]),
});
export type TNoticeBody = z.infer<typeof ZNoticeBody>;
/** `POST api/notices/update` as SPEC.md section 7 names it: the notice's id in the body, beside `update/:id`. */
export const ZNoticeUpdateBody = ZNoticeBody.extend({ id: ZId });

/** Who a notice with these targets reaches, asked by the form before publishing. */
export const ZNoticeRecipientsBody = ZNoticeBody.pick({ is_public: true, role_ids: true, nikaya_ids: true });
export type TNoticeRecipientsBody = z.infer<typeof ZNoticeRecipientsBody>;
/** Active users reached; of them, those with an e-mail, with a valid mobile, and with a mobile SMS cannot reach. */
export const ZNoticeRecipients = z.object({
  users: z.number().int(),
  email: z.number().int(),
  sms: z.number().int(),
  sms_invalid: z.number().int(),
});
export type TNoticeRecipients = z.infer<typeof ZNoticeRecipients>;

export const ZNoticeFile = z.object({ id: z.number().int(), file_url: z.string(), filename: z.string() });

/** A notice as the bell and the notice modal show it (SPEC.md section 3). */
export const ZNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  has_files: z.array(z.object({ file_url: z.string(), filename: z.string() })),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZDeliverySummary = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});

export const ZNoticeAdminRow = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  is_public: z.boolean(),
  channels: z.array(z.enum(NOTICE_CHANNELS)),
  role_ids: z.array(z.number().int()),
  nikaya_ids: z.array(z.number().int()),
  files: z.array(ZNoticeFile),
  delivery: ZDeliverySummary,
  created_at: z.string(),
});
export type TNoticeAdminRow = z.infer<typeof ZNoticeAdminRow>;

/** `skipped`: never sent because the stored recipient is not a valid address (its reason is the last error). */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "skipped"] as const;
export const ZOutboxRow = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** Why it failed or was skipped, as a kind the screen names in both languages (SMS_FAILURE_KINDS). */
  error_kind: z.string().nullable(),
  /** SMS parts of the text (null for e-mail). */
  parts: z.number().int().nullable(),
  /** The gateway that accepted or refused it, its message id and the credits it charged. */
  provider: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  credits: z.number().nullable(),
  source: z.string().nullable(),
  source_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TOutboxRow = z.infer<typeof ZOutboxRow>;
export const ZOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(NOTICE_CHANNELS).optional(),
  source: ZText.max(50).optional(),
  source_id: ZIdParam.optional(),
});
