import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { type TMember, type TVisit, ZMemberExcuseBody } from "@pragati/domain/contract";
import { LETTER_KINDS, letterAvailable } from "@pragati/domain/monitoring";
import { IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { letterPathOf } from "../paths";
import { useExcuseMember, useVerifyMember } from "../queries";
import { TeamList } from "./members-step";
import { ReportPanel } from "./report-panel";
import { VisitActions } from "./visit-actions";
import { VisitStateBadge } from "./visit-state-badge";

/** A visit past its draft: what was ordered, the team and its verification, and the next moves. */
export function VisitDetails({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const verify = useVerifyMember();
  const excuse = useExcuseMember();
  const mine = visit.members.find((m) => m.can_verify && m.user_id !== null);
  // Members with no account are confirmed by the creating office; any unconfirmed one may be excused.
  const others = visit.members.filter((m) => (m.can_verify && m.user_id === null) || m.can_excuse);
  const [excusing, setExcusing] = useState<TMember | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const confirmExcuse = () => {
    if (!excusing) return;
    const parsed = ZMemberExcuseBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(t("common:validation.required", { field: t("excuse.reason", { name: excusing.name }) }));
      return;
    }
    excuse.mutate(
      { id: excusing.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.excused"));
          setExcusing(null);
        },
        onError: notifyError,
      },
    );
  };
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
      {others.length > 0 && (
        <Group gap="sm">
          {others.map((m) => (
            <Group key={m.id} gap="xs">
              {m.can_verify && m.user_id === null && (
                <Button
                  variant="light"
                  color="green"
                  loading={verify.isPending}
                  onClick={() =>
                    verify.mutate(m.id, {
                      onSuccess: () => notifySuccess(t("toasts.confirmed")),
                      onError: notifyError,
                    })
                  }
                >
                  {t("actions.confirmFor", { name: m.name })}
                </Button>
              )}
              {m.can_excuse && (
                <Button
                  variant="light"
                  color="gray"
                  onClick={() => {
                    setReason("");
                    setReasonError(null);
                    setExcusing(m);
                  }}
                >
                  {t("actions.excuse", { name: m.name })}
                </Button>
              )}
            </Group>
          ))}
        </Group>
      )}
      <Modal opened={excusing !== null} onClose={() => setExcusing(null)} title={t("excuse.title")}>
        <Stack gap="sm">
          <Textarea
            label={excusing ? t("excuse.reason", { name: excusing.name }) : ""}
            withAsterisk
            autosize
            minRows={2}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          <Group justify="flex-end">
            <Button onClick={confirmExcuse} loading={excuse.isPending}>
              {t("excuse.save")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <VisitActions visit={visit} />
      {!["ordered", "cancelled"].includes(visit.state) && (
        <ReportPanel key={visit.report?.updated_at ?? "none"} visit={visit} />
      )}
    </Stack>
  );
}
