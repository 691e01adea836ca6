import { Button, Fieldset, Group, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TContract } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors } from "../../../lib/schema-form";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useAddExtension, useAddVariation } from "../queries";

const PLAIN = { border: 0, padding: 0, margin: 0 };

const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() : date;
};

/**
 * Variations and extensions of time as entered, the original amount and planned completion above them;
 * an awarded or running contract takes more (with `contract.manage`).
 */
export function ContractHistory({ contract, readOnly }: { contract: TContract; readOnly: boolean }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const open = !readOnly && (contract.status === "awarded" || contract.status === "active");
  const none = (
    <Text c="dimmed" size="sm">
      {t("history.none")}
    </Text>
  );

  return (
    <Stack gap="lg">
      <Fieldset legend={t("history.variations")}>
        <Stack gap="sm">
          <Text size="sm">
            {t("history.originalAmount", { amount: fmt.number(contract.contract_amount) })}
          </Text>
          {contract.variations.length === 0 ? (
            none
          ) : (
            <Table striped withTableBorder aria-label={t("history.variations")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("history.number")}</Table.Th>
                  <Table.Th>{t("history.date")}</Table.Th>
                  <Table.Th>{t("history.newAmount")}</Table.Th>
                  <Table.Th>{t("history.reason")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contract.variations.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{fmt.digits(row.number)}</Table.Td>
                    <Table.Td>{fmt.bsDate(row.varied_on)}</Table.Td>
                    <Table.Td>{fmt.number(row.new_amount)}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {open && <VariationForm contractId={contract.id} />}
        </Stack>
      </Fieldset>
      <Fieldset legend={t("history.extensions")}>
        <Stack gap="sm">
          <Text size="sm">{t("history.originalEnd", { date: fmt.bsDate(contract.planned.completion) })}</Text>
          {contract.extensions.length === 0 ? (
            none
          ) : (
            <Table striped withTableBorder aria-label={t("history.extensions")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("history.number")}</Table.Th>
                  <Table.Th>{t("history.date")}</Table.Th>
                  <Table.Th>{t("history.newEnd")}</Table.Th>
                  <Table.Th>{t("history.reason")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contract.extensions.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{fmt.digits(row.number)}</Table.Td>
                    <Table.Td>{fmt.bsDate(row.extended_on)}</Table.Td>
                    <Table.Td>{fmt.bsDate(row.new_end_date)}</Table.Td>
                    <Table.Td>{row.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {open && <ExtensionForm contractId={contract.id} />}
        </Stack>
      </Fieldset>
    </Stack>
  );
}

type VariationValues = { varied_on: string; new_amount: number | null; reason: string };

function VariationForm({ contractId }: { contractId: number }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const calendar = useCalendar();
  const add = useAddVariation(contractId);
  const form = useForm<VariationValues>({
    initialValues: { varied_on: "", new_amount: null, reason: "" },
    validate: {
      varied_on: (value) =>
        !value.trim() || readBsDate(value, calendar) === "invalid"
          ? t("common:validation.date", { field: t("history.date") })
          : null,
      new_amount: (value) =>
        value === null || Number.isNaN(value) || value <= 0
          ? t("common:validation.invalid", { field: t("history.newAmount") })
          : null,
      reason: (value) =>
        value.trim() ? null : t("common:validation.required", { field: t("history.reason") }),
    },
  });
  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        varied_on: dateText(values.varied_on),
        new_amount: values.new_amount ?? 0,
        reason: values.reason.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(t("toasts.variationAdded"));
          form.reset();
        },
        onError: (error) => {
          form.setErrors(apiFieldErrors(error, ["varied_on", "new_amount", "reason"]));
          notifyError(error);
        },
      },
    ),
  );
  return (
    <fieldset aria-label={t("history.addVariation")} style={PLAIN}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <BsDateInput
          label={t("history.variedOn")}
          withAsterisk
          placeholder={fmt.bsDate("2082-04-01")}
          value={form.values.varied_on}
          error={form.errors.varied_on}
          onChange={(typed) => form.setFieldValue("varied_on", typed)}
        />
        <NumberInput
          label={t("history.newAmount")}
          withAsterisk
          maxDecimals={2}
          maxDigits={10}
          value={form.values.new_amount}
          error={form.errors.new_amount}
          onChange={(value) => form.setFieldValue("new_amount", value)}
        />
        <TextInput label={t("history.reason")} withAsterisk {...form.getInputProps("reason")} />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="light" loading={add.isPending} onClick={() => submit()}>
          {t("history.addVariation")}
        </Button>
      </Group>
    </fieldset>
  );
}

type ExtensionValues = { extended_on: string; new_end_date: string; reason: string };

function ExtensionForm({ contractId }: { contractId: number }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const calendar = useCalendar();
  const add = useAddExtension(contractId);
  const dateRule = (value: string) =>
    !value.trim() || readBsDate(value, calendar) === "invalid"
      ? t("common:validation.date", { field: t("history.date") })
      : null;
  const form = useForm<ExtensionValues>({
    initialValues: { extended_on: "", new_end_date: "", reason: "" },
    validate: {
      extended_on: dateRule,
      new_end_date: dateRule,
      reason: (value) =>
        value.trim() ? null : t("common:validation.required", { field: t("history.reason") }),
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
