import type {
  ApprovalAction,
  ApprovalStream,
  TApproval,
  TApprovalLevels,
  TDataQualityChecks,
  TDataQualityExplanation,
  TPaged,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { pagedQueryKey } from "../../ui/data-table/paged";

/** Paged list of the offices of the caller's scope with their month of a stream. */
export const APPROVALS_LIST_PATH = "api/approvals";

const approvalKeys = {
  all: ["approvals"] as const,
  month: (stream: ApprovalStream, month: number, officeId: number) =>
    ["approvals", "month", stream, month, officeId] as const,
  levels: ["approvals", "levels"] as const,
  checks: (row: MonthRow) =>
    ["approvals", "checks", row.stream, row.fiscal_year_id, row.month, row.office_id] as const,
};

type MonthRow = Pick<TApproval, "stream" | "fiscal_year_id" | "month" | "office_id">;

/** The data-quality warnings of an office's month, each with the explanation kept with the month. */
export const monthChecksQuery = (row: MonthRow) =>
  queryOptions({
    queryKey: approvalKeys.checks(row),
    queryFn: ({ signal }) =>
      api.get<TDataQualityChecks>(
        "api/approvals/checks",
        {
          stream: row.stream,
          fiscal_year_id: row.fiscal_year_id,
          month: row.month,
          office_id: row.office_id,
        },
        { signal },
      ),
  });

/**
 * One office's month of a stream in the header's fiscal year: the office's own row of the list under it
 * (the office comes first in tree order).
 */
export const monthApprovalQuery = (stream: ApprovalStream, month: number, officeId: number) =>
  queryOptions({
    queryKey: approvalKeys.month(stream, month, officeId),
    queryFn: async ({ signal }) => {
      const page = await api.get<TPaged<TApproval>>(
        APPROVALS_LIST_PATH,
        { stream, month, office_id: officeId, per_page: 10 },
        { signal },
      );
      return page.data.find((row) => row.office_id === officeId) ?? null;
    },
  });

export type ApprovalStep = {
  action: ApprovalAction;
  row: MonthRow;
  reason?: string;
  /** A submission's explanation of each data-quality warning of the month. */
  explanations?: TDataQualityExplanation[];
};

/** Submit, approve, return (with its reason) or unapprove an office's month; every view of months follows. */
export function useApprovalStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, row, reason, explanations }: ApprovalStep) =>
      api.post<TApproval>(`api/approvals/${action}`, {
        stream: row.stream,
        fiscal_year_id: row.fiscal_year_id,
        month: row.month,
        office_id: row.office_id,
        ...(reason === undefined ? {} : { reason }),
        ...(explanations === undefined ? {} : { explanations }),
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pagedQueryKey(APPROVALS_LIST_PATH) });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

/** How many levels each stream's month climbs (admin's setting, `setup.view`). */
export const approvalLevelsQuery = () =>
  queryOptions({
    queryKey: approvalKeys.levels,
    queryFn: ({ signal }) => api.get<TApprovalLevels>("api/approvals/levels", undefined, { signal }),
  });

export function useSaveApprovalLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { stream: ApprovalStream; levels: number }) =>
      api.post<TApprovalLevels>("api/approvals/levels", body),
    onSuccess: (saved) => queryClient.setQueryData(approvalKeys.levels, saved),
  });
}
