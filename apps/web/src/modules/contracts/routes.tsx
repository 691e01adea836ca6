import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { CONTRACT_PROGRESS_PATH, CONTRACTS_PATH } from "./paths";

const ContractsPage = lazy(() => import("./pages/contracts-page"));
const ContractProgressPage = lazy(() => import("./pages/contract-progress-page"));

export const contractsRoutes: ModuleRoutes = {
  private: [
    { path: CONTRACTS_PATH, element: <ContractsPage /> },
    { path: CONTRACT_PROGRESS_PATH, element: <ContractProgressPage /> },
  ],
};
