import { Alert, Modal, Select, Stack } from "@mantine/core";
import { OUTBOX_STATUSES, type TNoticeAdminRow, type TOutboxRow } from "@pragati/domain/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../ui/data-table/data-table";
import { OUTBOX_PATH } from "../queries";
import { DeliveryBadges } from "./delivery-badges";
import { useOutboxColumns } from "./outbox-columns";

type NoticeDeliveryModalProps = { notice: TNoticeAdminRow | null; onClose: () => void };

/** The SMS and e-mail of one notice (its outbox rows) with their state and last error. */
export function NoticeDeliveryModal({ notice, onClose }: NoticeDeliveryModalProps) {
  const { t } = useTranslation("notices");
  const [status, setStatus] = useState<string | null>(null);

  const close = () => {
    setStatus(null);
    onClose();
  };

  const columns = useOutboxColumns();

  return (
    <Modal
      opened={notice !== null}
      onClose={close}
      size="80rem"
      title={notice ? t("outbox.title", { title: notice.title }) : undefined}
    >
      {notice && (
        <Stack gap="md">
          <DeliveryBadges delivery={notice.delivery} />
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
            {t("outbox.explanation")}
          </Alert>
          <DataTable<TOutboxRow>
            path={OUTBOX_PATH}
            label={t("outbox.label")}
            columns={columns}
            filters={{ source: "notice", source_id: notice.id, status: status ?? undefined }}
            toolbar={
              <Select
                label={t("outbox.filterStatus")}
                placeholder={t("outbox.all")}
                clearable
                data={OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.status.${value}`) }))}
                value={status}
                onChange={setStatus}
              />
            }
          />
        </Stack>
      )}
    </Modal>
  );
}
