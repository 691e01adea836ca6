import { z } from "zod";
import { ZId, ZIdParam, ZPagedQuery, ZText } from "./envelope.contract";

/** User field rules both sides apply: the form before sending, the API on every write (422). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const USER_NAME_MAX = 150;

export type UsernameIssue = "required" | "length" | "characters";

/** Usernames are stored trimmed and in lower case (they are case-insensitive at sign-in). */
export const normalizeUsername = (value: string): string => value.trim().toLowerCase();

export const usernameIssue = (value: string): UsernameIssue | null => {
  const username = normalizeUsername(value);
  if (username.length === 0) return "required";
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) return "length";
  return /^[a-z0-9._-]+$/.test(username) ? null : "characters";
};

/** One row of `GET api/user/all` and the answer of `show`, `store` and `update`. */
export const ZUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.boolean(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_name_np: z.string(),
  role_slug: z.string(),
  nikaya_id: z.number().int().nullable(),
  nikaya_name: z.string().nullable(),
  nikaya_name_np: z.string().nullable(),
  created_at: z.string(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const USER_STATUS_FILTERS = ["active", "inactive"] as const;

/** Filters of the user list; `nikaya_id` includes the office's sub-offices. */
export const ZUserListQuery = ZPagedQuery.extend({
  role_id: ZIdParam.optional(),
  nikaya_id: ZIdParam.optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
});

/**
 * Create and edit. The rules beyond types are checked by the API in both languages: username
 * (`usernameIssue`), e-mail (`isEmailAddress`), mobile (`isNepaliMobile`), uniqueness and office scope.
 */
export const ZUserBody = z.object({
  name: ZText.max(USER_NAME_MAX),
  username: ZText.max(100),
  email: ZText.max(200).nullable().optional(),
  mobile: ZText.max(30).nullable().optional(),
  role_id: ZId,
  nikaya_id: ZId.nullable().optional(),
  status: z.boolean().optional().default(true),
});
export type TUserBody = z.input<typeof ZUserBody>;

export const ZUserStoreBody = ZUserBody.extend({
  password: ZText.max(200),
  password_confirmation: ZText.max(200),
});
export type TUserStoreBody = z.input<typeof ZUserStoreBody>;

export const ZUserStatusBody = z.object({ status: z.boolean() });

/** `POST api/user/reset-password/{id}`: where the temporary password was sent. */
export const ZUserPasswordReset = z.object({ email: z.string() });
export type TUserPasswordReset = z.infer<typeof ZUserPasswordReset>;
