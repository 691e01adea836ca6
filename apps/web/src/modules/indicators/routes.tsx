import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { INDICATORS_PATH } from "./paths";

const IndicatorsPage = lazy(() => import("./pages/indicators-page"));

export const indicatorsRoutes: ModuleRoutes = {
  private: [{ path: INDICATORS_PATH, element: <IndicatorsPage /> }],
};
