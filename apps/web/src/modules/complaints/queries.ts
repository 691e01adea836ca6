import type { ComplaintStatus, TComplaintDetail } from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { writesWith } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

export const COMPLAINTS_PATH = "api/complaint/all";

const complaintKeys = { one: (id: number) => ["complaints", "show", id] as const };

/** A complaint with its history (`complaint.view`, office scope). */
export const complaintQuery = (id: number) =>
  queryOptions({
    queryKey: complaintKeys.one(id),
    queryFn: ({ signal }) => api.get<TComplaintDetail>(`api/complaint/show/${id}`, undefined, { signal }),
  });

type ComplaintInput = { title: string; description: string; nikaya_id?: number };
type ComplaintChange = { status: ComplaintStatus; response: string; note: string };

function useRefreshComplaints() {
  const queryClient = useQueryClient();
  return (complaint?: TComplaintDetail) => {
    if (complaint) queryClient.setQueryData(complaintKeys.one(complaint.id), complaint);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(COMPLAINTS_PATH) });
  };
}

const useComplaintWrite = writesWith<TComplaintDetail>(useRefreshComplaints);

export const useFileComplaint = () =>
  useComplaintWrite((body: ComplaintInput) => api.post<TComplaintDetail>("api/complaint/store", body));

export const useUpdateComplaint = (id: number) =>
  useComplaintWrite((body: ComplaintChange) =>
    api.post<TComplaintDetail>(`api/complaint/update/${id}`, body),
  );

export function useWithdrawComplaint() {
  const refresh = useRefreshComplaints();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/complaint/delete/${id}`),
    // Also when refused: someone may have acted on it meanwhile, and the list should show that.
    onSettled: () => refresh(),
  });
}
