import { ActionIcon, Indicator, Loader, Menu, ScrollArea } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api-client";
import { useFormat } from "../lib/format";
import { type BellNotice, noticeKeys, unreadNoticesQuery } from "../modules/notices";
import { NoticeModal } from "./notice-modal";

const TITLE_LIMIT = 50;
const cutTitle = (title: string): string =>
  title.length > TITLE_LIMIT ? `${title.slice(0, TITLE_LIMIT)}...` : title;

/** The header bell: unread notices with a count; opening one marks it read and drops it. */
export function NoticeBell() {
  const { t } = useTranslation("shell");
  const format = useFormat();
  const queryClient = useQueryClient();
  const notices = useQuery(unreadNoticesQuery());
  const [open, setOpen] = useState<BellNotice | null>(null);

  useEffect(() => {
    // Notice load failures are only logged (SPEC.md section 8).
    if (notices.error && !notices.error.canceled) console.error("notices", notices.error);
  }, [notices.error]);

  const markRead = useMutation({
    mutationFn: (id: number) => api.post<null>(`api/notice/read/${id}`),
    onError: (error) => console.error("notice read", error),
  });

  const openNotice = (notice: BellNotice) => {
    setOpen(notice);
    markRead.mutate(notice.id);
    queryClient.setQueryData<BellNotice[]>(noticeKeys.unread, (list) =>
      list?.filter((n) => n.id !== notice.id),
    );
  };

  const count = notices.data?.length ?? 0;
  const label =
    count > 0
      ? `${t("notices.bell")}: ${t("notices.bellCount", { n: format.digits(count) })}`
      : t("notices.bell");

  return (
    <>
      <Menu position="bottom-end" width={320} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        {/* The menu's attributes (aria-haspopup, aria-expanded) belong on the button, inside the count. */}
        <Indicator label={format.digits(count)} size={18} offset={6} color="red" disabled={count === 0}>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={label}>
              <IconBell size={20} />
            </ActionIcon>
          </Menu.Target>
        </Indicator>
        {/* Named by the bell; a text label inside would be a child a menu may not have. */}
        <Menu.Dropdown aria-label={t("notices.bell")}>
          {/* A menu holds menu items only: the waiting, failed and empty states are disabled items. */}
          {notices.isPending ? (
            <Menu.Item disabled leftSection={<Loader size="xs" />}>
              {t("common:states.loading")}
            </Menu.Item>
          ) : notices.isError ? (
            <Menu.Item disabled c="red.8">
              {t("notices.loadError")}
            </Menu.Item>
          ) : count === 0 ? (
            <Menu.Item disabled>{t("notices.empty")}</Menu.Item>
          ) : (
            <ScrollArea.Autosize mah={360}>
              {notices.data.map((notice) => (
                <Menu.Item key={notice.id} onClick={() => openNotice(notice)} title={notice.title}>
                  {cutTitle(notice.title)}
                </Menu.Item>
              ))}
            </ScrollArea.Autosize>
          )}
        </Menu.Dropdown>
      </Menu>
      <NoticeModal notice={open} onClose={() => setOpen(null)} />
    </>
  );
}
