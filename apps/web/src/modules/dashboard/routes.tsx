import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";

const DashboardPage = lazy(() => import("./pages/dashboard-page"));

/** The dashboard is the index screen of the signed-in layout. */
export const dashboardRoutes: ModuleRoutes = {
  private: [{ index: true, element: <DashboardPage /> }],
};
