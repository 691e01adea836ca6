import { PERMISSION_NAMES } from "@pragati/domain/access";
import type { TProfile, TSessionUser } from "@pragati/domain/contract";
import { namedRef } from "../../lib/named-ref";
import { presentUserAccount } from "../users/users.presenter";
import type { ProfileRow } from "./profile.repository";

export const presentUser = (row: ProfileRow): TSessionUser => ({
  ...presentUserAccount(row),
  nikaya_id: row.nikaya_id,
  nikaya: namedRef(row.nikaya_id, row.nikaya_name, row.nikaya_name_np),
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
