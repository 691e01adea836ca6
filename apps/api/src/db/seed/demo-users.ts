import type { Executor } from "../client";

export const seedDemoUsers = async (_executor: Executor): Promise<void> => {};
