import { z } from "zod";
import { ZId, ZIdParam, ZMultilineText, ZText } from "./envelope.contract";

export const COMPLAINT_STATUS_LIST = ["open", "in_progress", "resolved"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUS_LIST)[number];

export const ZComplaintBody = z.object({
  title: ZText.trim().min(1).max(200),
  description: ZMultilineText.trim().max(5000).default(""),
  /** Defaults to the filer's own office. */
  nikaya_id: ZId.optional(),
});

export const ZComplaintUpdate = z.object({
  status: z.enum(COMPLAINT_STATUS_LIST),
  response: ZMultilineText.trim().max(5000).default(""),
  note: ZMultilineText.trim().max(1000).default(""),
});

export const ZComplaintHistory = z.object({
  id: z.number().int(),
  status: z.enum(COMPLAINT_STATUS_LIST),
  response: z.string(),
  note: z.string(),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
});

export const ZComplaint = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  nikaya_id: z.number().int(),
  nikaya_name: z.string(),
  nikaya_name_np: z.string(),
  status: z.enum(COMPLAINT_STATUS_LIST),
  response: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
});
export type TComplaint = z.infer<typeof ZComplaint>;

export const ZComplaintDetail = ZComplaint.extend({ history: z.array(ZComplaintHistory) });
export type TComplaintDetail = z.infer<typeof ZComplaintDetail>;

export const ZComplaintQuery = z.object({
  status: z.enum(COMPLAINT_STATUS_LIST).optional(),
  nikaya_id: ZIdParam.optional(),
});
