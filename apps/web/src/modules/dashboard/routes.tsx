import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";

/** The dashboard's code: the signed-in screens start loading it at sign-in, since most land here. */
export const loadDashboardPage = () => import("./pages/dashboard-page");

const DashboardPage = lazy(loadDashboardPage);

/** The dashboard is the index screen of the signed-in layout. */
export const dashboardRoutes: ModuleRoutes = {
  private: [{ index: true, element: <DashboardPage /> }],
};
