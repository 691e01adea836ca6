import { PERMISSION_NAMES } from "@pragati/domain/access";
import type { TProfile, TSessionUser } from "@pragati/domain/contract";
import type { ProfileRow } from "./profile.repository";

export const presentUser = (row: ProfileRow): TSessionUser => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  mobile: row.mobile,
  status: row.status,
  role_id: row.role_id,
  nikaya_id: row.nikaya_id,
  nikaya:
    row.nikaya_id == null
      ? null
      : { id: row.nikaya_id, name: row.nikaya_name ?? "", name_np: row.nikaya_name_np ?? "" },
});

export const presentRole = (row: ProfileRow) => ({
  role_id: row.role_id,
  role_name: { name: row.role_name, name_np: row.role_name_np, slug: row.role_slug },
});

/** Admin holds every permission (SPEC.md section 6), so its list is the whole catalogue. */
export const presentProfile = (row: ProfileRow): TProfile => ({
  ...presentUser(row),
  permissions: row.role_slug === "admin" ? [...PERMISSION_NAMES] : (row.permissions ?? []),
  role: presentRole(row),
});
