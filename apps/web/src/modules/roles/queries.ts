import type { TPermissionMatrix, TRoleBody, TRoleMenu, TRoleRow } from "@pragati/domain/contract";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

/** Path of the role list; the DataTable and every write that changes it use this one string. */
export const ROLES_PATH = "api/role/all";

const roleKeys = {
  menu: (id: number) => ["roles", "menu", id] as const,
  matrix: ["roles", "permission-matrix"] as const,
};

export const roleMenuQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.menu(id),
    queryFn: ({ signal }) => api.get<TRoleMenu>(`api/role/menu/${id}`, undefined, { signal }),
  });

export const permissionMatrixQuery = () =>
  queryOptions({
    queryKey: roleKeys.matrix,
    queryFn: ({ signal }) => api.get<TPermissionMatrix>("api/permission/matrix", undefined, { signal }),
  });

/**
 * After a role write: the role list, the matrix, and the signed-in user's own profile (role list for
 * pickers, permissions) and menu, which the write may have changed.
 */
function useRefreshRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pagedQueryKey(ROLES_PATH) }),
      queryClient.invalidateQueries({ queryKey: ["roles"] }),
      queryClient.invalidateQueries({ queryKey: ["auth"] }),
    ]);
}

const useRoleMutation = writesWith(useRefreshRoles);

export const useSaveRole = () => useRoleMutation(storeOrUpdate<TRoleRow, TRoleBody>("api/role"));

export const useDeleteRole = () => useRoleMutation((id: number) => api.delete<null>(`api/role/delete/${id}`));

export const useSaveRoleMenu = () =>
  useRoleMutation(({ id, links }: { id: number; links: string[] }) =>
    api.post<TRoleMenu>(`api/role/menu/update/${id}`, { links }),
  );

export const useSaveRolePermissions = () =>
  useRoleMutation(({ roleId, permissions }: { roleId: number; permissions: string[] }) =>
    api.post<TPermissionMatrix>(`api/permission/update/${roleId}`, { permissions }),
  );
