import type {
  TGeoItem,
  TLocalLevel,
  TOffice,
  TOfficeBody,
  TOfficeBudget,
  TOfficeBudgetBody,
  TOfficeLocks,
  TOfficeLocksBody,
  TOfficeMember,
  TOfficeMemberFields,
  TOfficeMemberStoreBody,
} from "@pragati/domain/contract";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate, writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";
import { OFFICE_TREE_KEY } from "../../ui/office-tree/office-tree-query";

/** Paged list paths; the DataTables and the writes that change them use these strings. */
export const OFFICE_PATHS = {
  list: "api/nikaya/all",
  budgets: "api/nikaya/budgets/all",
  members: "api/nikaya/members/all",
  users: "api/nikaya/users/all",
  updates: "api/nikayaupdates/all",
} as const;

const officeKeys = {
  all: ["offices"] as const,
  show: (id: number) => ["offices", "show", id] as const,
  provinces: ["geo", "provinces"] as const,
  districts: (provinceId: number) => ["geo", "districts", provinceId] as const,
  localLevels: (districtId: number) => ["geo", "local-levels", districtId] as const,
};

export const officeQuery = (id: number) =>
  queryOptions({
    queryKey: officeKeys.show(id),
    queryFn: ({ signal }) => api.get<TOffice>(`api/nikaya/show/${id}`, undefined, { signal }),
  });

// Nepal's divisions change rarely: loaded once per session.
const GEO_STALE_MS = Number.POSITIVE_INFINITY;

export const provincesQuery = () =>
  queryOptions({
    queryKey: officeKeys.provinces,
    queryFn: ({ signal }) => api.get<TGeoItem[]>("api/geo/provinces", undefined, { signal }),
    staleTime: GEO_STALE_MS,
  });

export const districtsQuery = (provinceId: number | null) =>
  queryOptions({
    queryKey: officeKeys.districts(provinceId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TGeoItem[]>("api/geo/districts", { province_id: provinceId }, { signal }),
    enabled: provinceId !== null,
    staleTime: GEO_STALE_MS,
  });

export const localLevelsQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: officeKeys.localLevels(districtId ?? 0),
    queryFn: ({ signal }) =>
      api.get<TLocalLevel[]>("api/geo/local-levels", { district_id: districtId }, { signal }),
    enabled: districtId !== null,
    staleTime: GEO_STALE_MS,
  });

/** After any office write: the lists, the tree, the profiles and the updates feed. */
const useRefreshOffices = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: officeKeys.all }),
      queryClient.invalidateQueries({ queryKey: OFFICE_TREE_KEY }),
      ...Object.values(OFFICE_PATHS).map((path) =>
        queryClient.invalidateQueries({ queryKey: pagedQueryKey(path) }),
      ),
    ]);
};

const useOfficeMutation = writesWith(useRefreshOffices);

type SaveOffice = { id: number | null; body: TOfficeBody };

export const useSaveOffice = () =>
  useOfficeMutation(storeOrUpdate<TOffice, SaveOffice["body"]>("api/nikaya"));

export const useDeleteOffice = () =>
  useOfficeMutation((id: number) => api.delete<null>(`api/nikaya/delete/${id}`));

export const useUpdateLocks = () =>
  useOfficeMutation(({ id, body }: { id: number; body: TOfficeLocksBody }) =>
    api.post<TOfficeLocks>(`api/nikaya/locks/update/${id}`, body),
  );

export const useSaveBudget = () =>
  useOfficeMutation((body: TOfficeBudgetBody) => api.post<TOfficeBudget>("api/nikaya/budgets/store", body));

type SaveMember = { id: null; body: TOfficeMemberStoreBody } | { id: number; body: TOfficeMemberFields };

export const useSaveMember = () =>
  useOfficeMutation(storeOrUpdate<TOfficeMember, SaveMember["body"]>("api/nikaya/members"));

export const useDeleteMember = () =>
  useOfficeMutation((id: number) => api.delete<null>(`api/nikaya/members/delete/${id}`));
