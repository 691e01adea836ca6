import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TIndicator, ZIndicatorBody } from "@pragati/domain/contract";
import {
  INDICATOR_AGGREGATIONS,
  INDICATOR_DIRECTIONS,
  INDICATOR_LEVELS,
  INDICATOR_UNIT_TYPES,
  REVIEW_PERIODS,
} from "@pragati/domain/indicators";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { useAuthStore } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { confirmDelete } from "../../../ui/confirm-dialog";
import { FooterDelete, FormFooter } from "../../../ui/form-footer";
import { NumberInput } from "../../../ui/inputs/number-input";
import { OfficeSelect } from "../../../ui/office-select";
import { setupOptionsQuery } from "../../setup";
import {
  emptyIndicatorValues,
  INDICATOR_FIELDS,
  type IndicatorField,
  type IndicatorValues,
  indicatorBody,
  indicatorValues,
} from "../indicator-form";
import { indicatorOptionsQuery, useDeleteIndicator, useSaveIndicator } from "../queries";

type IndicatorFormProps = { indicator: TIndicator | null; onClose: () => void };

/** Every field of SPEC.md section 3 "Ministry indicator" with issue 20's; read-only when locked or not the owner's. */
export function IndicatorForm({ indicator, onClose }: IndicatorFormProps) {
  const { t } = useTranslation("indicators");
  const fmt = useFormat();
  const ownOffice = useAuthStore((s) => s.user?.nikaya?.id ?? null);
  const fiscalYear = useFiscalYearStore((s) => s.current);
  const fiscalYears = useFiscalYearStore((s) => s.fiscalYears);
  const fiscalYearId = indicator?.fiscal_year_id ?? fiscalYear?.id ?? 0;
  const readOnly = indicator !== null && !indicator.can_manage;
  const save = useSaveIndicator();
  const remove = useDeleteIndicator();
  const units = useQuery(setupOptionsQuery("units"));
  const categories = useQuery(setupOptionsQuery("nikaya-category"));
  const parents = useQuery(indicatorOptionsQuery(fiscalYearId));

  const form = useForm<IndicatorValues>({
    initialValues: indicator ? indicatorValues(indicator) : emptyIndicatorValues(ownOffice),
    validate: (values) => {
      const errors: Record<string, string> = {};
      const fromSchema = schemaValidate(ZIndicatorBody, (path) =>
        t("common:validation.invalid", { field: t(`fields.${path.split(".")[0]}`) }),
      )(indicatorBody(values, fiscalYearId));
      for (const [path, message] of Object.entries(fromSchema))
        errors[path.split(".")[0]] ??= String(message);
      return errors;
    },
  });
  const values = form.values;
  const errorOf = (field: IndicatorField) => {
    const error = form.errors[field];
    return typeof error === "string" ? error : undefined;
  };
  const set = <F extends IndicatorField>(field: F, value: IndicatorValues[F]) => {
    form.setFieldValue(field, value as never);
    form.clearFieldError(field);
  };

  const choice = <F extends IndicatorField>(
    field: F,
    data: { value: string; label: string }[],
    options: { required?: boolean; numeric?: boolean } = {},
  ) => (
    <Select
      label={t(`fields.${field}`)}
      withAsterisk={options.required}
      placeholder={t("form.choose")}
      searchable
      clearable={!options.required}
      nothingFoundMessage={t("form.nothingFound")}
      data={data}
      value={values[field] === null ? null : String(values[field])}
      error={errorOf(field)}
      onChange={(picked) =>
        set(field, (picked === null ? null : options.numeric ? Number(picked) : picked) as IndicatorValues[F])
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
  const enumChoice = (field: IndicatorField, keys: readonly string[]) =>
    choice(
      field,
      keys.map((key) => ({ value: key, label: t(`${field}.${key}`) })),
      { required: true },
    );
  const listOptions = (
    rows: { id: number; name: string; name_np: string; parent_id: number | null }[] | undefined,
  ) =>
    (rows ?? [])
      .filter((row) => row.parent_id === null)
      .map((row) => ({ value: String(row.id), label: fmt.name(row.name, row.name_np) }));
  const number = (field: "baseline" | "annual_target" | "weightage", required = false) => (
    <NumberInput
      label={t(`fields.${field}`)}
      withAsterisk={required}
      maxDecimals={field === "weightage" ? 2 : 4}
      allowNegative={field !== "weightage"}
      description={field === "baseline" ? t("form.baselineHint") : undefined}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => set(field, value)}
    />
  );

  const submit = form.onSubmit(
    (valid) =>
      save.mutate(
        { id: indicator?.id ?? null, body: indicatorBody(valid, fiscalYearId) },
        saveCallbacks(form, INDICATOR_FIELDS, t(indicator ? "toasts.updated" : "toasts.created"), () =>
          onClose(),
        ),
      ),
    () => notifyError(t("form.fix")),
  );

  const askDelete = (target: TIndicator) =>
    confirmDelete({ t, mutation: remove, id: target.id, words: { code: target.code }, onDone: onClose });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t("fields.code")} withAsterisk {...form.getInputProps("code")} />
              {choice(
                "parent_id",
                (parents.data ?? [])
                  .filter((row) => row.id !== indicator?.id)
                  .map((row) => ({
                    value: String(row.id),
                    label: `${row.code} ${fmt.name(row.name, row.name_np)}`,
                  })),
                { numeric: true },
              )}
              {enumChoice("level", INDICATOR_LEVELS)}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t("fields.name_np")} withAsterisk {...form.getInputProps("name_np")} />
              <TextInput label={t("fields.name")} withAsterisk {...form.getInputProps("name")} />
            </SimpleGrid>
            <Textarea
              label={t("fields.definition")}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps("definition")}
            />
            {!readOnly && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Stack gap={4}>
                  <OfficeSelect
                    label={t("fields.nikaya_id")}
                    emptyLabel={t("form.chooseOffice")}
                    value={values.nikaya_id}
                    onChange={(id) => set("nikaya_id", id)}
                  />
                  {errorOf("nikaya_id") && (
                    <span role="alert" style={{ color: "var(--mantine-color-error)", fontSize: 12 }}>
                      {errorOf("nikaya_id")}
                    </span>
                  )}
                </Stack>
                <Stack gap={4}>
                  <OfficeSelect
                    label={t("fields.responsible_office_id")}
                    emptyLabel={t("form.sameOffice")}
                    clearable
                    value={values.responsible_office_id}
                    onChange={(id) => set("responsible_office_id", id)}
                  />
                  {errorOf("responsible_office_id") && (
                    <span role="alert" style={{ color: "var(--mantine-color-error)", fontSize: 12 }}>
                      {errorOf("responsible_office_id")}
                    </span>
                  )}
                </Stack>
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {enumChoice("direction", INDICATOR_DIRECTIONS)}
              {enumChoice("aggregation", INDICATOR_AGGREGATIONS)}
              {enumChoice("review_period", REVIEW_PERIODS)}
              {enumChoice("unit_type", INDICATOR_UNIT_TYPES)}
              {choice("unit_id", listOptions(units.data), { numeric: true })}
              {choice("office_category_id", listOptions(categories.data), { numeric: true })}
              {number("baseline")}
              {choice(
                "baseline_fiscal_year_id",
                fiscalYears.map((year) => ({
                  value: String(year.id),
                  label: fmt.name(year.title, year.title_np),
                })),
                { numeric: true },
              )}
              {number("annual_target")}
              {number("weightage", true)}
              <TextInput
                label={t("fields.sdg_code")}
                placeholder={fmt.digits("3.1.1")}
                {...form.getInputProps("sdg_code")}
              />
              <TextInput label={t("fields.sdg_version")} {...form.getInputProps("sdg_version")} />
            </SimpleGrid>
            <TextInput label={t("fields.data_source")} {...form.getInputProps("data_source")} />
          </Stack>
        </fieldset>
        <FormFooter
          spread
          onCancel={onClose}
          cancelLabel={t(readOnly ? "actions.close" : "actions.cancel")}
          saveLabel={readOnly ? undefined : t("actions.save")}
          saving={save.isPending}
          extra={
            indicator &&
            !readOnly && (
              <FooterDelete
                label={t("actions.delete")}
                deleting={remove.isPending}
                onClick={() => askDelete(indicator)}
              />
            )
          }
        />
      </Stack>
    </form>
  );
}
