import type { TColumnSetting } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { authOf } from "../../plugins/auth";
import { saveColumnSettings } from "./admin.repository";

/** Saves the caller's column order and visibility for a table, with its activity-log row. */
export const storeColumnSettings = (db: Db, request: FastifyRequest, body: TColumnSetting) =>
  db.transaction(async (tx) => {
    await saveColumnSettings(tx, authOf(request).userId, body.table_key, body.columns);
    await recordActivity(tx, request, {
      action: "update",
      entity: "column_settings",
      entityId: body.table_key,
      changes: { columns: body.columns },
    });
  });
