import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { PUBLIC_REPORT, REPORT_DEFINITIONS, reportRoute } from "./report-definitions";

const ReportPage = lazy(() => import("./pages/report-page"));
const PublicReportPage = lazy(() => import("./pages/public-report-page"));

/** Every report under reports/ is one generic screen keyed by its path; the public one opens without sign-in. */
export const reportsRoutes: ModuleRoutes = {
  private: REPORT_DEFINITIONS.filter((d) => d.path !== PUBLIC_REPORT).map((d) => ({
    path: reportRoute(d.path),
    element: <ReportPage key={d.path} path={d.path} />,
  })),
  public: [{ path: reportRoute(PUBLIC_REPORT), element: <PublicReportPage /> }],
};
