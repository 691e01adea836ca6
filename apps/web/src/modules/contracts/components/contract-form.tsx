import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  CONTRACT_CATEGORIES,
  CONTRACT_METHODS,
  type TContract,
  type TContractBody,
  ZContractBody,
} from "@pragati/domain/contract";
import { CONTRACT_STAGES, type ContractStage } from "@pragati/domain/contracts";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useGuardedClose } from "../../../ui/unsaved-guard";
import { projectQuery } from "../../projects";
import { contractProjectsQuery, useSaveContract } from "../queries";

type Liability = { fiscal_year_id: number | null; amount: number | null };
type Values = {
  project_id: number | null;
  nikaya_id: number | null;
  fiscal_year_id: number | null;
  number: string;
  title: string;
  category: string | null;
  method: string | null;
  estimated_amount: number | null;
  contract_amount: number | null;
  contractor: string;
  joint_venture: boolean;
  multi_year: boolean;
  liabilities: Liability[];
  planned: Record<ContractStage, string>;
  physical_percent: number | null;
  amount_paid: number | null;
  remarks: string;
};

const FIELDS = [
  "project_id",
  "nikaya_id",
  "fiscal_year_id",
  "number",
  "title",
  "category",
  "method",
  "estimated_amount",
  "contract_amount",
  "contractor",
  "liabilities",
  "physical_percent",
  "amount_paid",
  "remarks",
  ...CONTRACT_STAGES.map((stage) => `planned.${stage}`),
];

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() || null : date;
};

const valuesOf = (contract: TContract | null, fiscalYearId: number | null): Values => ({
  project_id: contract?.project.id ?? null,
  nikaya_id: contract?.nikaya.id ?? null,
  fiscal_year_id: contract?.fiscal_year_id ?? fiscalYearId,
  number: contract?.number ?? "",
  title: contract?.title ?? "",
  category: contract?.category ?? null,
  method: contract?.method ?? null,
  estimated_amount: contract?.estimated_amount ?? null,
  contract_amount: contract?.contract_amount ?? null,
  contractor: contract?.contractor ?? "",
  joint_venture: contract?.joint_venture ?? false,
  multi_year: contract?.multi_year ?? false,
  liabilities: contract?.liabilities ?? [],
  planned: Object.fromEntries(CONTRACT_STAGES.map((s) => [s, contract?.planned[s] ?? ""])) as Record<
    ContractStage,
    string
  >,
  physical_percent: contract?.physical_percent ?? 0,
  amount_paid: contract?.amount_paid ?? 0,
  remarks: contract?.remarks ?? "",
});

const bodyOf = (values: Values): TContractBody =>
  ({
    ...values,
    contractor: values.contractor.trim() || null,
    multi_year: values.multi_year,
    liabilities: values.multi_year ? values.liabilities : [],
    planned: Object.fromEntries(CONTRACT_STAGES.map((s) => [s, dateText(values.planned[s])])),
    physical_percent: values.physical_percent ?? 0,
    amount_paid: values.amount_paid ?? 0,
  }) as TContractBody;

type ContractFormProps = {
  contract: TContract | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
};

