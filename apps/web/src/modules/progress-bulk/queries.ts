import { BULK_PROGRESS_FILE, type TBulkProgressResult } from "@pragati/domain/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { saveBlob } from "../../lib/save-file";
import { refreshTables } from "../../ui/data-table/refresh-tables";

/** What a sheet holds: an office's milestones (`api/pragati/bulk`) or its projects (`api/ayojana/bulk`). */
export type BulkKind = "milestones" | "projects";
const ENDPOINTS: Record<BulkKind, string> = { milestones: "api/pragati/bulk", projects: "api/ayojana/bulk" };
const FILE_PREFIX: Record<BulkKind, string> = { milestones: "pragati", projects: "ayojana" };

type Target = { nikayaId: number; month: number };

/** `GET <endpoint>/download` (with the header's fiscal year), saved as an .xlsx file. */
export async function downloadBulkSheet(
  { nikayaId, month }: Target,
  kind: BulkKind = "milestones",
): Promise<void> {
  const blob = await api.blob(`${ENDPOINTS[kind]}/download`, { query: { nikaya_id: nikayaId, month } });
  saveBlob(blob, `${FILE_PREFIX[kind]}-${nikayaId}-${String(month + 1).padStart(2, "0")}.xlsx`);
}

/** `POST <endpoint>/upload` as multipart (field `file`); every progress view reloads after it. */
export function useUploadBulkProgress(kind: BulkKind = "milestones") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nikayaId, month, file }: Target & { file: File }) =>
      api.upload<TBulkProgressResult>(
        `${ENDPOINTS[kind]}/upload?nikaya_id=${nikayaId}&month=${month}`,
        file,
        "file",
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["progress"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
      refreshTables();
    },
  });
}

type FileCheck = "type" | "size";

/** The checks the API makes on the file before reading it, made here first to spare the upload. */
export const checkSheetFile = (file: File): FileCheck | null => {
  if (!file.name.toLowerCase().endsWith(BULK_PROGRESS_FILE.extension)) return "type";
  return file.size > BULK_PROGRESS_FILE.maxBytes ? "size" : null;
};
