import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { CONTRACTS_PATH } from "./paths";

const ContractsPage = lazy(() => import("./pages/contracts-page"));

export const contractsRoutes: ModuleRoutes = {
  private: [{ path: CONTRACTS_PATH, element: <ContractsPage /> }],
};
