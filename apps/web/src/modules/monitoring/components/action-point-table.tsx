import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { ACTION_POINT_STATUSES, ANSWER_STATUSES, type TActionPoint } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { ACTION_POINTS_LIST_PATH, useAnswerActionPoint } from "../queries";
import { ActionPointStatusBadge } from "./action-point-list";
import { PointClaimModal } from "./point-claim-modal";

type Answer = { status: (typeof ANSWER_STATUSES)[number]; actions_taken: string; reason: string };

/** The responsible office's answer: completed needs the actions taken, not accepted a reason. */
function AnswerModal({ point, onClose }: { point: TActionPoint | null; onClose: () => void }) {
  const { t } = useTranslation("monitoring");
  const answer = useAnswerActionPoint();
  const [values, setValues] = useState<Answer>({ status: "in_progress", actions_taken: "", reason: "" });
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    if (!point) return;
    if (values.status === "completed" && !values.actions_taken.trim())
      return setError(t("common:validation.required", { field: t("points.fields.actions_taken") }));
    if (values.status === "not_accepted" && !values.reason.trim())
      return setError(t("common:validation.required", { field: t("points.fields.reason") }));
    answer.mutate(
      { id: point.id, body: values },
      {
        onSuccess: () => {
          notifySuccess(t("points.answered"));
          onClose();
        },
        onError: notifyError,
      },
    );
  };
  return (
    <Modal opened={point !== null} onClose={onClose} title={t("points.answer")}>
      <Stack gap="sm">
        <Text size="sm">{point?.description}</Text>
        <Select
          label={t("points.fields.status")}
          allowDeselect={false}
          data={ANSWER_STATUSES.map((value) => ({ value, label: t(`points.statuses.${value}`) }))}
          value={values.status}
          onChange={(status) => {
            setValues({ ...values, status: status as Answer["status"] });
            setError(null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        {values.status === "completed" && (
          <Text size="sm" c="dimmed">
            {t("claims.claimHint")}
          </Text>
        )}
        {values.status !== "not_accepted" ? (
          <Textarea
            label={t("points.fields.actions_taken")}
            withAsterisk={values.status === "completed"}
            autosize
            minRows={3}
            value={values.actions_taken}
            error={error}
            onChange={(event) => {
              setValues({ ...values, actions_taken: event.currentTarget.value });
              setError(null);
            }}
          />
        ) : (
          <Textarea
            label={t("points.fields.reason")}
            withAsterisk
            autosize
            minRows={3}
            value={values.reason}
            error={error}
            onChange={(event) => {
              setValues({ ...values, reason: event.currentTarget.value });
              setError(null);
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("actions.dismiss")}
          </Button>
          <Button onClick={send} loading={answer.isPending}>
            {t("points.send")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Action points the user sees: its visits' and, once accepted, those its offices answer; overdue derived. */
export function ActionPointTable() {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const [status, setStatus] = useState<string | null>(null);
  const [overdue, setOverdue] = useState(false);
  const [answering, setAnswering] = useState<TActionPoint | null>(null);
  const [claiming, setClaiming] = useState<TActionPoint | null>(null);

  const columns: DataTableColumn<TActionPoint>[] = [
    { accessor: "description", title: t("points.fields.description") },
    {
      accessor: "visit",
      title: t("points.fields.visit"),
      render: (row) => row.visit.title,
    },
    {
      accessor: "responsible_nikaya",
      title: t("points.fields.responsible_nikaya_id"),
      render: (row) => fmt.name(row.responsible_nikaya.name, row.responsible_nikaya.name_np),
    },
    {
      accessor: "due_date",
      title: t("points.fields.due_date"),
      noWrap: true,
      render: (row) => fmt.bsDate(row.due_date),
    },
    {
      accessor: "priority",
      title: t("points.fields.priority"),
      render: (row) => t(`points.priorities.${row.priority}`),
    },
    {
      accessor: "status",
      title: t("points.fields.status"),
      render: (row) => <ActionPointStatusBadge point={row} />,
    },
    {
      accessor: "actions_taken",
      title: t("points.fields.actions_taken"),
      render: (row) => row.actions_taken || row.reason,
    },
    {
      accessor: "actions",
      title: "",
      textAlign: "right",
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {row.can_answer && (
            <Button size="xs" variant="light" onClick={() => setAnswering(row)}>
              {t("points.answer")}
            </Button>
          )}
          {(row.can_attach || row.can_review || row.files.length > 0) && (
            <Button
              size="xs"
              variant={row.can_review ? "filled" : "light"}
              color={row.can_review ? "green" : undefined}
              aria-label={`${t("claims.open")}: ${row.description}`}
              onClick={() => setClaiming(row)}
            >
              {t("claims.open")}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable<TActionPoint>
        path={ACTION_POINTS_LIST_PATH}
        tableKey="anugaman-action-points"
        label={t("points.tableLabel")}
        columns={columns}
        filters={{ status: status ?? undefined, overdue: overdue ? "yes" : undefined }}
        toolbar={
          <Group gap="sm" align="flex-end">
            <Select
              label={t("points.fields.status")}
              placeholder={t("filters.allStates")}
              clearable
              data={ACTION_POINT_STATUSES.map((value) => ({
                value,
                label: t(`points.statuses.${value}`),
              }))}
              value={status}
              onChange={setStatus}
            />
            <Button variant={overdue ? "filled" : "light"} color="red" onClick={() => setOverdue(!overdue)}>
              {t("points.onlyOverdue")}
            </Button>
          </Group>
        }
      />
      <AnswerModal key={answering?.id ?? 0} point={answering} onClose={() => setAnswering(null)} />
      {claiming && <PointClaimModal key={claiming.id} point={claiming} onClose={() => setClaiming(null)} />}
    </>
  );
}
