import type { Db } from "../client";
import { seedDemo } from "./demo";
import { seedReference } from "./reference";

/** Reference data always; demo data on the first start in demo mode. */
export const seed = async (db: Db, options: { demo: boolean }): Promise<{ demoSeeded: boolean }> =>
  db.transaction(async (tx) => {
    await seedReference(tx);
    return { demoSeeded: options.demo ? await seedDemo(tx) : false };
  });
