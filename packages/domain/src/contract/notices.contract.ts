import { z } from "zod";

export const NOTICE_CHANNELS = ["sms", "email"] as const;
export const NOTICE_TITLE_BELL_LENGTH = 50;

/** Attachments of a notice: these types up to 5 MB each, at most 5 per notice (the API also checks the bytes). */
export const NOTICE_ATTACHMENTS = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  extensions: [".pdf", ".png", ".jpg", ".jpeg", ".docx", ".xlsx"],
} as const;

export const ZNoticeBody = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).default(""),
  from_date: z.string().trim().max(10).nullish(),
  to_date: z.string().trim().max(10).nullish(),
  is_public: z.boolean().default(false),
  role_ids: z.array(z.number().int().positive()).max(50).default([]),
  nikaya_ids: z.array(z.number().int().positive()).max(2000).default([]),
  channels: z.array(z.enum(NOTICE_CHANNELS)).max(2).default([]),
});
export type TNoticeBody = z.infer<typeof ZNoticeBody>;

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

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export const ZOutboxRow = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  source: z.string().nullable(),
  source_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TOutboxRow = z.infer<typeof ZOutboxRow>;
export const ZOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(NOTICE_CHANNELS).optional(),
  source: z.string().max(50).optional(),
  source_id: z.coerce.number().int().optional(),
});
