import type { ApprovalStream, DataQualityCheck } from "@pragati/domain/contract";
import type { SQL } from "drizzle-orm";
import { type Executor, queryRows, sql } from "../../db/client";

export type ExplanationRow = {
  office_id: number;
  check: DataQualityCheck;
  record_id: number;
  text: string;
  explained_by: string | null;
  explained_at: string | Date;
};

/** The explanations kept with a stream's month of the offices `offices` selects (one statement). */
export const monthExplanations = (
  executor: Executor,
  key: { stream: ApprovalStream; fiscalYearId: number; month: number },
  offices: (column: SQL) => SQL,
) =>
  queryRows<ExplanationRow>(
    executor,
    sql`SELECT a.office_id, e."check", e.record_id, e.text, u.name AS explained_by, e.explained_at
          FROM data_quality_explanations e
          JOIN approvals a ON a.id = e.approval_id
          LEFT JOIN users u ON u.id = e.explained_by
         WHERE a.stream = ${key.stream} AND a.fiscal_year_id = ${key.fiscalYearId} AND a.month = ${key.month}
           AND ${offices(sql`a.office_id`)}`,
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

export type OfficeName = { id: number; name: string; name_np: string };

/** The offices of `expected` (a statement of office ids) that `offices` selects, in the office tree's order. */
export const expectedOfficeNames = (executor: Executor, expected: SQL, offices: (column: SQL) => SQL) =>
  queryRows<OfficeName>(
    executor,
    sql`SELECT o.id, o.name, o.name_np FROM offices o
         WHERE o.id IN (${expected}) AND ${offices(sql`o.id`)}
         ORDER BY o.path`,
  );
