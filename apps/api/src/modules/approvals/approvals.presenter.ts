import type { ApprovalAction, TApproval } from "@pragati/domain/contract";
import type { ApprovalRow, MonthKey } from "./approvals.repository";

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());
const actor = (id: number | null, name: string | null) => (id == null ? null : { id, name: name ?? "" });

/**
 * One office's month as the API answers it (no row: open, never submitted), with the steps the caller may
 * take on it now.
 */
export const presentApproval = (
  row: ApprovalRow,
  month: { key: MonthKey; levels: number; actions: ApprovalAction[] },
): TApproval => ({
  stream: month.key.stream,
  fiscal_year_id: month.key.fiscalYearId,
  month: month.key.month,
  office_id: row.office_id,
  office_name: row.office_name,
  office_name_np: row.office_name_np,
  state: (row.state ?? "open") as TApproval["state"],
  level: row.level ?? 0,
  levels: month.levels,
  reason: row.reason,
  submitted_by: actor(row.submitted_by_id, row.submitted_by_name),
  submitted_at: iso(row.submitted_at),
  acted_by: actor(row.acted_by_id, row.acted_by_name),
  acted_at: iso(row.acted_at),
  unrated: row.unrated,
  actions: month.actions,
});
