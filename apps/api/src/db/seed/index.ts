import type { Db } from "../client";
import { seedDemo } from "./demo";
import { seedDemoContracts } from "./demo-contracts";
import { seedDemoIndicators } from "./demo-indicators";
import { seedDemoMeetings } from "./demo-meetings";
import { seedDemoMonitoring } from "./demo-monitoring";
import { seedDemoNoticesAndComplaints } from "./demo-notices";
import { seedDemoPlans } from "./demo-plans";
import { seedDemoProjectProgress } from "./demo-project-progress";
import { seedDemoProjects } from "./demo-projects";
import { seedDemoTreasury } from "./demo-treasury";
import { seedDemoUsers } from "./demo-users";
import { seedReference } from "./reference";
import { seedSetupLists } from "./setup-lists";

/**
 * Reference data always; demo data on the first start in demo mode (offices, setup lists, users,
 * notices, then plans and progress, projects and their contracts, indicators, meetings and treasury
 * snapshots, which use all of them). `treasuryPreviousYear: false` leaves the previous budget year without
 * demo treasury snapshots (the API tests import their own files into it).
 */
export const seed = async (
  db: Db,
  options: { demo: boolean; treasuryPreviousYear?: boolean },
): Promise<{ demoSeeded: boolean }> =>
  db.transaction(async (tx) => {
    await seedReference(tx);
    if (!options.demo) return { demoSeeded: false };
    const demoSeeded = await seedDemo(tx);
    if (demoSeeded) {
      await seedSetupLists(tx);
      await seedDemoUsers(tx);
      await seedDemoNoticesAndComplaints(tx);
      await seedDemoPlans(tx);
      await seedDemoProjects(tx);
      await seedDemoProjectProgress(tx);
      await seedDemoContracts(tx);
      await seedDemoIndicators(tx);
      await seedDemoMeetings(tx);
      await seedDemoTreasury(tx, { previousYear: options.treasuryPreviousYear ?? true });
      await seedDemoMonitoring(tx);
    }
    return { demoSeeded };
  });
