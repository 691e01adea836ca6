import { SETUP_LIST_KEYS } from "@pragati/domain/setup";
import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { OTHER_SETTING_PATH, QUICK_FILTER_PATH, REPORTING_PERIOD_PATH } from "./paths";

const SetupListPage = lazy(() => import("./pages/setup-list-page"));
const OtherSettingPage = lazy(() => import("./pages/other-setting-page"));
const ReportingPeriodPage = lazy(() => import("./pages/reporting-period-page"));
const QuickFilterPage = lazy(() => import("./pages/quick-filter-page"));

export const setupRoutes: ModuleRoutes = {
  private: [
    { path: OTHER_SETTING_PATH, element: <OtherSettingPage /> },
    { path: REPORTING_PERIOD_PATH, element: <ReportingPeriodPage /> },
    { path: QUICK_FILTER_PATH, element: <QuickFilterPage /> },
    // One generic screen serves every simple setup list; the key picks the list (and remounts it).
    ...SETUP_LIST_KEYS.map((key) => ({ path: key, element: <SetupListPage key={key} /> })),
  ],
};
