import type { TTransfer, TTransferActivity } from "@pragati/domain/contract";
import type { TransferActivityRow, TransferRow } from "./transfer.repository";

export const presentTransfer = (r: TransferRow): TTransfer => ({
  id: r.id,
  activity_id: r.activity_id,
  activity_point_no: r.activity_point_no,
  activity_title: r.activity_title,
  fiscal_year_id: r.fiscal_year_id,
  from_nikaya: { id: r.from_id, name: r.from_name, name_np: r.from_name_np },
  to_nikaya: { id: r.to_id, name: r.to_name, name_np: r.to_name_np },
  remarks: r.remarks,
  created_at: new Date(r.created_at).toISOString(),
  created_by_name: r.created_by_name,
});

export const presentTransferActivity = (r: TransferActivityRow): TTransferActivity => ({
  id: r.id,
  fiscal_year_id: r.fiscal_year_id,
  point_no: r.point_no,
  title: r.title,
  policy_point_no: r.policy_point_no,
  policy_name: r.policy_name,
  budget_head_heading: r.budget_head_heading,
  nikaya: { id: r.nikaya_id, name: r.nikaya_name, name_np: r.nikaya_name_np },
  helpers: r.helpers,
  progress_count: r.progress_count,
  transfer_count: r.transfer_count,
  milestones: r.milestones,
});
