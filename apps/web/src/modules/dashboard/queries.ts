import type { TDashboardRow, TOfficeTrend, TProjectDashboardRow } from "@pragati/domain/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export type ReportType = "activity" | "ayojana";
export type MonthType = "upto" | "in";
export type NotificationKind = "pragati" | "comment" | "rating";

type DashboardFilters = { type: ReportType; month_type: MonthType; month: number };

const dashboardKeys = {
  rows: (filters: DashboardFilters, fiscalYearId: number | null) =>
    ["dashboard", "milestone-esthiti", filters, fiscalYearId] as const,
  trend: (officeIds: readonly number[], month: number, fiscalYearId: number | null) =>
    ["dashboard", "office-trend", officeIds, month, fiscalYearId] as const,
  notification: (kind: NotificationKind, fiscalYearId: number | null) =>
    ["dashboard", "notification", kind, fiscalYearId] as const,
};

/** Status and rating counts per office for the chosen month (SPEC.md section 7). */
export const dashboardRowsQuery = (filters: DashboardFilters, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.rows(filters, fiscalYearId),
    queryFn: ({ signal }) => api.get<TDashboardRow[]>("api/dashboard/milestone-esthiti", filters, { signal }),
  });

/** Each profiling office's projects by physical-progress band and schedule state as of the month. */
export const projectDashboardQuery = (month: number, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.rows({ type: "ayojana", month_type: "upto", month }, fiscalYearId),
    queryFn: ({ signal }) =>
      api.get<TProjectDashboardRow[]>(
        "api/dashboard/milestone-esthiti",
        { type: "ayojana", month_type: "upto", month },
        { signal },
      ),
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
