import type {
  TNoticeAdminRow,
  TNoticeBody,
  TNoticeRecipients,
  TNoticeRecipientsBody,
  TOutboxRow,
  TSmsBalance,
  TSmsStatus,
  TSmsTestBody,
  TSmsUsageMonth,
} from "@pragati/domain/contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { storeOrUpdate } from "../../lib/record-writes";
import { pagedQueryKey } from "../../ui/data-table/paged";

type NoticeFile = { file_url: string; filename: string };
export type BellNotice = { id: number; title: string; description: string | null; has_files: NoticeFile[] };

/** Paths of the admin list and of its delivery view (the outbox). */
export const NOTICES_PATH = "api/notices/all";
export const OUTBOX_PATH = "api/outbox/all";

export const noticeKeys = {
  unread: ["notices", "unread"] as const,
  one: (id: number) => ["notices", "show", id] as const,
  recipients: (targets: TNoticeRecipientsBody) => ["notices", "recipients", targets] as const,
  smsStatus: ["outbox", "sms-status"] as const,
  smsUsage: ["outbox", "sms-usage"] as const,
  smsBalance: ["outbox", "sms-balance"] as const,
};

/** How often the bell asks for new notices while the window is open. */
export const BELL_REFRESH_MS = 60_000;

/**
 * The current user's unread notices for the header bell: asked again every minute and whenever the
 * window regains focus, so a notice sent meanwhile shows without a reload.
 */
export const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread,
    queryFn: ({ signal }) => api.get<BellNotice[]>("api/notices", undefined, { signal }),
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });

/** One notice with its targets, files and delivery summary (`notice.manage`). */
export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.one(id),
    queryFn: ({ signal }) => api.get<TNoticeAdminRow>(`api/notices/show/${id}`, undefined, { signal }),
  });

/** After any write: the admin list, the notice itself and the bell (the admin may be a recipient). */
function useRefreshNotices() {
  const queryClient = useQueryClient();
  return (id?: number, notice?: TNoticeAdminRow) => {
    if (notice) queryClient.setQueryData(noticeKeys.one(notice.id), notice);
    void queryClient.invalidateQueries({ queryKey: pagedQueryKey(NOTICES_PATH) });
    void queryClient.invalidateQueries({ queryKey: noticeKeys.unread });
    if (id !== undefined) void queryClient.invalidateQueries({ queryKey: noticeKeys.one(id) });
  };
}

/** `POST api/notices/store`, or `POST api/notices/update/{id}` when an id is given. */
export function useSaveNotice() {
  const refresh = useRefreshNotices();
  return useMutation({
    mutationFn: storeOrUpdate<TNoticeAdminRow, TNoticeBody>("api/notices"),
    onSuccess: (notice) => refresh(notice.id, notice),
  });
}

export function useDeleteNotice() {
  const refresh = useRefreshNotices();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`api/notices/delete/${id}`),
    onSuccess: () => refresh(),
  });
}

/** `POST api/notices/files/{id}` as multipart, field `files`; answers the notice with its files. */
export function useAttachNoticeFiles() {
  const refresh = useRefreshNotices();
  return useMutation({
    mutationFn: ({ id, files }: { id: number; files: File[] }) =>
      api.upload<TNoticeAdminRow>(`api/notices/files/${id}`, files),
    onSuccess: (notice) => refresh(notice.id, notice),
  });
}

export function useRemoveNoticeFile(noticeId: number) {
  const refresh = useRefreshNotices();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<null>(`api/notices/files/delete/${fileId}`),
    onSuccess: () => refresh(noticeId),
  });
}

/** How many users a notice with these targets reaches, by channel, before it is published. */
export const noticeRecipientsQuery = (targets: TNoticeRecipientsBody) =>
  queryOptions({
    queryKey: noticeKeys.recipients(targets),
    queryFn: ({ signal }) => api.post<TNoticeRecipients>("api/notices/recipients", targets, { signal }),
  });

/** The configured SMS gateway and the failures admin should act on. */
export const smsStatusQuery = () =>
  queryOptions({
    queryKey: noticeKeys.smsStatus,
    queryFn: ({ signal }) => api.get<TSmsStatus>("api/outbox/sms-status", undefined, { signal }),
  });

/** SMS the gateway accepted per BS month, the current month first. */
export const smsUsageQuery = () =>
  queryOptions({
    queryKey: noticeKeys.smsUsage,
    queryFn: ({ signal }) => api.get<TSmsUsageMonth[]>("api/outbox/sms-usage", undefined, { signal }),
  });

/** The gateway's credit costs a call to the gateway: asked only when admin presses the button. */
export const smsBalanceQuery = () =>
  queryOptions({
    queryKey: noticeKeys.smsBalance,
    queryFn: ({ signal }) => api.get<TSmsBalance>("api/outbox/sms-balance", undefined, { signal }),
    enabled: false,
    retry: false,
  });

/** `POST api/outbox/test-sms`: sent now; answers the recorded outbox row. */
export function useSendTestSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSmsTestBody) => api.post<TOutboxRow>("api/outbox/test-sms", body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pagedQueryKey(OUTBOX_PATH) });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.smsStatus });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.smsUsage });
    },
  });
}
