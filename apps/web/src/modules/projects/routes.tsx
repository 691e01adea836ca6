import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { PROJECTS_PATH } from "./paths";

const ProjectsPage = lazy(() => import("./pages/projects-page"));

export const projectsRoutes: ModuleRoutes = {
  private: [{ path: PROJECTS_PATH, element: <ProjectsPage /> }],
};
