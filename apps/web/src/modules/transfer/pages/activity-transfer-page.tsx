import { Anchor, Group, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../lib/api-client";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { Screen } from "../../../ui/page-header";
import { PageLoader } from "../../../ui/page-loader";
import { TransferActivityCard } from "../components/transfer-activity-card";
import { TransferForm } from "../components/transfer-form";
import { TransferHistoryTable } from "../components/transfer-history-table";
import { ACTIVITIES_ACTION_PATH } from "../paths";
import { transferActivityQuery } from "../queries";

/** Route `activities/transfer/:activity_master_id`: move one activity to another office, and its history. */
export default function ActivityTransferPage() {
  const { t } = useTranslation("transfer");
  const id = Number(useParams().activity_master_id);
  const canTransfer = useCan("plan.transfer");
  const activity = useQuery(transferActivityQuery(id));

  const body = () => {
    if (!Number.isInteger(id) || id <= 0) return <ErrorState title={t("states.notFound")} />;
    if (activity.isPending) return <PageLoader />;
    if (activity.isError)
      return isApiError(activity.error) && activity.error.status === 404 ? (
        <ErrorState title={t("states.notFound")} message={activity.error.message} />
      ) : (
        <ErrorState message={activity.error.message} onRetry={() => void activity.refetch()} />
      );
    return (
      <Stack gap="md">
        <TransferActivityCard activity={activity.data} />
        {canTransfer && <TransferForm key={activity.data.nikaya.id} activity={activity.data} />}
        <Title order={4}>{t("history.title")}</Title>
        <TransferHistoryTable activityId={activity.data.id} />
      </Stack>
    );
  };

  return (
    <Screen
      title={t("transferPage.title")}
      description={t("transferPage.description")}
      actions={
        <Anchor component={Link} to={`/${ACTIVITIES_ACTION_PATH}`} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t("transferPage.back")}
          </Group>
        </Anchor>
      }
    >
      {body()}
    </Screen>
  );
}
