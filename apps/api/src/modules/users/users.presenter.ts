import type { TUserRow } from "@pragati/domain/contract";
import type { UserColumns, UserRecord } from "./users.repository";

/** The account fields every answer about a user carries (the user list, the session user). */
export const presentUserAccount = (row: UserColumns) => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  mobile: row.mobile,
  status: row.status,
  role_id: row.role_id,
});

export const presentUserRow = (row: UserRecord): TUserRow => ({
  ...presentUserAccount(row),
  role_name: row.role_name,
  role_name_np: row.role_name_np,
  role_slug: row.role_slug,
  nikaya_id: row.nikaya_id,
  nikaya_name: row.nikaya_name,
  nikaya_name_np: row.nikaya_name_np,
  created_at: row.created_at,
});
