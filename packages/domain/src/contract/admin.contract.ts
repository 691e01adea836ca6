import { z } from "zod";
import { ZIdParam, ZText } from "./envelope.contract";

export const ZColumnSetting = z.object({
  table_key: ZText.min(1).max(100),
  columns: z.array(z.object({ key: ZText.min(1).max(100), visible: z.boolean() })).max(200),
});
export type TColumnSetting = z.infer<typeof ZColumnSetting>;

export const ZActivityLogRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  nikaya_id: z.number().int().nullable(),
  nikaya_name: z.string().nullable(),
  nikaya_name_np: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.unknown(),
});

export type TActivityLogRow = z.infer<typeof ZActivityLogRow>;

export const ZActivityLogQuery = z.object({
  action: ZText.max(50).optional(),
  entity: ZText.max(100).optional(),
  user_id: ZIdParam.optional(),
});

export const ZHealth = z.object({ status: z.literal("ok"), database: z.literal("up"), version: z.string() });
