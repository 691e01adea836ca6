import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { NOTICES_PATH } from "./paths";

const NoticesPage = lazy(() => import("./pages/notices-page"));

export const noticesRoutes: ModuleRoutes = {
  private: [{ path: NOTICES_PATH, element: <NoticesPage /> }],
};
