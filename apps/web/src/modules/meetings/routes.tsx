import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { MEETINGS_PATH } from "./paths";

const MeetingsPage = lazy(() => import("./pages/meetings-page"));

export const meetingsRoutes: ModuleRoutes = {
  private: [{ path: MEETINGS_PATH, element: <MeetingsPage /> }],
};
