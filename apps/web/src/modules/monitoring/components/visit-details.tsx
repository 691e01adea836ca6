import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TVisit } from "@pragati/domain/contract";
import { LETTER_KINDS, letterAvailable } from "@pragati/domain/monitoring";
import { IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { letterPathOf } from "../paths";
import { useVerifyMember } from "../queries";
import { TeamList } from "./members-step";
import { ReportPanel } from "./report-panel";
import { VisitActions } from "./visit-actions";
import { VisitStateBadge } from "./visit-state-badge";

/** A visit past its draft: what was ordered, the team and its verification, and the next moves. */
export function VisitDetails({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const verify = useVerifyMember();
  const mine = visit.members.find((m) => m.can_verify);
  const item = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || "—"}</Text>
    </div>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <VisitStateBadge state={visit.state} />
        <Group gap="sm">
          {LETTER_KINDS.filter((kind) => letterAvailable(kind, visit)).map((kind) => (
            <Button
              key={kind}
              component={Link}
              to={letterPathOf(kind, visit.id)}
              variant="light"
              leftSection={<IconPrinter size={16} />}
            >
              {t(kind === "order" ? "actions.orderLetter" : "actions.confirmationLetter")}
            </Button>
          ))}
        </Group>
      </Group>
      {visit.merged_into && (
        <Alert color="gray" title={t("merge.mergedInto")}>
          {visit.merged_into.title}
        </Alert>
      )}
      {visit.merged_from.length > 0 && (
        <Alert color="blue" title={t("merge.combines")}>
          {visit.merged_from.map((v) => v.title).join(", ")}
        </Alert>
      )}
      {visit.state_reason && (visit.state === "returned" || visit.state === "cancelled") && (
        <Alert color={visit.state === "cancelled" ? "red" : "orange"} title={t("details.reason")}>
          {visit.state_reason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {item(t("fields.subject"), visit.subject)}
        {item(t("fields.target_nikaya_id"), fmt.name(visit.target_nikaya.name, visit.target_nikaya.name_np))}
        {item(t("fields.project_id"), visit.project?.name ?? "")}
        {item(t("fields.nikaya_id"), fmt.name(visit.nikaya.name, visit.nikaya.name_np))}
        {item(t("table.columns.dates"), `${fmt.bsDate(visit.from_date)} – ${fmt.bsDate(visit.to_date)}`)}
        {item(t("fields.order_number"), fmt.digits(visit.order_number))}
        {item(t("details.orderIssuedOn"), fmt.bsDate(visit.order_issued_on))}
        {item(t("fields.approver_name"), `${visit.approver_name}, ${visit.approver_designation}`)}
        {item(t("fields.transport"), visit.transport ? t(`transport.${visit.transport}`) : "")}
        {item(t("fields.expense"), visit.expense === null ? "" : fmt.number(visit.expense))}
      </SimpleGrid>
      <Title order={3} fz="h5">
        {t("team.title")}
      </Title>
      <TeamList visit={visit} editable={false} />
      {mine && (
        <Group>
          <Button
            color="green"
            onClick={() =>
              verify.mutate(mine.id, {
                onSuccess: () => notifySuccess(t("toasts.verified")),
                onError: notifyError,
              })
            }
            loading={verify.isPending}
          >
            {t("actions.verify")}
          </Button>
        </Group>
      )}
      <VisitActions visit={visit} />
      {!["ordered", "cancelled"].includes(visit.state) && (
        <ReportPanel key={visit.report?.updated_at ?? "none"} visit={visit} />
      )}
    </Stack>
  );
}
