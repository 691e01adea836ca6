import type { ModuleRoutes } from "../lib/module-routes";
import { adminRoutes } from "../modules/admin/routes";
import { adoptionRoutes } from "../modules/adoption/routes";
import { approvalsRoutes } from "../modules/approvals/routes";
import { calendarRoutes } from "../modules/calendar/routes";
import { complaintsRoutes } from "../modules/complaints/routes";
import { contractsRoutes } from "../modules/contracts/routes";
import { dashboardRoutes } from "../modules/dashboard/routes";
import { indicatorsRoutes } from "../modules/indicators/routes";
import { meetingsRoutes } from "../modules/meetings/routes";
import { monitoringRoutes } from "../modules/monitoring/routes";
import { noticesRoutes } from "../modules/notices/routes";
import { officesRoutes } from "../modules/offices/routes";
import { plansRoutes } from "../modules/plans/routes";
import { programsRoutes } from "../modules/programs/routes";
import { progressRoutes } from "../modules/progress/routes";
import { projectsRoutes } from "../modules/projects/routes";
import { reportsRoutes } from "../modules/reports/routes";
import { rolesRoutes } from "../modules/roles/routes";
import { setupRoutes } from "../modules/setup/routes";
import { transferRoutes } from "../modules/transfer/routes";
import { treasuryRoutes } from "../modules/treasury/routes";
import { uiKitRoutes } from "../modules/ui-kit/routes";
import { usersRoutes } from "../modules/users/routes";

/**
 * Every module's signed-in screens; a new module adds its line here and nowhere else in the app (and in
 * open-modules.ts if it has screens before sign-in). Loaded after sign-in with app/signed-in-routes.tsx.
 */
export const MODULE_ROUTES: readonly ModuleRoutes[] = [
  dashboardRoutes,
  adminRoutes,
  calendarRoutes,
  officesRoutes,
  usersRoutes,
  rolesRoutes,
  setupRoutes,
  noticesRoutes,
  complaintsRoutes,
  plansRoutes,
  adoptionRoutes,
  transferRoutes,
  programsRoutes,
  progressRoutes,
  approvalsRoutes,
  treasuryRoutes,
  projectsRoutes,
  contractsRoutes,
  meetingsRoutes,
  indicatorsRoutes,
  reportsRoutes,
  uiKitRoutes,
  monitoringRoutes,
];
