import { Alert, Anchor, Group, SimpleGrid } from "@mantine/core";
import { NOTICE_CHANNELS, OUTBOX_STATUSES, type TOutboxRow } from "@pragati/domain/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../state/auth-store";
import { DataTable } from "../../../ui/data-table/data-table";
import { useFilterChoices } from "../../../ui/data-table/filter-choices";
import { Screen } from "../../../ui/page-header";
import { useOutboxColumns } from "../components/outbox-columns";
import { SmsAlerts } from "../components/sms-alerts";
import { SmsGatewayPanel } from "../components/sms-gateway-panel";
import { SmsUsageTable } from "../components/sms-usage-table";
import { NOTICES_PATH } from "../paths";
import { OUTBOX_PATH } from "../queries";

/** Route `notices/outbox`: every outgoing message, the SMS gateway's problems, credit and usage (`notice.manage`). */
export default function OutboxPage() {
  const { t } = useTranslation("notices");
  const { filters, controls } = useFilterChoices([
    {
      name: "status",
      label: t("outbox.filterStatus"),
      all: t("outbox.all"),
      data: OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.status.${value}`) })),
    },
    {
      name: "channel",
      label: t("outboxPage.filterChannel"),
      all: t("outbox.all"),
      data: NOTICE_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })),
    },
  ]);
  const canManage = useCan("notice.manage");
  const columns = useOutboxColumns();

  if (!canManage)
    return (
      <Alert color="red" variant="light">
        {t("outboxPage.forbidden")}
      </Alert>
    );

  return (
    <Screen
      title={t("outboxPage.title")}
      description={t("outboxPage.description")}
      actions={
        <Anchor component={Link} to={`/${NOTICES_PATH}`} size="sm">
          {t("outboxPage.back")}
        </Anchor>
      }
    >
      <SmsAlerts />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SmsGatewayPanel />
        <SmsUsageTable />
      </SimpleGrid>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
        {t("outbox.explanation")}
      </Alert>
      <DataTable<TOutboxRow>
        path={OUTBOX_PATH}
        label={t("outboxPage.label")}
        columns={columns}
        filters={filters}
        toolbar={<Group gap="sm">{controls}</Group>}
      />
    </Screen>
  );
}
