import { Stack, Text } from "@mantine/core";
import { NOTICE_CHANNELS, SMS_FAILURE_KINDS, type TOutboxRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { OutboxStatusBadge } from "./outbox-status-badge";

/** The columns of an outbox list (one notice's delivery, or the whole outbox screen). */
export function useOutboxColumns(): DataTableColumn<TOutboxRow>[] {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const channelLabel = (channel: string) =>
    (NOTICE_CHANNELS as readonly string[]).includes(channel) ? t(`channels.${channel}`) : channel;
  const kindLabel = (kind: string | null) =>
    kind && (SMS_FAILURE_KINDS as readonly string[]).includes(kind) ? t(`outbox.kinds.${kind}`) : null;

  return [
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
      render: (row) => <OutboxStatusBadge state={row.status} />,
    },
    numberColumn("parts", t("outbox.columns.parts"), (row) =>
      row.parts === null ? "-" : fmt.number(row.parts),
    ),
    numberColumn("attempts", t("outbox.columns.attempts"), (row) => fmt.number(row.attempts)),
    {
      accessor: "last_error",
      title: t("outbox.columns.lastError"),
      render: (row) =>
        row.last_error ? (
          <Stack gap={0}>
            {kindLabel(row.error_kind) && (
              <Text size="sm" fw={500} c="red">
                {kindLabel(row.error_kind)}
              </Text>
            )}
            <Text size="sm" c="red" lineClamp={3}>
              {row.last_error}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            -
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
}
