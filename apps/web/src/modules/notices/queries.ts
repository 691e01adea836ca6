import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export type NoticeFile = { file_url: string; filename: string };
export type BellNotice = { id: number; title: string; description: string | null; has_files: NoticeFile[] };

export const noticeKeys = { unread: ["notices", "unread"] as const };

/** The current user's unread notices for the header bell. */
export const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread,
    queryFn: ({ signal }) => api.get<BellNotice[]>("api/notices", undefined, { signal }),
  });
