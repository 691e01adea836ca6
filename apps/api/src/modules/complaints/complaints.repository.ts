import type { ComplaintStatus, TComplaint, TPagedQuery } from "@pragati/domain/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Executor, queryRows } from "../../db/client";
import { complaintHistory as complaintHistoryTable, complaints } from "../../db/schema";
import { likePattern, pagedList } from "../../lib/paged";

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const select = sql`SELECT c.id, c.title, c.description, c.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
         c.status, c.response, ${iso(sql`c.created_at`)} AS created_at, ${iso(sql`c.updated_at`)} AS updated_at,
         c.created_by, u.name AS created_by_name
    FROM complaints c JOIN offices o ON o.id = c.nikaya_id LEFT JOIN users u ON u.id = c.created_by`;

export const listComplaints = (
  executor: Executor,
  query: TPagedQuery & { status?: ComplaintStatus; nikaya_id?: number },
  scope: SQL,
) => {
  const term = query.search.trim();
  return pagedList<TComplaint>(
    executor,
    query,
    sql`${select}
         WHERE ${scope}
           ${query.status ? sql`AND c.status = ${query.status}` : sql``}
           ${query.nikaya_id ? sql`AND c.nikaya_id = ${query.nikaya_id}` : sql``}
           ${term ? sql`AND (c.title ILIKE ${likePattern(term)} OR c.description ILIKE ${likePattern(term)})` : sql``}
         ORDER BY c.created_at DESC, c.id DESC`,
  );
};

export const findComplaint = async (executor: Executor, id: number, scope: SQL) =>
  (await queryRows<TComplaint>(executor, sql`${select} WHERE c.id = ${id} AND ${scope}`))[0] ?? null;

export const complaintHistory = (executor: Executor, id: number) =>
  queryRows<{
    id: number;
    status: ComplaintStatus;
    response: string;
    note: string;
    created_at: string;
    created_by_name: string | null;
  }>(
    executor,
    sql`SELECT h.id, h.status, h.response, h.note, ${iso(sql`h.created_at`)} AS created_at, u.name AS created_by_name
          FROM complaint_history h LEFT JOIN users u ON u.id = h.created_by
         WHERE h.complaint_id = ${id} ORDER BY h.id`,
  );

export const insertComplaint = async (executor: Executor, values: PgInsertValue<typeof complaints>) =>
  (await executor.insert(complaints).values(values).returning({ id: complaints.id }))[0];

export const updateComplaintRow = (
  executor: Executor,
  id: number,
  values: PgUpdateSetSource<typeof complaints>,
) => executor.update(complaints).set(values).where(eq(complaints.id, id));

export const deleteComplaintRow = (executor: Executor, id: number) =>
  executor.delete(complaints).where(eq(complaints.id, id));

/** One step of a complaint's history: its status, response and note as changed. */
export const addComplaintHistory = (
  executor: Executor,
  values: PgInsertValue<typeof complaintHistoryTable>,
) => executor.insert(complaintHistoryTable).values(values);
