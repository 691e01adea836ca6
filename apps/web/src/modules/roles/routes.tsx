import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { PERMISSIONS_PATH, ROLES_PATH } from "./paths";

const RolesPage = lazy(() => import("./pages/roles-page"));
const PermissionsPage = lazy(() => import("./pages/permissions-page"));

export const rolesRoutes: ModuleRoutes = {
  private: [
    { path: ROLES_PATH, element: <RolesPage /> },
    { path: PERMISSIONS_PATH, element: <PermissionsPage /> },
  ],
};
