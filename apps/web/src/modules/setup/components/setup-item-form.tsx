import { Button, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import type { TSetupItem, TSetupItemInput } from "@pragati/domain/contract";
import {
  DURATION_UNITS,
  type SetupExtraIssue,
  type SetupExtraValues,
  type SetupListDefinition,
  setupExtraIssues,
} from "@pragati/domain/setup";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type FieldErrorMap, useFieldErrors } from "../../../lib/use-field-errors";
import { NumberInput } from "../../../ui/inputs/number-input";
import { setupOptionsQuery, useSaveSetupItem } from "../queries";

const FIELDS = [
  "name_np",
  "name",
  "parent_id",
  "code",
  "sort_order",
  "description",
  "status",
  "extra.duration_unit",
  "extra.duration",
] as const;
type Field = (typeof FIELDS)[number];

const NAME_MAX = 200;
const CODE_MAX = 50;
const DESCRIPTION_MAX = 1000;
const SORT_ORDER_MAX = 100_000;

type SetupItemFormProps = {
  list: SetupListDefinition;
  /** The entry to edit; null adds one. */
  item: TSetupItem | null;
  onDone: () => void;
};

/** Add or edit one entry of a setup list; checks what it can before sending, shows the server's 422. */
export function SetupItemForm({ list, item, onDone }: SetupItemFormProps) {
  const { t } = useTranslation("setup");
  const fmt = useFormat();
  const save = useSaveSetupItem(list.key);
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const [values, setValues] = useState(() => ({
    name_np: item?.name_np ?? "",
    name: item?.name ?? "",
    parent_id: item?.parent_id ? String(item.parent_id) : null,
    code: item?.code ?? "",
    sort_order: (item?.sort_order ?? 0) as number | null,
    description: item?.description ?? "",
    status: item?.status ?? true,
    duration_unit: item?.extra.duration_unit ?? null,
    duration: typeof item?.extra.duration === "number" ? item.extra.duration : null,
  }));
  const hasExtra = (key: string) => list.extraFields.some((f) => f.key === key);
  const options = useQuery({ ...setupOptionsQuery(list.key), enabled: list.subTypes !== null });

  // Main types only, never the entry itself; an inactive current parent is still shown.
  const parentOptions = (options.data ?? [])
    .filter((o) => o.parent_id === null && o.id !== item?.id)
    .map((o) => ({ value: String(o.id), label: fmt.name(o.name, o.name_np) }));
  if (item?.parent_id && !parentOptions.some((o) => o.value === String(item.parent_id)))
    parentOptions.push({
      value: String(item.parent_id),
      label: fmt.name(item.parent_name, item.parent_name_np),
    });

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K], field: Field) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(field);
  };
  // A duration that is not a number (NaN) is refused by the domain's integer rule.
  const extra = (): SetupExtraValues => ({
    ...(hasExtra("duration_unit") ? { duration_unit: values.duration_unit } : {}),
    ...(hasExtra("duration") ? { duration: values.duration } : {}),
  });

  // What is sent once the checks passed: numbers as numbers.
  const extraInput = (): NonNullable<TSetupItemInput["extra"]> => ({
    ...(hasExtra("duration_unit") ? { duration_unit: values.duration_unit } : {}),
    ...(hasExtra("duration") ? { duration: values.duration } : {}),
  });

  const extraMessage = (issue: SetupExtraIssue): string => {
    switch (issue.issue) {
      case "required":
        return t("errors.required");
      case "not_allowed":
        return t("errors.notAllowed");
      case "integer":
        return t("errors.wholeNumber");
      case "choice":
        return t("errors.choice");
      case "min":
        return t("errors.min", { min: fmt.number(issue.limit) });
      case "max":
        return t("errors.max", { max: fmt.number(issue.limit) });
    }
  };

  const check = (): FieldErrorMap<Field> => {
    const found: FieldErrorMap<Field> = {};
    const text = (field: "name_np" | "name", max: number) => {
      const value = values[field].trim();
      if (!value) found[field] = t("errors.required");
      else if (value.length > max) found[field] = t("errors.tooLong", { max: fmt.number(max) });
    };
    text("name_np", NAME_MAX);
    text("name", NAME_MAX);
    if (values.code.trim().length > CODE_MAX) found.code = t("errors.tooLong", { max: fmt.number(CODE_MAX) });
    if (values.description.trim().length > DESCRIPTION_MAX)
      found.description = t("errors.tooLong", { max: fmt.number(DESCRIPTION_MAX) });
    const order = values.sort_order ?? 0;
    if (Number.isNaN(order) || order > SORT_ORDER_MAX)
      found.sort_order = t("errors.between", { min: fmt.number(0), max: fmt.number(SORT_ORDER_MAX) });
    for (const issue of setupExtraIssues(list.key, extra())) {
      const field = FIELDS.find((f) => f === `extra.${issue.field}`);
      if (field) found[field] = extraMessage(issue);
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: TSetupItemInput = {
      name: values.name.trim(),
      name_np: values.name_np.trim(),
      code: values.code.trim() || null,
      description: values.description.trim(),
      sort_order: values.sort_order ?? 0,
      status: values.status,
      ...(list.subTypes ? { parent_id: values.parent_id ? Number(values.parent_id) : null } : {}),
      ...(list.extraFields.length > 0 ? { extra: extraInput() } : {}),
    };
    save.mutate(
      { id: item?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t(item ? "toasts.saved" : "toasts.added", { name: fmt.name(saved.name, saved.name_np) }),
          );
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && fromApi(error)) return;
          notifyError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("form.nameNp")}
            required
            value={values.name_np}
            error={errors.name_np}
            onChange={(e) => set("name_np", e.currentTarget.value, "name_np")}
            data-autofocus
          />
          <TextInput
            label={t("form.name")}
            required
            value={values.name}
            error={errors.name}
            onChange={(e) => set("name", e.currentTarget.value, "name")}
          />
        </SimpleGrid>
        {list.subTypes && (
          <Select
            label={t("form.parent")}
            placeholder={t("form.parentNone")}
            clearable
            searchable
            data={parentOptions}
            value={values.parent_id}
            error={errors.parent_id}
            disabled={(item?.sub_count ?? 0) > 0}
            description={(item?.sub_count ?? 0) > 0 ? t("form.parentLocked") : undefined}
            onChange={(value) => set("parent_id", value, "parent_id")}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {hasExtra("duration_unit") && (
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label={t("form.durationUnit")}
              required
              data={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
              value={values.duration_unit}
              error={errors["extra.duration_unit"]}
              onChange={(value) =>
                set("duration_unit", DURATION_UNITS.find((u) => u === value) ?? null, "extra.duration_unit")
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label={t("form.duration")}
              required
              maxDigits={9}
              value={values.duration}
              error={errors["extra.duration"]}
              onChange={(value) => set("duration", value, "extra.duration")}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t("form.code")}
            value={values.code}
            error={errors.code}
            onChange={(e) => set("code", e.currentTarget.value, "code")}
          />
          <NumberInput
            label={t("form.sortOrder")}
            maxDigits={9}
            value={values.sort_order}
            error={errors.sort_order}
            onChange={(value) => set("sort_order", value, "sort_order")}
          />
        </SimpleGrid>
        <Textarea
          label={t("form.description")}
          autosize
          minRows={2}
          maxRows={5}
          value={values.description}
          error={errors.description}
          onChange={(e) => set("description", e.currentTarget.value, "description")}
        />
        <Switch
          label={t("form.status")}
          checked={values.status}
          error={errors.status}
          onChange={(e) => set("status", e.currentTarget.checked, "status")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
