import { Alert, Modal, Select, Stack, Text } from "@mantine/core";
import {
  NOTICE_CHANNELS,
  OUTBOX_STATUSES,
  type TNoticeAdminRow,
  type TOutboxRow,
} from "@pragati/domain/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { OUTBOX_PATH } from "../queries";
import { DeliveryBadges } from "./delivery-badges";
import { OutboxStatusBadge } from "./outbox-status-badge";

type NoticeDeliveryModalProps = { notice: TNoticeAdminRow | null; onClose: () => void };

/** The SMS and e-mail of one notice (its outbox rows) with their state and last error. */
export function NoticeDeliveryModal({ notice, onClose }: NoticeDeliveryModalProps) {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const [status, setStatus] = useState<string | null>(null);

  const close = () => {
    setStatus(null);
    onClose();
  };

  const channelLabel = (channel: string) =>
    (NOTICE_CHANNELS as readonly string[]).includes(channel) ? t(`channels.${channel}`) : channel;

  const columns: DataTableColumn<TOutboxRow>[] = [
    { accessor: "channel", title: t("outbox.columns.channel"), render: (row) => channelLabel(row.channel) },
    {
      accessor: "recipient",
      title: t("outbox.columns.recipient"),
      // Mobile numbers take the language's digits; e-mail addresses stay as written.
      render: (row) => (row.channel === "sms" ? fmt.digits(row.recipient) : row.recipient),
    },
    {
      accessor: "status",
      title: t("outbox.columns.status"),
      render: (row) => <OutboxStatusBadge status={row.status} />,
    },
    {
      accessor: "attempts",
      title: t("outbox.columns.attempts"),
      textAlign: "right",
      render: (row) => fmt.number(row.attempts),
    },
    {
      accessor: "last_error",
      title: t("outbox.columns.lastError"),
      render: (row) => (
        <Text size="sm" c={row.last_error ? "red" : "dimmed"} lineClamp={3}>
          {row.last_error ?? "-"}
        </Text>
      ),
    },
    {
      accessor: "created_at",
      title: t("outbox.columns.queuedAt"),
      noWrap: true,
      render: (row) => fmt.dateTime(row.created_at),
    },
    {
      accessor: "sent_at",
      title: t("outbox.columns.sentAt"),
      noWrap: true,
      render: (row) => fmt.dateTime(row.sent_at),
    },
  ];

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
