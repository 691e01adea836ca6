import type { TProgramRow } from "@pragati/domain/contract";
import { namedRef } from "../../lib/named-ref";
import { milestoneTypes, officeColumns, policyColumns } from "../../lib/row-columns";
import type { ProgramRowDb } from "./programs.repository";

export const presentProgramRow = (r: ProgramRowDb): TProgramRow => ({
  milestone_id: r.milestone_id,
  code: r.code,
  title: r.title,
  ...officeColumns(r),
  ...policyColumns(r),
  activity_id: r.activity_id,
  activity_point_no: r.activity_point_no,
  activity_title: r.activity_title,
  ...milestoneTypes(r),
  unit: namedRef(r.unit_id, r.unit_name, r.unit_name_np),
  annual_target: Number(r.annual_target),
  start_month: r.start_month,
  end_month: r.end_month,
  status: r.status,
  percent: Number(r.percent),
  entered: r.entered,
});
