import { Anchor, Stack, Text } from "@mantine/core";
import type { ApprovalAction, ApprovalStream, TApproval } from "@pragati/domain/contract";
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconSend, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { actionsColumn, RowAction } from "../../../ui/data-table/row-actions";
import { RATE_ACTIVITY_PATH } from "../../progress";
import { APPROVALS_LIST_PATH, useApprovalStep } from "../queries";
import { ApprovalStateBadge } from "./approval-state-badge";
import { ChecksModal } from "./checks-modal";
import { ReturnModal } from "./return-modal";
import { SubmitModal } from "./submit-modal";

const ICONS: Record<ApprovalAction, ReactNode> = {
  submit: <IconSend size={18} />,
  approve: <IconCheck size={18} />,
  return: <IconArrowBackUp size={18} />,
  unapprove: <IconX size={18} />,
};
const COLORS: Record<ApprovalAction, string> = {
  submit: "blue",
  approve: "green",
  return: "orange",
  unapprove: "red",
};

/** Whether the month's next approval is its top level's. */
const awaitsTop = (row: TApproval) =>
  (row.state === "submitted" || row.state === "approved") && row.level + 1 === row.levels;

type ApprovalTableProps = { stream: ApprovalStream; month: number; officeId: number | null };

/**
 * Each office of the caller's scope with its month of the stream: state, reason, who submitted and who
 * moved it last, and the steps the API says the caller may take (it decides again when one is taken).
 * Submitting reads the month's data-quality warnings first and asks for an explanation of each; every
 * row opens its warnings with the explanations kept with the month.
 */
export function ApprovalTable({ stream, month, officeId }: ApprovalTableProps) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  const step = useApprovalStep();
  const [returning, setReturning] = useState<TApproval | null>(null);
  const [submitting, setSubmitting] = useState<TApproval | null>(null);
  const [checking, setChecking] = useState<TApproval | null>(null);

  const officeOf = (row: TApproval) => fmt.name(row.office_name, row.office_name_np);
  const take = (row: TApproval, action: ApprovalAction) => {
    if (action === "return") return setReturning(row);
    if (action === "submit") return setSubmitting(row);
    const words = { office: officeOf(row), month: fmt.fiscalMonth(row.month) };
    confirmMutation({
      title: t(`confirm.${action}.title`, words),
      message: t(`confirm.${action}.message`, words),
      confirmLabel: t(`actions.${action}`),
      danger: action === "unapprove",
      mutation: step,
      variables: { action, row },
      done: t(`toasts.${action}`),
    });
  };

  const actor = (who: TApproval["submitted_by"], at: string | null) =>
    who ? (
      <Stack gap={0}>
        <Text size="sm">{who.name}</Text>
        <Text size="xs" c="dimmed">
          {fmt.dateTime(at)}
        </Text>
      </Stack>
    ) : (
      "-"
    );

  const columns: DataTableColumn<TApproval>[] = [
    { accessor: "office", title: t("columns.office"), render: (row) => officeOf(row) },
    {
      accessor: "state",
      title: t("columns.state"),
      noWrap: true,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <ApprovalStateBadge approval={row} />
          {/* The top level approves action-plan progress once the secretary has rated every entry. */}
          {awaitsTop(row) && row.unrated > 0 && (
            <Anchor component={Link} to={`/${RATE_ACTIVITY_PATH}`} size="xs">
              {t("unrated", { n: fmt.number(row.unrated) })}
            </Anchor>
          )}
        </Stack>
      ),
    },
    {
      accessor: "reason",
      title: t("columns.reason"),
      render: (row) =>
        row.state === "returned" && row.reason ? (
          <Text size="sm" lineClamp={3}>
            {row.reason}
          </Text>
        ) : (
          "-"
        ),
    },
    {
      accessor: "submitted",
      title: t("columns.submitted"),
      render: (row) => actor(row.submitted_by, row.submitted_at),
    },
    { accessor: "acted", title: t("columns.acted"), render: (row) => actor(row.acted_by, row.acted_at) },
    actionsColumn(t("columns.actions"), (row) => [
      ...row.actions.map((action) => (
        <RowAction
          key={action}
          label={t(`rowActions.${action}`, { office: officeOf(row) })}
          icon={ICONS[action]}
          color={COLORS[action]}
          variant="light"
          onClick={() => take(row, action)}
        />
      )),
      <RowAction
        key="checks"
        label={t("rowActions.checks", { office: officeOf(row) })}
        icon={<IconAlertTriangle size={18} />}
        color="gray"
        variant="light"
        onClick={() => setChecking(row)}
      />,
    ]),
  ];

  return (
    <>
      <DataTable<TApproval>
        path={APPROVALS_LIST_PATH}
        tableKey="approvals"
        label={t("table.label")}
        columns={columns}
        idAccessor={(row) => row.office_id}
        filters={{ stream, month, office_id: officeId ?? undefined }}
      />
      <ReturnModal approval={returning} onClose={() => setReturning(null)} />
      <SubmitModal approval={submitting} onClose={() => setSubmitting(null)} />
      <ChecksModal approval={checking} onClose={() => setChecking(null)} />
    </>
  );
}
