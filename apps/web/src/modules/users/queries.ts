import type { TUserBody, TUserPasswordReset, TUserRow, TUserStoreBody } from "@pragati/domain/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { pagedQueryKey } from "../../ui/data-table/paged";

/** Path of the user list; the DataTable and every write that changes it use this one string. */
export const USERS_PATH = "api/user/all";

type SaveUser = { id: number; body: TUserBody } | { id: null; body: TUserStoreBody };

/** Every user write refreshes the list. */
const useUserMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagedQueryKey(USERS_PATH) }),
  });
};

export const useSaveUser = () =>
  useUserMutation(({ id, body }: SaveUser) =>
    id === null
      ? api.post<TUserRow>("api/user/store", body)
      : api.post<TUserRow>(`api/user/update/${id}`, body),
  );

export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: number; status: boolean }) =>
    api.post<TUserRow>(`api/user/status/${id}`, { status }),
  );

export const useResetUserPassword = () =>
  useUserMutation((id: number) => api.post<TUserPasswordReset>(`api/user/reset-password/${id}`));

export const useDeleteUser = () => useUserMutation((id: number) => api.delete<null>(`api/user/delete/${id}`));
