/** A record's stored file as its row holds it. */
type FileRow = {
  id: number;
  filename: string;
  mime_type: string;
  size: number;
  created_at: string;
};

/**
 * A record's file as the answers show it, with the URL of its download route (`downloadPath`, the
 * route's path before `/:id`).
 */
export const presentFileAt = (downloadPath: string) => (row: FileRow) => ({
  id: row.id,
  filename: row.filename,
  mime_type: row.mime_type,
  size: row.size,
  file_url: `${downloadPath}/${row.id}`,
  created_at: row.created_at,
});
