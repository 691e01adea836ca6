import type { TGetProfileResponse, TMenuItem, TMenuUrls } from "@pragati/domain/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

const authKeys = {
  profile: ["auth", "profile"] as const,
  menuUrls: (roleId: number) => ["auth", "menu-urls", roleId] as const,
  menuItems: (roleId: number) => ["auth", "menu-items", roleId] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: authKeys.profile,
    queryFn: ({ signal }) => api.get<TGetProfileResponse>("api/profile/get-profile", undefined, { signal }),
  });

/** Allowed and valid menu paths of the role: the guard's input (SPEC.md section 2). */
export const menuUrlsQuery = (roleId: number) =>
  queryOptions({
    queryKey: authKeys.menuUrls(roleId),
    queryFn: ({ signal }) =>
      api.get<TMenuUrls>("api/menu/list/get-menu-url-by-role", { role_id: roleId }, { signal }),
    staleTime: 5 * 60_000,
  });

export const menuItemsQuery = (roleId: number) =>
  queryOptions({
    queryKey: authKeys.menuItems(roleId),
    queryFn: ({ signal }) =>
      api.get<TMenuItem[]>("api/menu/list/get-by-role", { role_id: roleId }, { signal }),
    staleTime: 5 * 60_000,
  });
