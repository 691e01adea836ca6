import type { TNotice, TNoticeAdminRow } from "@pragati/domain/contract";
import type { NoticeAdminDbRow, NoticeRow } from "./notices.repository";

/** A notice as the bell and its modal show it. */
export const presentNotice = (n: NoticeRow): TNotice => ({
  id: n.id,
  title: n.title,
  description: n.description,
  has_files: (n.files ?? []).map((f) => ({ file_url: `/api/notice/file/${f.id}`, filename: f.filename })),
});

/** A notice with targets, files and delivery state, for the admin screen. */
export const presentAdmin = (row: NoticeAdminDbRow): TNoticeAdminRow => ({
  id: row.id,
  title: row.title,
  description: row.description,
  from_date: row.from_date,
  to_date: row.to_date,
  is_public: row.is_public,
  channels: [...(row.send_sms ? (["sms"] as const) : []), ...(row.send_email ? (["email"] as const) : [])],
  role_ids: row.role_ids ?? [],
  nikaya_ids: row.nikaya_ids ?? [],
  files: (row.files ?? []).map((f) => ({
    id: f.id,
    filename: f.filename,
    file_url: `/api/notice/file/${f.id}`,
  })),
  delivery: { pending: row.pending, sent: row.sent, failed: row.failed },
  created_at: row.created_at,
});
