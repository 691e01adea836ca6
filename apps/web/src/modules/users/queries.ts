import type { TUserBody, TUserPasswordReset, TUserRow, TUserStoreBody } from "@pragati/domain/contract";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

/** Path of the user list; the DataTable and every write that changes it use this one string. */
export const USERS_PATH = "api/user/all";

type SaveUser = { id: number; body: TUserBody } | { id: null; body: TUserStoreBody };

/** Every user write refreshes the list. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pagedQueryKey(USERS_PATH) });
}

const useUserMutation = writesWith(useRefreshUsers);

export const useSaveUser = () => useUserMutation(storeOrUpdate<TUserRow, SaveUser["body"]>("api/user"));

export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: number; status: boolean }) =>
    api.post<TUserRow>(`api/user/status/${id}`, { status }),
  );

export const useResetUserPassword = () =>
  useUserMutation((id: number) => api.post<TUserPasswordReset>(`api/user/reset-password/${id}`));

export const useDeleteUser = () => useUserMutation((id: number) => api.delete<null>(`api/user/delete/${id}`));
