import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { USERS_PATH } from "./paths";

const UsersPage = lazy(() => import("./pages/users-page"));

export const usersRoutes: ModuleRoutes = {
  private: [{ path: USERS_PATH, element: <UsersPage /> }],
};
