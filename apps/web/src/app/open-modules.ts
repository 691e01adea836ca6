import type { OpenModuleRoutes } from "../lib/module-routes";
import { authOpenRoutes } from "../modules/auth/open-routes";
import { reportsOpenRoutes } from "../modules/reports/open-routes";

/** The modules' screens before sign-in: in the first load, so each is a small table of lazy pages. */
export const OPEN_MODULE_ROUTES: readonly OpenModuleRoutes[] = [authOpenRoutes, reportsOpenRoutes];
