import { Button, Group, Modal, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TOfficeBudget, ZOfficeBudgetBody } from "@pragati/domain/contract";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { useCan } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { actionsColumn, RowAction } from "../../../ui/data-table/row-actions";
import { FormFooter } from "../../../ui/form-footer";
import { NumberInput } from "../../../ui/inputs/number-input";
import { allFiscalYearsQuery } from "../../calendar";
import { OFFICE_PATHS, useSaveBudget } from "../queries";

const AMOUNTS = ["current", "capital", "financial", "total"] as const;
type Amount = (typeof AMOUNTS)[number];
const FIELDS = ["fiscal_year_id", ...AMOUNTS] as const;

/** Rupees with up to two decimals (NumberInput's rules). */
const AMOUNT_RULES = { maxDecimals: 2, maxDigits: 13 } as const;
/** What the form checks of the API's body; the office is the screen's. */
const BUDGET_SCHEMA = ZOfficeBudgetBody.omit({ nikaya_id: true });
type BudgetValues = { fiscal_year_id: string | null } & Record<Amount, number | null>;
const paisa = (amount: number) => Math.round(amount * 100);

type Editing = { fiscalYearId: number | null; budget: TOfficeBudget | null };

/** The office's budget per fiscal year (current, capital, financial, total), one per year. */
export function OfficeBudgets({ officeId }: { officeId: number }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const canUpdate = useCan("office.update");
  const currentYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const amount = (value: number) => fmt.number(value, { decimals: 2 });

  const columns: DataTableColumn<TOfficeBudget>[] = [
    {
      accessor: "fiscal_year_title",
      title: t("budget.fiscalYear"),
      render: (row) => fmt.name(row.fiscal_year_title, row.fiscal_year_title_np),
    },
    ...AMOUNTS.map(
      (field): DataTableColumn<TOfficeBudget> => ({
        accessor: field,
        title: t(`budget.${field}`),
        textAlign: "right",
        render: (row) => amount(row[field]),
      }),
    ),
    { accessor: "updated_at", title: t("budget.updatedAt"), render: (row) => fmt.dateTime(row.updated_at) },
  ];
  if (canUpdate)
    columns.push(
      actionsColumn(t("columns.actions"), (row) => (
        <RowAction
          label={t("budget.editYear", { year: fmt.name(row.fiscal_year_title, row.fiscal_year_title_np) })}
          icon={<IconPencil size={16} />}
          onClick={() => setEditing({ fiscalYearId: row.fiscal_year_id, budget: row })}
        />
      )),
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t("budget.help")}
        </Text>
        {canUpdate && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing({ fiscalYearId: currentYearId, budget: null })}
          >
            {t("budget.add")}
          </Button>
        )}
      </Group>
      <DataTable<TOfficeBudget>
        path={OFFICE_PATHS.budgets}
        label={t("budget.tableLabel")}
        columns={columns}
        filters={{ nikaya_id: officeId }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t("budget.formTitle")}
        centered
      >
        {editing && <BudgetForm officeId={officeId} editing={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function BudgetForm({
  officeId,
  editing,
  onClose,
}: {
  officeId: number;
  editing: Editing;
  onClose: () => void;
}) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const save = useSaveBudget();
  const years = useQuery(allFiscalYearsQuery());
  // The total follows the three heads until the user types a total of their own.
  const [totalTyped, setTotalTyped] = useState(editing.budget !== null);
  const form = useForm<BudgetValues>({
    initialValues: {
      fiscal_year_id: editing.fiscalYearId === null ? null : String(editing.fiscalYearId),
      ...(Object.fromEntries(AMOUNTS.map((field) => [field, editing.budget?.[field] ?? null])) as Record<
        Amount,
        number | null
      >),
    },
    validate: (values) => {
      const found = schemaValidate(BUDGET_SCHEMA, (field) =>
        field === "fiscal_year_id" ? t("common:validation.requiredHere") : t("budget.errors.amount"),
      )({ ...values, fiscal_year_id: values.fiscal_year_id ? Number(values.fiscal_year_id) : null });
      // The sum rule (the API's too) needs every amount first.
      if (Object.keys(found).length > 0) return found;
      const sum = paisa(values.current ?? 0) + paisa(values.capital ?? 0) + paisa(values.financial ?? 0);
      return paisa(values.total ?? 0) === sum
        ? {}
        : { total: t("budget.errors.total", { sum: fmt.number(sum / 100, { decimals: 2 }) }) };
    },
  });

  const change = (field: Amount, value: number | null) => {
    form.setFieldValue(field, value);
    if (field === "total") {
      setTotalTyped(true);
      return;
    }
    form.clearFieldError("total");
    if (totalTyped) return;
    const parts = (["current", "capital", "financial"] as const).map((f) =>
      f === field ? (value ?? 0) : (form.getValues()[f] ?? 0),
    );
    if (parts.every((p) => !Number.isNaN(p)))
      form.setFieldValue("total", parts.reduce((sum, p) => sum + paisa(p), 0) / 100);
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        nikaya_id: officeId,
        fiscal_year_id: Number(values.fiscal_year_id),
        current: values.current ?? 0,
        capital: values.capital ?? 0,
        financial: values.financial ?? 0,
        total: values.total ?? 0,
      },
      saveCallbacks(form, FIELDS, t("budget.saved"), () => onClose()),
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label={t("budget.fiscalYear")}
          withAsterisk
          placeholder={t("form.choose")}
          data={(years.data?.data ?? []).map((fy) => ({
            value: String(fy.id),
            label: fmt.name(fy.title, fy.title_np),
          }))}
          {...form.getInputProps("fiscal_year_id")}
          disabled={editing.budget !== null}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="xs" c="dimmed">
          {t("budget.unit")}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {AMOUNTS.map((field) => (
            <NumberInput
              {...AMOUNT_RULES}
              key={field}
              label={t(`budget.${field}`)}
              withAsterisk
              value={form.values[field]}
              error={form.errors[field]}
              onChange={(value) => change(field, value)}
            />
          ))}
        </SimpleGrid>
        <FormFooter
          onCancel={onClose}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
