import { z } from "zod";
import { ZText } from "./envelope.contract";

export const ZLoginBody = z.object({
  username: ZText.trim().min(1).max(100),
  password: ZText.min(1).max(200),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZRoleRef = z.object({
  role_id: z.number().int(),
  role_name: z.object({ name: z.string(), name_np: z.string(), slug: z.string() }),
});
export type TRoleRef = z.infer<typeof ZRoleRef>;

export const ZOfficeRef = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });

export const ZSessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.boolean(),
  role_id: z.number().int(),
  nikaya_id: z.number().int().nullable(),
  nikaya: ZOfficeRef.nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZProfile = ZSessionUser.extend({
  permissions: z.array(z.string()),
  role: ZRoleRef,
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZLoginResponse = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: ZSessionUser,
  role: ZRoleRef,
  profile: ZProfile,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRoleListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_np: z.string(),
  slug: z.string(),
});
export type TRoleListItem = z.infer<typeof ZRoleListItem>;

export const ZGetProfileResponse = z.object({
  profile: ZProfile,
  canCreate: z.boolean(),
  role_lists: z.array(ZRoleListItem),
});
export type TGetProfileResponse = z.infer<typeof ZGetProfileResponse>;

export const ZChangePasswordBody = z.object({
  old_password: ZText.max(200),
  password: ZText.max(200),
  password_confirmation: ZText.max(200),
});
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZForgotPasswordBody = z.object({ username: ZText.trim().min(1).max(100) });
export const ZVerifyOtpBody = z.object({
  username: ZText.trim().min(1).max(100),
  otp: ZText.trim().max(20),
});
export type TVerifyOtpBody = z.infer<typeof ZVerifyOtpBody>;
export const ZVerifyOtpResponse = z.object({ reset_token: z.string() });
export type TVerifyOtpResponse = z.infer<typeof ZVerifyOtpResponse>;
export const ZResetPasswordBody = z.object({
  reset_token: ZText.min(1).max(200),
  password: ZText.max(200),
  password_confirmation: ZText.max(200),
});
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

/** One sign-in of the signed-in user (`GET api/profile/sessions`); `current` is the one asking. */
export const ZSessionRow = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type TSessionRow = z.infer<typeof ZSessionRow>;
