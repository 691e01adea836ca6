import type { TProgramRow } from "@pragati/domain/contract";
import type { ProgramRowDb } from "./programs.repository";

const named = (id: number | null, name: string | null, nameNp: string | null) =>
  id === null ? null : { id, name: name ?? "", name_np: nameNp ?? "" };

export const presentProgramRow = (r: ProgramRowDb): TProgramRow => ({
  milestone_id: r.milestone_id,
  code: r.code,
  title: r.title,
  nikaya_id: r.nikaya_id,
  nikaya_name: r.nikaya_name,
  nikaya_name_np: r.nikaya_name_np,
  policy_id: r.policy_id,
  policy_point_no: r.policy_point_no,
  policy_name: r.policy_name,
  activity_id: r.activity_id,
  activity_point_no: r.activity_point_no,
  activity_title: r.activity_title,
  type: named(r.type_id, r.type_name, r.type_name_np),
  subtype: named(r.subtype_id, r.subtype_name, r.subtype_name_np),
  unit: named(r.unit_id, r.unit_name, r.unit_name_np),
  annual_target: Number(r.annual_target),
  start_month: r.start_month,
  end_month: r.end_month,
  status: r.status,
  percent: Number(r.percent),
  entered: r.entered,
});
