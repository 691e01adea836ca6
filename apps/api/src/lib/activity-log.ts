import type { FastifyRequest } from "fastify";
import type { Executor } from "../db/client";
import { activityLogs } from "../db/schema";

export type ActivityEntry = {
  action: "create" | "update" | "delete" | "login" | "logout" | "password_change" | "password_reset" | string;
  entity: string;
  entityId?: string | number | null;
  changes?: unknown;
};

/** Writes one activity-log row; call it inside the transaction of the write it records. */
export const recordActivity = async (
  executor: Executor,
  request: Pick<FastifyRequest, "auth" | "ip">,
  entry: ActivityEntry & { userId?: number | null; nikayaId?: number | null },
): Promise<void> => {
  await executor.insert(activityLogs).values({
    userId: entry.userId ?? request.auth?.userId ?? null,
    nikayaId: entry.nikayaId ?? request.auth?.nikayaId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    changes: entry.changes ?? null,
    ip: request.ip,
  });
};
