import {
  BULK_PROGRESS_FILE,
  type TBulkProgressProblem,
  type TBulkProgressResult,
  ZBulkProgressRefusal,
} from "@pragati/domain/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api-client";
import { refreshTables } from "../../ui/data-table/refresh-tables";

type Target = { nikayaId: number; month: number };

/** `GET api/pragati/bulk/download` (with the header's fiscal year), saved as an .xlsx file. */
export async function downloadBulkSheet({ nikayaId, month }: Target): Promise<void> {
  const blob = await api.blob("api/pragati/bulk/download", { query: { nikaya_id: nikayaId, month } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `pragati-${nikayaId}-${String(month + 1).padStart(2, "0")}.xlsx`;
  link.click();
  // Freed once the browser has surely read it; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `POST api/pragati/bulk/upload` as multipart (field `file`); every progress view reloads after it. */
export function useUploadBulkProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nikayaId, month, file }: Target & { file: File }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api.post<TBulkProgressResult>(
        `api/pragati/bulk/upload?nikaya_id=${nikayaId}&month=${month}`,
        form,
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["progress"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      refreshTables();
    },
  });
}

/** The row/column problems of a refused upload, or null for any other failure. */
export const problemsOf = (error: unknown): TBulkProgressProblem[] | null => {
  if (!isApiError(error) || error.status !== 422) return null;
  const refusal = ZBulkProgressRefusal.safeParse(error.body);
  return refusal.success ? refusal.data.errors : null;
};

type FileCheck = "type" | "size";

/** The checks the API makes on the file before reading it, made here first to spare the upload. */
export const checkSheetFile = (file: File): FileCheck | null => {
  if (!file.name.toLowerCase().endsWith(BULK_PROGRESS_FILE.extension)) return "type";
  return file.size > BULK_PROGRESS_FILE.maxBytes ? "size" : null;
};
