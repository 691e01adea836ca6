import { Button, Fieldset, Group, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TCostRevisionBody,
  type TProject,
  type TTimeExtensionBody,
  ZCostRevisionBody,
  ZTimeExtensionBody,
} from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useAddCostRevision, useAddTimeExtension } from "../queries";

const PLAIN = { border: 0, padding: 0, margin: 0 };

type HistoryProps = { project: TProject; readOnly: boolean };

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() : date;
};

/**
 * The cost and time history of a project: every revision and extension as entered, the original
 * estimate and end date above them, and (with `project.manage`) a form to add one more.
 */
export function ProjectHistory({ project, readOnly }: HistoryProps) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const empty = (
    <Text c="dimmed" size="sm">
      {t("history.none")}
    </Text>
  );

  return (
    <Stack gap="lg">
      <Fieldset legend={t("history.costTitle")}>
        <Stack gap="sm">
          <Text size="sm">
            {t("history.original", {
              amount: fmt.number(project.initial_cost),
            })}
          </Text>
          {project.cost_revisions.length === 0 ? (
            empty
          ) : (
            <Table striped withTableBorder aria-label={t("history.costTitle")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("history.date")}</Table.Th>
                  <Table.Th>{t("history.amount")}</Table.Th>
                  <Table.Th>{t("history.reason")}</Table.Th>
                  <Table.Th>{t("history.by")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.cost_revisions.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{fmt.bsDate(row.revised_on)}</Table.Td>
                    <Table.Td>{fmt.number(row.amount)}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                    <Table.Td>{row.created_by_name ?? "-"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {!readOnly && <CostRevisionForm projectId={project.id} />}
        </Stack>
      </Fieldset>

      <Fieldset legend={t("history.timeTitle")}>
        <Stack gap="sm">
          <Text size="sm">{t("history.originalEnd", { date: fmt.bsDate(project.expected_end_date) })}</Text>
          {project.time_extensions.length === 0 ? (
            empty
          ) : (
            <Table striped withTableBorder aria-label={t("history.timeTitle")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("history.date")}</Table.Th>
                  <Table.Th>{t("history.newEnd")}</Table.Th>
                  <Table.Th>{t("history.reason")}</Table.Th>
                  <Table.Th>{t("history.by")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {project.time_extensions.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{fmt.bsDate(row.extended_on)}</Table.Td>
                    <Table.Td>{fmt.bsDate(row.new_end_date)}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                    <Table.Td>{row.created_by_name ?? "-"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {!readOnly && <TimeExtensionForm projectId={project.id} />}
        </Stack>
      </Fieldset>
    </Stack>
  );
}

type CostValues = { revised_on: string; amount: number | null; reason: string };

function CostRevisionForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const calendar = useCalendar();
  const add = useAddCostRevision(projectId);
  const form = useForm<CostValues>({
    initialValues: { revised_on: "", amount: null, reason: "" },
    validate: (values) => {
      const errors = schemaValidate<TCostRevisionBody>(ZCostRevisionBody, (field) =>
        t(
          field === "reason"
            ? "history.errors.reason"
            : field === "amount"
              ? "history.errors.amount"
              : "common:validation.date",
          {
            field: t("history.date"),
          },
        ),
      )({ ...values, revised_on: dateText(values.revised_on) } as TCostRevisionBody);
      if (readBsDate(values.revised_on, calendar) === "invalid")
        errors.revised_on = t("common:validation.date", { field: t("history.date") });
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      { revised_on: dateText(values.revised_on), amount: values.amount ?? 0, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.revisionAdded"));
          form.reset();
        },
        onError: (error) => {
          form.setErrors(apiFieldErrors(error, ["revised_on", "amount", "reason"]));
          notifyError(error);
        },
      },
    ),
  );
  return (
    // Not a <form>: it sits inside the profile form, and a nested form would submit that one too.
    <fieldset aria-label={t("history.addRevision")} style={PLAIN}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BsDateInput
          label={t("history.revisedOn")}
          withAsterisk
          placeholder={fmt.bsDate("2082-04-01")}
          value={form.values.revised_on}
          error={form.errors.revised_on}
          onChange={(typed) => form.setFieldValue("revised_on", typed)}
        />
        <NumberInput
          label={t("history.newCost")}
          withAsterisk
          maxDecimals={2}
          maxDigits={10}
          value={form.values.amount}
          error={form.errors.amount}
          onChange={(value) => form.setFieldValue("amount", value)}
        />
        <TextInput label={t("history.reason")} withAsterisk {...form.getInputProps("reason")} />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="light" loading={add.isPending} onClick={() => submit()}>
          {t("history.addRevision")}
        </Button>
      </Group>
    </fieldset>
  );
}

type TimeValues = { extended_on: string; new_end_date: string; reason: string };

function TimeExtensionForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const calendar = useCalendar();
  const add = useAddTimeExtension(projectId);
  const form = useForm<TimeValues>({
    initialValues: { extended_on: "", new_end_date: "", reason: "" },
    validate: (values) => {
      const errors = schemaValidate<TTimeExtensionBody>(ZTimeExtensionBody, (field) =>
        t(field === "reason" ? "history.errors.reason" : "common:validation.date", {
          field: t("history.date"),
        }),
      )({
        ...values,
        extended_on: dateText(values.extended_on),
        new_end_date: dateText(values.new_end_date),
      });
      for (const field of ["extended_on", "new_end_date"] as const)
        if (readBsDate(values[field], calendar) === "invalid")
          errors[field] = t("common:validation.date", { field: t("history.date") });
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        extended_on: dateText(values.extended_on),
        new_end_date: dateText(values.new_end_date),
        reason: values.reason.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.extensionAdded"));
          form.reset();
        },
        onError: (error) => {
          form.setErrors(apiFieldErrors(error, ["extended_on", "new_end_date", "reason"]));
          notifyError(error);
        },
      },
    ),
  );
  return (
    <fieldset aria-label={t("history.addExtension")} style={PLAIN}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BsDateInput
          label={t("history.extendedOn")}
          withAsterisk
          placeholder={fmt.bsDate("2082-04-01")}
          value={form.values.extended_on}
          error={form.errors.extended_on}
          onChange={(typed) => form.setFieldValue("extended_on", typed)}
        />
        <BsDateInput
          label={t("history.newEnd")}
          withAsterisk
          placeholder={fmt.bsDate("2082-04-01")}
          value={form.values.new_end_date}
          error={form.errors.new_end_date}
          onChange={(typed) => form.setFieldValue("new_end_date", typed)}
        />
        <TextInput label={t("history.reason")} withAsterisk {...form.getInputProps("reason")} />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="light" loading={add.isPending} onClick={() => submit()}>
          {t("history.addExtension")}
        </Button>
      </Group>
    </fieldset>
  );
}
