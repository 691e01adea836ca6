import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { APPROVALS_PATH } from "./paths";

const ApprovalsPage = lazy(() => import("./pages/approvals-page"));

export const approvalsRoutes: ModuleRoutes = {
  private: [{ path: APPROVALS_PATH, element: <ApprovalsPage /> }],
};
