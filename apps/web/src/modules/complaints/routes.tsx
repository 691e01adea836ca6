import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { COMPLAINTS_PATH } from "./paths";

const ComplaintsPage = lazy(() => import("./pages/complaints-page"));

export const complaintsRoutes: ModuleRoutes = {
  private: [{ path: COMPLAINTS_PATH, element: <ComplaintsPage /> }],
};
