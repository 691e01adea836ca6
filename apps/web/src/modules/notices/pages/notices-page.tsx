import { Button, Group } from "@mantine/core";
import type { TNoticeAdminRow } from "@pragati/domain/contract";
import { IconPlus, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../state/auth-store";
import { Screen } from "../../../ui/page-header";
import { NoticeDeliveryModal } from "../components/notice-delivery-modal";
import { NoticeFormModal } from "../components/notice-form-modal";
import { NoticeTable } from "../components/notice-table";
import { OUTBOX_PAGE_PATH } from "../paths";

/** Route `notices`: notice administration (`notice.manage`). */
export default function NoticesPage() {
  const { t } = useTranslation("notices");
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [delivery, setDelivery] = useState<TNoticeAdminRow | null>(null);
  const canManage = useCan("notice.manage");

  return (
    <Screen
      title={t("page.title")}
      description={t("page.description")}
      actions={
        canManage && (
          <Group gap="sm">
            <Button
              component={Link}
              to={`/${OUTBOX_PAGE_PATH}`}
              variant="default"
              leftSection={<IconSend size={16} />}
            >
              {t("actions.outbox")}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ id: null })}>
              {t("actions.create")}
            </Button>
          </Group>
        )
      }
    >
      <NoticeTable onEdit={(notice) => setEditing({ id: notice.id })} onDelivery={setDelivery} />
      <NoticeFormModal
        target={editing}
        onCreated={(id) => setEditing({ id })}
        onClose={() => setEditing(null)}
      />
      <NoticeDeliveryModal notice={delivery} onClose={() => setDelivery(null)} />
    </Screen>
  );
}
