import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { TDecision, TMeeting } from "@pragati/domain/contract";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { RowAction } from "../../../ui/data-table/row-actions";
import { PlainTable } from "../../../ui/plain-table";
import { useDeleteDecision } from "../queries";
import { DecisionFormModal } from "./decision-form-modal";
import { DecisionStatusBadge } from "./decision-status-badge";

/** The decisions of a meeting the user sees, each with its due date and whether it is overdue. */
export function DecisionList({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const remove = useDeleteDecision();
  // undefined: closed; null: a new decision; else that decision.
  const [editing, setEditing] = useState<TDecision | null | undefined>(undefined);
  const hidden = meeting.decisions.length < meeting.decision_count || !meeting.can_manage;

  const confirmDelete = (decision: TDecision) =>
    confirmMutation({
      title: t("decisions.deleteTitle"),
      message: t("decisions.deleteMessage", { number: fmt.digits(decision.item_no) }),
      mutation: remove,
      variables: decision.id,
      done: t("toasts.decisionDeleted"),
    });

  const office = (ref: { name: string; name_np: string }) => fmt.name(ref.name, ref.name_np);
  /** What the decision concerns: its project, milestone and indicator, when linked. */
  const links = (decision: TDecision) => [
    ...(decision.project ? [t("decisions.linked.project", { name: decision.project.name })] : []),
    ...(decision.milestone
      ? [
          t("decisions.linked.milestone", {
            name: `${fmt.digits(decision.milestone.code)} · ${decision.milestone.title}`,
          }),
        ]
      : []),
    ...(decision.indicator
      ? [
          t("decisions.linked.indicator", {
            name: `${fmt.digits(decision.indicator.code)} · ${fmt.name(decision.indicator.name, decision.indicator.name_np)}`,
          }),
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="h4">
          {t("decisions.title")}
        </Title>
        {meeting.can_manage && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            {t("actions.addDecision")}
          </Button>
        )}
      </Group>
      {hidden && !meeting.can_manage && (
        <Text size="sm" c="dimmed">
          {t("decisions.hiddenNote")}
        </Text>
      )}
      {meeting.decisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("decisions.none")}
        </Text>
      ) : (
        <PlainTable
          verticalSpacing="xs"
          label={t("decisions.label")}
          minWidth={720}
          rows={meeting.decisions}
          rowKey={(decision) => decision.id}
          rowProps={() => ({ "data-testid": "decision-row" })}
          columns={[
            { title: t("decisions.columns.number"), render: (decision) => fmt.digits(decision.item_no) },
            {
              title: t("decisions.columns.description"),
              render: (decision) => (
                <>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {decision.description}
                  </Text>
                  {links(decision).map((link) => (
                    <Text key={link} size="xs" c="dimmed" data-testid="decision-link">
                      {link}
                    </Text>
                  ))}
                </>
              ),
            },
            {
              title: t("decisions.columns.implementing"),
              render: (decision) => office(decision.implementing_office),
            },
            {
              title: t("decisions.columns.reporting"),
              render: (decision) => office(decision.reporting_office),
            },
            {
              title: t("decisions.columns.due"),
              render: (decision) => (
                <Stack gap={2}>
                  <Text size="sm">{fmt.bsDate(decision.due_date)}</Text>
                  {decision.next_report_date && !decision.overdue && (
                    <Text size="xs" c="dimmed">
                      {t("decisions.nextReport", { date: fmt.bsDate(decision.next_report_date) })}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              title: t("decisions.columns.status"),
              render: (decision) => (
                <Stack gap={4} align="flex-start">
                  <DecisionStatusBadge status={decision.status} percent={decision.implementation_percent} />
                  {decision.overdue && (
                    <Badge color="red" variant="light">
                      {t("decisions.overdue", { days: fmt.number(decision.days_overdue) })}
                    </Badge>
                  )}
                </Stack>
              ),
            },
            ...(meeting.can_manage
              ? [
                  {
                    title: t("decisions.columns.actions"),
                    render: (decision: TDecision) => {
                      const number = fmt.digits(decision.item_no);
                      return (
                        <Group gap={4} wrap="nowrap">
                          <RowAction
                            label={t("actions.editDecision", { number })}
                            icon={<IconPencil size={16} />}
                            onClick={() => setEditing(decision)}
                          />
                          <RowAction
                            label={t("actions.deleteDecision", { number })}
                            icon={<IconTrash size={16} />}
                            color="red"
                            onClick={() => confirmDelete(decision)}
                          />
                        </Group>
                      );
                    },
                  },
                ]
              : []),
          ]}
        />
      )}
      <DecisionFormModal
        meetingId={meeting.id}
        decision={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Stack>
  );
}
