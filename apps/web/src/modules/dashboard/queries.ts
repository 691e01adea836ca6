import type { TDashboardRow } from "@pragati/domain/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export type ReportType = "activity" | "ayojana";
export type MonthType = "upto" | "in";
export type NotificationKind = "pragati" | "comment" | "rating";

type DashboardFilters = { type: ReportType; month_type: MonthType; month: number };

const dashboardKeys = {
  rows: (filters: DashboardFilters, fiscalYearId: number | null) =>
    ["dashboard", "milestone-esthiti", filters, fiscalYearId] as const,
  notification: (kind: NotificationKind, fiscalYearId: number | null) =>
    ["dashboard", "notification", kind, fiscalYearId] as const,
};

/** Status and rating counts per office for the chosen month (SPEC.md section 7). */
export const dashboardRowsQuery = (filters: DashboardFilters, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.rows(filters, fiscalYearId),
    queryFn: ({ signal }) => api.get<TDashboardRow[]>("api/dashboard/milestone-esthiti", filters, { signal }),
  });

/** One warning count; the API defaults the office or the secretary to the caller. */
export const notificationQuery = (kind: NotificationKind, fiscalYearId: number | null) =>
  queryOptions({
    queryKey: dashboardKeys.notification(kind, fiscalYearId),
    queryFn: ({ signal }) => api.get<{ total: number }>(`api/dashboard/${kind}-notification`, {}, { signal }),
  });
