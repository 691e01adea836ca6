import type { TMilestoneOption, TMilestonePreset } from "@pragati/domain/contract";
import { officeColumns } from "../../lib/row-columns";
import type { MilestoneOptionRow, PresetRow } from "./presets.repository";

export const presentPreset = (r: PresetRow): TMilestonePreset => ({
  id: r.id,
  title: r.title,
  fiscal_year_id: r.fiscal_year_id,
  expires_at: r.expires_at,
  expires_at_ad: r.expires_at_ad,
  // json_agg may hand ids back as numbers or strings depending on the driver.
  milestone_ids: r.milestone_ids.map(Number),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const presentMilestoneOption = (r: MilestoneOptionRow): TMilestoneOption => ({
  id: r.id,
  code: r.code,
  title: r.title,
  ...officeColumns(r),
  activity_point_no: r.activity_point_no,
  activity_title: r.activity_title,
});
