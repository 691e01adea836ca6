import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { PROJECT_HEADS_SCREEN, PROJECT_SUMMARY_PATH, PROJECTS_PATH } from "./paths";

const ProjectsPage = lazy(() => import("./pages/projects-page"));
const ProjectSummaryPage = lazy(() => import("./pages/project-summary-page"));
const ProjectHeadsPage = lazy(() => import("./pages/project-heads-page"));

export const projectsRoutes: ModuleRoutes = {
  private: [
    { path: PROJECTS_PATH, element: <ProjectsPage /> },
    { path: `${PROJECT_SUMMARY_PATH}/:ayojana_id`, element: <ProjectSummaryPage /> },
    { path: PROJECT_HEADS_SCREEN, element: <ProjectHeadsPage /> },
  ],
};
