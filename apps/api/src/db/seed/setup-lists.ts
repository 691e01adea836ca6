import type { Executor } from "../client";

export const seedSetupLists = async (_executor: Executor): Promise<void> => {};
