import { PUBLIC_REPORT } from "@pragati/domain/reports";
import { lazy } from "react";
import type { OpenModuleRoutes } from "../../lib/module-routes";

const PublicReportPage = lazy(() => import("./pages/public-report-page"));

/** The public report opens without sign-in, inside the layout for a signed-in user. */
export const reportsOpenRoutes: OpenModuleRoutes = {
  public: [{ path: `reports/${PUBLIC_REPORT}`, element: <PublicReportPage /> }],
};
