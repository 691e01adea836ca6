import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { FISCAL_YEAR_PATH } from "./paths";

const FiscalYearPage = lazy(() => import("./pages/fiscal-year-page"));

export const calendarRoutes: ModuleRoutes = {
  private: [{ path: FISCAL_YEAR_PATH, element: <FiscalYearPage /> }],
};
