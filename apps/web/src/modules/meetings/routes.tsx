import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { MEETING_REPORTS_PATH, MEETINGS_PATH } from "./paths";

const MeetingsPage = lazy(() => import("./pages/meetings-page"));
const MeetingReportsPage = lazy(() => import("./pages/meeting-reports-page"));

export const meetingsRoutes: ModuleRoutes = {
  private: [
    { path: MEETINGS_PATH, element: <MeetingsPage /> },
    { path: MEETING_REPORTS_PATH, element: <MeetingReportsPage /> },
  ],
};
