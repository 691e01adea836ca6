import {
  type ApprovalView,
  DASHBOARD_CARDS_PER_PAGE,
  type TDashboardRow,
  type TOfficeTrend,
  type TPaged,
  type TProjectDashboardRow,
} from "@pragati/domain/contract";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export type ReportType = "activity" | "ayojana";
export type MonthType = "upto" | "in";
export type NotificationKind = "pragati" | "comment" | "rating";

type DashboardFilters = { type: ReportType; month_type: MonthType; month: number; approval: ApprovalView };

const dashboardKeys = {
  rows: (filters: DashboardFilters & { search?: string }, fiscalYearId: number | null) =>
    ["dashboard", "milestone-esthiti", filters, fiscalYearId] as const,
  trend: (officeIds: readonly number[], month: number, fiscalYearId: number | null) =>
    ["dashboard", "office-trend", officeIds, month, fiscalYearId] as const,
  notification: (kind: NotificationKind, fiscalYearId: number | null) =>
    ["dashboard", "notification", kind, fiscalYearId] as const,
};

/** An office's card row, or one project's (a project head's project rows, `type=ayojana`). */
export type CardRow = TDashboardRow | TProjectDashboardRow;

/**
 * The dashboard's cards a page at a time (`api/dashboard/cards`), found by name: status and rating
 * counts per office for the chosen month, or each profiling office's projects by band and schedule
 * state (a project head: each project). The screen never loads the whole tree's rows.
 */
export const dashboardCardsQuery = (
  filters: DashboardFilters & { search: string },
  fiscalYearId: number | null,
) =>
  infiniteQueryOptions({
    queryKey: [...dashboardKeys.rows(filters, fiscalYearId), "cards"] as const,
    queryFn: ({ signal, pageParam }) =>
      api.get<TPaged<CardRow>>(
        "api/dashboard/cards",
        { ...filters, page_no: pageParam, per_page: DASHBOARD_CARDS_PER_PAGE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    // A new search keeps the cards shown until its first page arrives; another month or type does not.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2];
      return before?.type === filters.type &&
        before.month === filters.month &&
        before.month_type === filters.month_type &&
        before.approval === filters.approval &&
        previousQuery?.queryKey[3] === fiscalYearId
        ? keepPreviousData(previous)
        : undefined;
    },
  });

/** The month-by-month trends of one page of office cards (the cards on screen, not the whole tree). */
export const officeTrendQuery = (officeIds: readonly number[], month: number, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.trend(officeIds, month, fiscalYearId),
    queryFn: ({ signal }) =>
      api.get<TOfficeTrend[]>("api/dashboard/office-trend", { nikaya_id: [...officeIds], month }, { signal }),
  });

/** One warning count; the API defaults the office or the secretary to the caller. */
export const notificationQuery = (kind: NotificationKind, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.notification(kind, fiscalYearId),
    queryFn: ({ signal }) => api.get<{ total: number }>(`api/dashboard/${kind}-notification`, {}, { signal }),
  });
