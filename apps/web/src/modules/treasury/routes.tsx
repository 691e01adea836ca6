import { lazy } from "react";
import type { ModuleRoutes } from "../../lib/module-routes";
import { TREASURY_CODES_PATH, TREASURY_IMPORT_PATH } from "./paths";

const TreasuryImportPage = lazy(() => import("./pages/treasury-import-page"));
const TreasuryCodesPage = lazy(() => import("./pages/treasury-codes-page"));

export const treasuryRoutes: ModuleRoutes = {
  private: [
    { path: TREASURY_IMPORT_PATH, element: <TreasuryImportPage /> },
    { path: TREASURY_CODES_PATH, element: <TreasuryCodesPage /> },
  ],
};
