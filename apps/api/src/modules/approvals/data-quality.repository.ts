import type { ApprovalStream, DataQualityCheck } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRows, sql } from "../../db/client";
import { WARNING_COLUMNS, WARNING_ORDER, type WarningRow, warningCtes } from "./data-quality-measures";

/**
 * Every warning of a stream's month over the offices `offices` selects, each with the explanation kept
 * with its office's month, in the list's order: one statement over the checks' `we`.
 */
export const monthWarnings = (
  executor: Executor,
  key: { stream: ApprovalStream; fiscalYearId: number; month: number },
  offices: (column: SQL) => SQL,
) =>
  queryRows<WarningRow>(
    executor,
    sql`WITH ${warningCtes(key.stream, { fiscalYearId: key.fiscalYearId, month: key.month, offices })}
      SELECT ${WARNING_COLUMNS} FROM we ORDER BY ${WARNING_ORDER}`,
  );

/** Replaces the explanations kept with a month by a submission's (one statement each). */
export const replaceExplanations = async (
  executor: Executor,
  approvalId: number,
  explanations: readonly { check: DataQualityCheck; record_id: number; text: string }[],
  userId: number,
) => {
  await executor.execute(sql`DELETE FROM data_quality_explanations WHERE approval_id = ${approvalId}`);
  if (explanations.length === 0) return;
  await executor.execute(
    sql`INSERT INTO data_quality_explanations (approval_id, "check", record_id, text, explained_by)
        VALUES ${sql.join(
          explanations.map((e) => sql`(${approvalId}, ${e.check}, ${e.record_id}, ${e.text}, ${userId})`),
          sql`, `,
        )}`,
  );
};
