import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, Textarea } from "@mantine/core";
import type { TContract } from "@pragati/domain/contract";
import {
  CONTRACT_MOVES,
  CONTRACT_STAGES,
  type ContractAction,
  type ContractStage,
} from "@pragati/domain/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors } from "../../../lib/schema-form";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { useMoveContract } from "../queries";
import { StatusBadge } from "./status-badge";

/** The stages with their planned and actual dates, and (with `contract.manage`) the moves open from the status. */
export function ContractStages({ contract, readOnly }: { contract: TContract; readOnly: boolean }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const [action, setAction] = useState<ContractAction | null>(null);

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t("fields.status")}
        </Text>
        <StatusBadge state={contract.status} />
        {contract.late && (
          <Badge color="red" variant="light">
            {t("badges.late")}
          </Badge>
        )}
      </Group>
      <Table striped withTableBorder aria-label={t("stagesTable.label")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("stagesTable.stage")}</Table.Th>
            <Table.Th>{t("stagesTable.planned")}</Table.Th>
            <Table.Th>{t("stagesTable.actual")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CONTRACT_STAGES.map((stage) => (
            <Table.Tr key={stage}>
              <Table.Td>{t(`stages.${stage}`)}</Table.Td>
              <Table.Td>{fmt.bsDate(contract.planned[stage])}</Table.Td>
              <Table.Td>{fmt.bsDate(contract.actual[stage])}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td>{t("stages.revised_completion")}</Table.Td>
            <Table.Td>{fmt.bsDate(contract.revised_completion)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {contract.closed_on && (
        <Text size="sm">
          {t("stagesTable.closed", { date: fmt.bsDate(contract.closed_on), reason: contract.close_reason })}
        </Text>
      )}
      {!readOnly && contract.actions.length > 0 && (
        <Group gap="sm">
          {contract.actions.map((name) => (
            <Button
              key={name}
              variant={CONTRACT_MOVES[name].stage ? "filled" : "light"}
              color={CONTRACT_MOVES[name].stage ? undefined : "red"}
              onClick={() => setAction(name)}
            >
              {t(`moves.${name}`)}
            </Button>
          ))}
        </Group>
      )}
      {action && <MoveModal contract={contract} action={action} onClose={() => setAction(null)} />}
    </Stack>
  );
}

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() || null : date;
};

function MoveModal({
  contract,
  action,
  onClose,
}: {
  contract: TContract;
  action: ContractAction;
  onClose: () => void;
}) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const calendar = useCalendar();
  const move = useMoveContract(contract.id);
  const spec = CONTRACT_MOVES[action];
  // The stage's own date first, then the earlier ones it may record on the way (not yet recorded).
  const stages: ContractStage[] = spec.stage
    ? [spec.stage, ...spec.optional.filter((stage) => !contract.actual[stage])]
    : [];
  const [dates, setDates] = useState<Record<string, string>>({});
  const [closedOn, setClosedOn] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    if (spec.stage && !dates[spec.stage]?.trim())
      found[`dates.${spec.stage}`] = t("common:validation.required", { field: t(`stages.${spec.stage}`) });
    for (const stage of stages)
      if (readBsDate(dates[stage] ?? "", calendar) === "invalid")
        found[`dates.${stage}`] = t("common:validation.date", { field: t(`stages.${stage}`) });
    if (!spec.stage) {
      if (!closedOn.trim()) found.closed_on = t("common:validation.required", { field: t("move.closedOn") });
      else if (readBsDate(closedOn, calendar) === "invalid")
        found.closed_on = t("common:validation.date", { field: t("move.closedOn") });
      if (!reason.trim()) found.reason = t("common:validation.required", { field: t("move.reason") });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    move.mutate(
      {
        action,
        dates: Object.fromEntries(stages.map((stage) => [stage, dateText(dates[stage] ?? "")])),
        closed_on: spec.stage ? null : dateText(closedOn),
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.moved"));
          onClose();
        },
        onError: (error) => {
          setErrors(
            apiFieldErrors(error, [
              ...stages.map((s) => `dates.${s}`),
              "closed_on",
              "reason",
              "contract_amount",
            ]) as Record<string, string>,
          );
          notifyError(error);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(`moves.${action}`)} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`moveHints.${action}`)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {stages.map((stage) => (
            <BsDateInput
              key={stage}
              label={t("move.actualDate", { stage: t(`stages.${stage}`) })}
              withAsterisk={stage === spec.stage}
              placeholder={fmt.bsDate("2082-04-01")}
              value={dates[stage] ?? ""}
              error={errors[`dates.${stage}`]}
              onChange={(typed) => setDates({ ...dates, [stage]: typed })}
            />
          ))}
          {!spec.stage && (
            <BsDateInput
              label={t("move.closedOn")}
              withAsterisk
              placeholder={fmt.bsDate("2082-04-01")}
              value={closedOn}
              error={errors.closed_on}
              onChange={setClosedOn}
            />
          )}
        </SimpleGrid>
        {!spec.stage && (
          <Textarea
            label={t("move.reason")}
            withAsterisk
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        {errors.contract_amount && (
          <Text c="red" size="sm" role="alert">
            {errors.contract_amount}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("actions.cancel")}
          </Button>
          <Button loading={move.isPending} onClick={submit}>
            {t("move.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
