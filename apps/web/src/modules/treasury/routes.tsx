import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { TREASURY_IMPORT_PATH } from "./paths";

const TreasuryImportPage = lazy(() => import("./pages/treasury-import-page"));

export const treasuryRoutes: ModuleRoutes = {
  private: [{ path: TREASURY_IMPORT_PATH, element: <TreasuryImportPage /> }],
};
