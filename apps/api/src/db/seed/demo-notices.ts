import type { Executor } from "../client";

export const seedDemoNoticesAndComplaints = async (_executor: Executor): Promise<void> => {};
