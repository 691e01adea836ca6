import {
  TREASURY_FILE,
  type TreasuryCodeKind,
  type TTreasuryCode,
  type TTreasuryCodeMap,
  type TTreasuryImportQuery,
  type TTreasuryPreview,
  type TTreasurySnapshot,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export const snapshotsQuery = (fiscalYearId: number | null) =>
  queryOptions({
    queryKey: ["treasury", "snapshots", fiscalYearId],
    queryFn: ({ signal }) =>
      api.get<TTreasurySnapshot[]>(
        "api/treasury/snapshots",
        fiscalYearId === null ? {} : { fiscal_year_id: fiscalYearId },
        { signal },
      ),
  });

/** The import's settings; no unit when the file is to state it. */
export type PreviewInput = Omit<TTreasuryImportQuery, "replace"> & { file: File };
export type ImportInput = PreviewInput & { replace: boolean };

/** The file as multipart (field `file`) and the settings as the query string of `path`. */
const upload = <T>(path: string, { file, ...settings }: PreviewInput, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("file", file, file.name);
  const query = new URLSearchParams({
    report_number: settings.report_number,
    fiscal_year_id: String(settings.fiscal_year_id),
    as_of: settings.as_of,
    ...(settings.unit ? { unit: settings.unit } : {}),
    ...extra,
  });
  return api.post<T>(`${path}?${query}`, form);
};

/** `POST api/treasury/import/preview`: what the import would store, nothing stored. */
export function usePreviewTreasury() {
  return useMutation({
    mutationFn: (input: PreviewInput) => upload<TTreasuryPreview>("api/treasury/import/preview", input),
  });
}

/** `POST api/treasury/import`: the file stored as a snapshot. */
export function useImportTreasury() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replace, ...input }: ImportInput) =>
      upload<TTreasurySnapshot>("api/treasury/import", input, { replace: String(replace) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["treasury"] }),
  });
}

/** The checks the API makes on the file before reading it, made here first to spare the upload. */
export const checkFile = (file: File): "type" | "size" | null => {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return "type";
  return file.size > TREASURY_FILE.maxBytes ? "size" : null;
};

/** The codes of a kind in the year's files that match nothing by themselves (admin's matches among them). */
export const codesQuery = (fiscalYearId: number | null, kind: TreasuryCodeKind) =>
  queryOptions({
    queryKey: ["treasury", "codes", fiscalYearId, kind],
    queryFn: ({ signal }) =>
      api.get<TTreasuryCode[]>(
        "api/treasury/codes",
        { kind, ...(fiscalYearId === null ? {} : { fiscal_year_id: fiscalYearId }) },
        { signal },
      ),
  });

/** `POST api/treasury/codes`: match a code to an office or project, or remove its match. */
export function useMapCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTreasuryCodeMap) => api.post<null>("api/treasury/codes", body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["treasury", "codes"] }),
  });
}
