import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { GATIBIDHI_PATH, MILESTONE_PROGRESS_PATH, PRAGATI_PATH, RATE_ACTIVITY_PATH } from "./paths";

const ProgressEntryPage = lazy(() => import("./pages/progress-entry-page"));
const ProgressListPage = lazy(() => import("./pages/progress-list-page"));
const ProgressMilestonePage = lazy(() => import("./pages/progress-milestone-page"));
const RateActivityPage = lazy(() => import("./pages/rate-activity-page"));

export const progressRoutes: ModuleRoutes = {
  private: [
    { path: PRAGATI_PATH, element: <ProgressEntryPage /> },
    { path: GATIBIDHI_PATH, element: <ProgressListPage /> },
    { path: `${MILESTONE_PROGRESS_PATH}/:milestone_master_id`, element: <ProgressMilestonePage /> },
    { path: RATE_ACTIVITY_PATH, element: <RateActivityPage /> },
  ],
};
