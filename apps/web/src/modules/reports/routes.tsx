import { REPORT_CATALOGUE } from "@pragati/domain/reports";
import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";

const ReportPage = lazy(() => import("./pages/report-page"));

/**
 * Every report of the catalogue (`@pragati/domain/reports`) is one generic screen keyed by its path, on
 * its screen link (`reports/<path>`, or the consolidated project view's under the projects menu); the
 * public one opens without sign-in (open-routes.tsx).
 */
export const reportsRoutes: ModuleRoutes = {
  private: REPORT_CATALOGUE.filter((report) => !report.public).map((report) => ({
    path: report.screen,
    element: <ReportPage key={report.path} path={report.path} />,
  })),
};
