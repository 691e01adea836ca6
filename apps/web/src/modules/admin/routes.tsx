import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { ACTIVITY_LOGS_PATH } from "./paths";

const ActivityLogsPage = lazy(() => import("./pages/activity-logs-page"));

export const adminRoutes: ModuleRoutes = {
  private: [{ path: ACTIVITY_LOGS_PATH, element: <ActivityLogsPage /> }],
};
