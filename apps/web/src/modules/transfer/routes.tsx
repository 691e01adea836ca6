import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { ACTIVITIES_ACTION_PATH, ACTIVITY_TRANSFER_PATH } from "./paths";

const ActivitiesActionPage = lazy(() => import("./pages/activities-action-page"));
const ActivityTransferPage = lazy(() => import("./pages/activity-transfer-page"));

export const transferRoutes: ModuleRoutes = {
  private: [
    { path: ACTIVITIES_ACTION_PATH, element: <ActivitiesActionPage /> },
    { path: `${ACTIVITY_TRANSFER_PATH}/:activity_master_id`, element: <ActivityTransferPage /> },
  ],
};