/** The contract's details: project and office, procurement, amounts, multi-year liability, planned dates. */
export function ContractForm({ contract, readOnly, onClose, onSaved }: ContractFormProps) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const calendar = useCalendar();
  const fiscalYears = useFiscalYearStore((s) => s.fiscalYears);
  const yearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const save = useSaveContract();
  const [search, setSearch] = useState("");
  // The chosen project stays among the options while the list follows what is typed.
  const [chosen, setChosen] = useState(
    contract ? { value: String(contract.project.id), label: contract.project.name } : null,
  );
  const projects = useQuery(contractProjectsQuery(chosen && search === chosen.label ? "" : search));

  const labelOf = (field: string) =>
    field.startsWith("planned.") ? t(`stages.${field.slice("planned.".length)}`) : t(`fields.${field}`);
  const form = useForm<Values>({
    initialValues: valuesOf(contract, yearId),
    validate: (values) => {
      const errors: Record<string, string> = {};
      const fromSchema = schemaValidate<TContractBody>(ZContractBody, (path) => path)(bodyOf(values));
      for (const path of Object.keys(fromSchema)) {
        const field = path.startsWith("planned.") ? path : path.split(".")[0];
        errors[field] ??= t("common:validation.invalid", { field: labelOf(field) });
      }
      for (const stage of CONTRACT_STAGES)
        if (readBsDate(values.planned[stage], calendar) === "invalid")
          errors[`planned.${stage}`] = t("common:validation.date", { field: labelOf(`planned.${stage}`) });
      return errors;
    },
  });
  const close = useGuardedClose(!readOnly && form.isDirty(), onClose);
  const values = form.values;
  const project = useQuery({ ...projectQuery(values.project_id ?? 0), enabled: values.project_id !== null });

  const submit = form.onSubmit(
    (valid) =>
      save.mutate(
        { id: contract?.id ?? null, body: bodyOf(valid) },
        saveCallbacks(form, FIELDS, t(contract ? "toasts.updated" : "toasts.created"), (saved) =>
          onSaved(saved.id),
        ),
      ),
    () => notifyError(t("common:validation.fix")),
  );

  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === "string" ? error : undefined;
  };
  const projectOptions = [
    ...(chosen ? [chosen] : []),
    ...(projects.data?.data ?? [])
      .filter((row) => String(row.id) !== chosen?.value)
      .map((row) => ({ value: String(row.id), label: row.code ? `${row.name} (${row.code})` : row.name })),
  ];
  const officeOptions = project.data
    ? [project.data.nikaya, ...project.data.offices.filter((o) => o.id !== project.data.nikaya.id)].map(
        (o) => ({
          value: String(o.id),
          label: fmt.name(o.name, o.name_np),
        }),
      )
    : contract
      ? [
          {
            value: String(contract.nikaya.id),
            label: fmt.name(contract.nikaya.name, contract.nikaya.name_np),
          },
        ]
      : [];
  const yearOptions = fiscalYears.map((fy) => ({
    value: String(fy.id),
    label: fmt.name(fy.title, fy.title_np),
  }));
  const pick = (field: keyof Values, value: unknown) => {
    form.setFieldValue(field, value as never);
    form.clearFieldError(field);
  };
  const amount = (field: "estimated_amount" | "contract_amount" | "amount_paid" | "physical_percent") => (
    <NumberInput
      label={labelOf(field)}
      description={field === "physical_percent" ? undefined : t("form.lakhHint")}
      withAsterisk={field === "estimated_amount"}
      maxDecimals={2}
      maxDigits={10}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => pick(field, value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("form.label")}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={labelOf("project_id")}
              withAsterisk
              searchable
              placeholder={t("form.choose")}
              nothingFoundMessage={t("form.nothingFound")}
              data={projectOptions}
              searchValue={search}
              onSearchChange={setSearch}
              value={values.project_id === null ? null : String(values.project_id)}
              error={errorOf("project_id")}
              onChange={(picked, option) => {
                setChosen(picked ? option : null);
                pick("project_id", picked ? Number(picked) : null);
                pick("nikaya_id", null);
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={labelOf("nikaya_id")}
              withAsterisk
              placeholder={t("form.choose")}
              data={officeOptions}
              value={values.nikaya_id === null ? null : String(values.nikaya_id)}
              error={errorOf("nikaya_id")}
              onChange={(picked) => pick("nikaya_id", picked ? Number(picked) : null)}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={labelOf("fiscal_year_id")}
              withAsterisk
              data={yearOptions}
              value={values.fiscal_year_id === null ? null : String(values.fiscal_year_id)}
              error={errorOf("fiscal_year_id")}
              onChange={(picked) => pick("fiscal_year_id", picked ? Number(picked) : null)}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label={labelOf("number")} withAsterisk {...form.getInputProps("number")} />
            <TextInput label={labelOf("title")} withAsterisk {...form.getInputProps("title")} />
            <Select
              label={labelOf("category")}
              withAsterisk
              placeholder={t("form.choose")}
              data={CONTRACT_CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
              value={values.category}
              error={errorOf("category")}
              onChange={(picked) => pick("category", picked)}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={labelOf("method")}
              withAsterisk
              placeholder={t("form.choose")}
              data={CONTRACT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
              value={values.method}
              error={errorOf("method")}
              onChange={(picked) => pick("method", picked)}
              comboboxProps={{ withinPortal: true }}
            />
            {amount("estimated_amount")}
            {amount("contract_amount")}
            <TextInput label={labelOf("contractor")} {...form.getInputProps("contractor")} />
            <Checkbox
              mt="lg"
              label={labelOf("joint_venture")}
              {...form.getInputProps("joint_venture", { type: "checkbox" })}
            />
            {amount("physical_percent")}
            {amount("amount_paid")}
          </SimpleGrid>

          <Fieldset legend={t("form.multiYear")}>
            <Stack gap="sm">
              <Checkbox
                label={labelOf("multi_year")}
                {...form.getInputProps("multi_year", { type: "checkbox" })}
              />
              {values.multi_year &&
                values.liabilities.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
                  <Group key={index} align="flex-end" wrap="nowrap">
                    <Select
                      label={t("form.liabilityYear")}
                      data={yearOptions}
                      value={row.fiscal_year_id === null ? null : String(row.fiscal_year_id)}
                      onChange={(picked) =>
                        form.setFieldValue(
                          `liabilities.${index}.fiscal_year_id`,
                          picked ? Number(picked) : null,
                        )
                      }
                      comboboxProps={{ withinPortal: true }}
                    />
                    <NumberInput
                      label={t("form.liabilityAmount")}
                      maxDecimals={2}
                      maxDigits={10}
                      value={row.amount}
                      onChange={(value) => form.setFieldValue(`liabilities.${index}.amount`, value)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mb={4}
                      aria-label={t("form.removeLiability")}
                      onClick={() => form.removeListItem("liabilities", index)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ))}
              {values.multi_year && (
                <Group justify="space-between">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => form.insertListItem("liabilities", { fiscal_year_id: null, amount: null })}
                  >
                    {t("form.addLiability")}
                  </Button>
                </Group>
              )}
              {errorOf("liabilities") && (
                <div role="alert" style={{ color: "var(--mantine-color-error)", fontSize: 14 }}>
                  {errorOf("liabilities")}
                </div>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t("form.plannedDates")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {CONTRACT_STAGES.map((stage) => (
                <BsDateInput
                  key={stage}
                  label={labelOf(`planned.${stage}`)}
                  placeholder={fmt.bsDate("2082-04-01")}
                  value={values.planned[stage]}
                  error={errorOf(`planned.${stage}`)}
                  onChange={(typed) => {
                    form.setFieldValue(`planned.${stage}`, typed);
                    form.clearFieldError(`planned.${stage}`);
                  }}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Textarea label={labelOf("remarks")} autosize minRows={2} {...form.getInputProps("remarks")} />
        </Stack>
      </fieldset>
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={close}>
          {t(readOnly ? "actions.close" : "actions.cancel")}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={save.isPending}>
            {t("actions.save")}
          </Button>
        )}
      </Group>
    </form>
  );
}
