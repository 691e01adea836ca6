import type {
  EntryBlock,
  TMilestoneHead,
  TPragatiMilestone,
  TProgressEntry,
  TProgressEntryDetail,
  TProgressFile,
} from "@pragati/domain/contract";
import {
  achievedUpTo,
  atOrAboveTargetWarning,
  BANDS,
  type ProgressEntry,
  type Schedule,
  targetUpTo,
} from "@pragati/domain/progress";
import { officeColumns } from "../../lib/row-columns";
import type { EntryRow, FileRow, MilestoneRow, OfficeMonthRow, ReasonRow } from "./progress.repository";

export const presentEntry = (row: EntryRow): TProgressEntry => ({
  ...row,
  band: BANDS[row.band] ?? BANDS[0],
});

export const presentFile = (row: FileRow): TProgressFile => ({
  id: row.id,
  entry_id: row.entry_id,
  filename: row.filename,
  mime_type: row.mime_type,
  size: row.size,
  file_url: `/api/pragati/file/${row.id}`,
  created_at: row.created_at,
});

export const scheduleOf = (
  milestone: Pick<MilestoneRow, "months" | "cumulative" | "annual_target">,
): Schedule => ({
  months: milestone.months,
  cumulative: milestone.cumulative,
  annualTarget: milestone.annual_target,
});

const monthTarget = (schedule: Schedule, month: number) =>
  schedule.months.find((m) => m.month === month)?.target ?? null;

/** An entry with its reasons, files and the targets it is measured against (PRODUCT.md section 4). */
export const presentDetail = (
  row: EntryRow,
  milestone: MilestoneRow,
  entries: readonly ProgressEntry[],
  reasons: readonly ReasonRow[],
  files: readonly FileRow[],
): TProgressEntryDetail => {
  const schedule = scheduleOf(milestone);
  return {
    ...presentEntry(row),
    reasons: reasons.filter((r) => r.entry_id === row.id).map(({ entry_id: _entry, ...reason }) => reason),
    files: files.filter((f) => f.entry_id === row.id).map(presentFile),
    warning: atOrAboveTargetWarning(schedule, entries, row.month),
    month_target: monthTarget(schedule, row.month),
    target_up_to: targetUpTo(schedule, row.month),
    achieved_up_to: achievedUpTo(schedule, entries, row.month),
    annual_target: milestone.annual_target,
    cumulative: milestone.cumulative,
    start_month: milestone.start_month,
    end_month: milestone.end_month,
  };
};

export const presentMilestone = (row: MilestoneRow): TMilestoneHead => ({
  id: row.id,
  code: row.code,
  title: row.title,
  fiscal_year_id: row.fiscal_year_id,
  activity_id: row.activity_id,
  activity_point_no: row.activity_point_no,
  activity_title: row.activity_title,
  ...officeColumns(row),
  unit_name: row.unit_name,
  unit_name_np: row.unit_name_np,
  cumulative: row.cumulative,
  annual_target: row.annual_target,
  start_month: row.start_month,
  end_month: row.end_month,
  schedule: row.months,
});

/** One row of the entry screen: the milestone as of the month and the month's own entry. */
export const presentOfficeMonth = (
  row: OfficeMonthRow,
  month: number,
  block: EntryBlock | null,
): TPragatiMilestone => {
  const schedule = scheduleOf(row);
  return {
    ...presentMilestone(row),
    month,
    month_target: monthTarget(schedule, month),
    target_up_to: targetUpTo(schedule, month),
    status: row.status ?? "not_started",
    band: BANDS[row.band ?? 0] ?? BANDS[0],
    percent: row.percent ?? 0,
    latest:
      row.latest_month === null || row.latest_status === null
        ? null
        : { month: row.latest_month, status: row.latest_status, achieved: row.latest_achieved ?? 0 },
    entries: row.entries,
    entry:
      row.entry_id === null || row.entry_status === null
        ? null
        : {
            id: row.entry_id,
            status: row.entry_status,
            achieved: row.entry_achieved ?? 0,
            comment: row.entry_comment,
            rating: row.entry_rating,
            returned_at: row.entry_returned_at,
            return_note: row.entry_return_note,
            awaiting_correction: row.entry_returned_at !== null && row.entry_correction_used === false,
            file_count: row.entry_file_count ?? 0,
            completion_state: row.entry_completion_state,
            completion_reason: row.entry_completion_reason,
          },
    entry_allowed: block === null,
    entry_block: block,
  };
};
