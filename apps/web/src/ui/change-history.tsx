import { Button, Fieldset, Group, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../lib/calendar";
import { useFormat } from "../lib/format";
import { notifyError, notifySuccess } from "../lib/notify";
import { apiFieldErrors } from "../lib/schema-form";
import { readBsDate } from "./inputs/bs-date";
import { BsDateInput } from "./inputs/bs-date-input";
import { NumberInput } from "./inputs/number-input";

export type HistoryColumn<R> = { label: string; cell: (row: R) => ReactNode };

/**
 * One part of a record's change history (a project's cost revisions, a contract's extensions): the value it
 * started from, every change as entered, and the form for one more where the caller may add one.
 */
export function ChangeHistorySection<R extends { id: number }>(props: {
  legend: string;
  start: string;
  noneText: string;
  rows: readonly R[];
  columns: readonly HistoryColumn<R>[];
  form?: ReactNode;
}) {
  const { legend, start, noneText, rows, columns, form } = props;
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <Text size="sm">{start}</Text>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {noneText}
          </Text>
        ) : (
          <Table striped withTableBorder aria-label={legend}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {form}
      </Stack>
    </Fieldset>
  );
}

export type ChangeField<K extends string> = { name: K; label: string; kind: "date" | "amount" | "text" };
type Typed = string | number | null;

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() : date;
};

/**
 * The form that adds one change: every field required, dates of the calendar, an amount above zero (in
 * lakh, two decimals). Not a <form>: it sits inside the record's own form, which a nested form would submit.
 */
export function ChangeEntryForm<B extends object>(props: {
  label: string;
  fields: readonly ChangeField<keyof B & string>[];
  successText: string;
  /** The module's mutation that stores one change (its body has the fields' names). */
  mutation: {
    isPending: boolean;
    mutate: (body: B, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
}) {
  type K = keyof B & string;
  const { label, fields, successText, mutation } = props;
  const { t } = useTranslation("common");
  const fmt = useFormat();
  const calendar = useCalendar();
  const form = useForm<Record<K, Typed>>({
    initialValues: Object.fromEntries(fields.map((f) => [f.name, f.kind === "amount" ? null : ""])) as Record<
      K,
      Typed
    >,
    validate: (values) =>
      Object.fromEntries(
        fields.flatMap((f) => {
          const value = values[f.name];
          const read = f.kind === "date" ? readBsDate(String(value ?? ""), calendar) : "";
          if (read === null || read === "invalid") return [[f.name, t("validation.date")]];
          if (f.kind === "amount" && (typeof value !== "number" || Number.isNaN(value) || value <= 0))
            return [[f.name, t("validation.invalid", { field: f.label })]];
          if (f.kind === "text" && !String(value ?? "").trim())
            return [[f.name, t("validation.required", { field: f.label })]];
          return [];
        }),
      ),
  });
  const submit = form.onSubmit((values) => {
    const body = Object.fromEntries(
      fields.map((f) => {
        const value = values[f.name];
        if (f.kind === "amount") return [f.name, Number(value)];
        return [f.name, f.kind === "date" ? dateText(String(value)) : String(value).trim()];
      }),
    ) as B;
    mutation.mutate(body, {
      onSuccess: () => {
        notifySuccess(successText);
        form.reset();
      },
      onError: (error) => {
        form.setErrors(
          apiFieldErrors(
            error,
            fields.map((f) => f.name),
          ),
        );
        notifyError(error);
      },
    });
  });

  return (
    <fieldset aria-label={label} style={{ border: 0, padding: 0, margin: 0 }}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {fields.map((f) => {
          const value = form.values[f.name];
          const error = form.errors[f.name];
          if (f.kind === "date")
            return (
              <BsDateInput
                key={f.name}
                label={f.label}
                withAsterisk
                placeholder={fmt.bsDate("2082-04-01")}
                value={String(value ?? "")}
                error={error}
                onChange={(typed) => form.setFieldValue(f.name, typed as never)}
              />
            );
          if (f.kind === "amount")
            return (
              <NumberInput
                key={f.name}
                label={f.label}
                withAsterisk
                maxDecimals={2}
                maxDigits={10}
                value={typeof value === "number" ? value : null}
                error={error}
                onChange={(typed) => form.setFieldValue(f.name, typed as never)}
              />
            );
          return <TextInput key={f.name} label={f.label} withAsterisk {...form.getInputProps(f.name)} />;
        })}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="light" loading={mutation.isPending} onClick={() => submit()}>
          {label}
        </Button>
      </Group>
    </fieldset>
  );
}

type Extension = { id: number; extended_on: string; new_end_date: string; reason: string };

/**
 * The extensions of time of a project or a contract: the end date they started from, each extension as
 * entered (with the module's own columns before and after), and the form for one more when `mutation` is given.
 */
export function TimeExtensionSection<R extends Extension>(props: {
  start: string;
  rows: readonly R[];
  lead?: readonly HistoryColumn<R>[];
  trail?: readonly HistoryColumn<R>[];
  mutation?:
    | false
    | {
        isPending: boolean;
        mutate: (
          body: Pick<Extension, "extended_on" | "new_end_date" | "reason">,
          callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
        ) => void;
      };
}) {
  const { t } = useTranslation("common");
  const fmt = useFormat();
  return (
    <ChangeHistorySection
      legend={t("history.extensions")}
      start={props.start}
      noneText={t("history.none")}
      rows={props.rows}
      columns={[
        ...(props.lead ?? []),
        { label: t("history.date"), cell: (row) => fmt.bsDate(row.extended_on) },
        { label: t("history.newEnd"), cell: (row) => fmt.bsDate(row.new_end_date) },
        { label: t("history.reason"), cell: (row) => row.reason },
        ...(props.trail ?? []),
      ]}
      form={
        props.mutation && (
          <ChangeEntryForm
            label={t("history.addExtension")}
            fields={[
              { name: "extended_on", label: t("history.extendedOn"), kind: "date" },
              { name: "new_end_date", label: t("history.newEnd"), kind: "date" },
              { name: "reason", label: t("history.reason"), kind: "text" },
            ]}
            successText={t("history.extensionAdded")}
            mutation={props.mutation}
          />
        )
      }
    />
  );
}
