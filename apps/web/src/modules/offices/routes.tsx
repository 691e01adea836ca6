import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { OFFICE_PROFILE_PATH, OFFICE_UPDATES_PATH, OFFICES_PATH } from "./paths";

const OfficesPage = lazy(() => import("./pages/offices-page"));
const OfficeProfilePage = lazy(() => import("./pages/office-profile-page"));
const OfficeUpdatesPage = lazy(() => import("./pages/office-updates-page"));

export const officesRoutes: ModuleRoutes = {
  private: [
    { path: OFFICES_PATH, element: <OfficesPage /> },
    { path: `${OFFICE_PROFILE_PATH}/:id`, element: <OfficeProfilePage /> },
    { path: OFFICE_UPDATES_PATH, element: <OfficeUpdatesPage /> },
  ],
};
