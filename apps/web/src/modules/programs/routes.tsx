import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { PROGRAMS_PATH } from "./paths";

const ProgramsPage = lazy(() => import("./pages/programs-page"));

export const programsRoutes: ModuleRoutes = {
  private: [{ path: PROGRAMS_PATH, element: <ProgramsPage /> }],
};
