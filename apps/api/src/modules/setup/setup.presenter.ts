import type {
  TOtherSetting,
  TReportingPeriodSetting,
  TSetupItem,
  TSetupOption,
} from "@pragati/domain/contract";
import { DURATION_UNITS } from "@pragati/domain/setup";
import type { YearLocks } from "../locks/locks.service";
import type { SettingsRow } from "./settings.repository";
import type { SetupItemRow } from "./setup.repository";

// Only the known extra fields leave the database, whatever else a row may hold.
const presentExtra = (extra: Record<string, unknown>): TSetupItem["extra"] => {
  const unit = DURATION_UNITS.find((u) => u === extra.duration_unit);
  return {
    ...(typeof extra.duration === "number" ? { duration: extra.duration } : {}),
    ...(unit ? { duration_unit: unit } : {}),
  };
};

export const presentSetupItem = (row: SetupItemRow): TSetupItem => ({
  id: row.id,
  list_key: row.list_key,
  parent_id: row.parent_id,
  parent_name: row.parent_name,
  parent_name_np: row.parent_name_np,
  code: row.code,
  name: row.name,
  name_np: row.name_np,
  description: row.description,
  sort_order: row.sort_order,
  status: row.status,
  extra: presentExtra(row.extra),
  sub_count: row.sub_count,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const presentSetupOption = (row: SetupItemRow): TSetupOption => ({
  id: row.id,
  parent_id: row.parent_id,
  code: row.code,
  name: row.name,
  name_np: row.name_np,
  extra: presentExtra(row.extra),
});

export const presentOtherSetting = (s: SettingsRow, locks: YearLocks): TOtherSetting => ({
  helper_limit: s.helperLimit,
  reason_limit: s.reasonLimit,
  description_limit: s.descriptionLimit,
  treasury_gap_percent: s.treasuryGapPercent,
  indicator_on_track_band: s.indicatorOnTrackBand,
  approved_only_default: s.approvedOnlyDefault,
  quality_gap_percent: s.qualityGapPercent,
  pragati_notification: s.pragatiNotification,
  comment_notification: s.commentNotification,
  rating_notification: s.ratingNotification,
  allow_adoption: s.allowAdoption,
  lock_fiscal_year_id: locks.fiscalYearId,
  ...locks.on,
  evidence_for_decisions: s.evidenceForDecisions,
  evidence_for_action_points: s.evidenceForActionPoints,
  evidence_for_milestones: s.evidenceForMilestones,
  evidence_for_project_jump: s.evidenceForProjectJump,
  project_jump_threshold: s.projectJumpThreshold,
});

export const presentReportingPeriod = (s: SettingsRow): TReportingPeriodSetting => ({
  current_fiscal_year_id: s.currentFiscalYearId,
  pragati_reporting_month: s.pragatiReportingMonth,
  suchak_reporting_month: s.suchakReportingMonth,
  ayojana_reporting_month: s.ayojanaReportingMonth,
  active_suchak_months: s.activeSuchakMonths,
  pragati_add_from: s.pragatiAddFrom,
  pragati_add_to: s.pragatiAddTo,
  pragati_edit_from: s.pragatiEditFrom,
  pragati_edit_to: s.pragatiEditTo,
  suchak_period_from: s.suchakPeriodFrom,
  suchak_period_to: s.suchakPeriodTo,
  ayojana_period_from: s.ayojanaPeriodFrom,
  ayojana_period_to: s.ayojanaPeriodTo,
});
