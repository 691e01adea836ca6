import type {
  TContract,
  TContractBody,
  TContractExtensionBody,
  TContractMonth,
  TContractMonthBody,
  TContractMoveBody,
  TContractVariationBody,
  TPaged,
  TProjectRow,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

export const CONTRACTS_LIST_PATH = "api/thekka/all";

const contractKey = (id: number) => ["contracts", "show", id] as const;

/** A contract with its dates, history and files (`contract.view`, the project's scope). */
export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: contractKey(id),
    queryFn: ({ signal }) => api.get<TContract>(`api/thekka/show/${id}`, undefined, { signal }),
  });

/** Projects of the caller's scope whose name or code holds `search`, to put a contract under. */
export const contractProjectsQuery = (search: string) =>
  queryOptions({
    queryKey: ["contracts", "projects", search],
    queryFn: ({ signal }) =>
      api.get<TPaged<TProjectRow>>("api/ayojana/all", { search, per_page: 50 }, { signal }),
  });

function useRefreshContracts() {
  const queryClient = useQueryClient();
  return (contract?: TContract) => {
    if (contract) queryClient.setQueryData(contractKey(contract.id), contract);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(CONTRACTS_LIST_PATH) });
  };
}

const useContractWrite = writesWith<TContract>(useRefreshContracts);

/** Record (no id) or edit a contract. */
export const useSaveContract = () => useContractWrite(storeOrUpdate<TContract, TContractBody>("api/thekka"));

export function useDeleteContract() {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/thekka/delete/${id}`),
    onSettled: () => refresh(),
  });
}

export const useMoveContract = (id: number) =>
  useContractWrite((body: TContractMoveBody) => api.post<TContract>(`api/thekka/${id}/move`, body));

export const useAddVariation = (id: number) =>
  useContractWrite((body: TContractVariationBody) =>
    api.post<TContract>(`api/thekka/${id}/variations`, body),
  );

export const useAddExtension = (id: number) =>
  useContractWrite((body: TContractExtensionBody) =>
    api.post<TContract>(`api/thekka/${id}/extensions`, body),
  );

/** `POST api/thekka/files/{id}` as multipart, field `files`; answers the contract with its files. */
export const useAttachContractFiles = (id: number) =>
  useContractWrite((files: File[]) => api.upload<TContract>(`api/thekka/files/${id}`, files));

export function useRemoveContractFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<null>(`api/thekka/files/delete/${fileId}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: contractKey(id) }),
  });
}

/** An office's month of contract progress (the header's fiscal year; the api client sends it). */
export const contractMonthQuery = (
  officeId: number | null,
  month: number | null,
  fiscalYearId: number | null,
) =>
  queryOptions({
    queryKey: ["contracts", "month", officeId, month, fiscalYearId],
    queryFn: ({ signal }) =>
      api.get<TContractMonth>(
        "api/thekka-pragarti",
        { nikaya_id: officeId ?? undefined, month: month ?? undefined },
        { signal },
      ),
    // Whether the window is open changes with the settings: ask again each time.
    staleTime: 0,
  });

export function useSubmitContractMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TContractMonthBody) => api.post<TContractMonth>("api/thekka-pragarti/submit", body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["contracts", "month"] }),
  });
}
