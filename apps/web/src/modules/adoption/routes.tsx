import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { PLAN_ADOPTION_PATH } from "./paths";

const AdoptionPage = lazy(() => import("./pages/adoption-page"));

export const adoptionRoutes: ModuleRoutes = {
  private: [{ path: PLAN_ADOPTION_PATH, element: <AdoptionPage /> }],
};
