import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TSetupItem, type TSetupItemInput, ZSetupItemInput } from "@pragati/domain/contract";
import {
  DURATION_UNITS,
  type SetupExtraIssue,
  type SetupExtraValues,
  type SetupListDefinition,
  setupExtraIssues,
} from "@pragati/domain/setup";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { FormFooter } from "../../../ui/form-footer";
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

const NAME_MAX = 200;
const CODE_MAX = 50;
const DESCRIPTION_MAX = 1000;
const SORT_ORDER_MAX = 100_000;

/** What the form checks with the API's own schema; the extras follow the domain's list rules. */
const ITEM_SCHEMA = ZSetupItemInput.pick({
  name: true,
  name_np: true,
  code: true,
  description: true,
  sort_order: true,
});

type ItemValues = {
  name_np: string;
  name: string;
  parent_id: string | null;
  code: string;
  sort_order: number | null;
  description: string;
  status: boolean;
  duration_unit: (typeof DURATION_UNITS)[number] | null;
  duration: number | null;
};

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

  // A duration that is not a number (NaN) is refused by the domain's integer rule.
  const extra = (values: ItemValues): SetupExtraValues => ({
    ...(hasExtra("duration_unit") ? { duration_unit: values.duration_unit } : {}),
    ...(hasExtra("duration") ? { duration: values.duration } : {}),
  });

  // What is sent once the checks passed: numbers as numbers.
  const extraInput = (values: ItemValues): NonNullable<TSetupItemInput["extra"]> => ({
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

  // What ZSetupItemInput refused, in the form's words.
  const fieldMessage = (field: string, values: ItemValues): string => {
    if (field === "name" || field === "name_np")
      return values[field].trim() ? t("errors.tooLong", { max: fmt.number(NAME_MAX) }) : t("errors.required");
    if (field === "code") return t("errors.tooLong", { max: fmt.number(CODE_MAX) });
    if (field === "description") return t("errors.tooLong", { max: fmt.number(DESCRIPTION_MAX) });
    return t("errors.between", { min: fmt.number(0), max: fmt.number(SORT_ORDER_MAX) });
  };

  const form = useForm<ItemValues>({
    initialValues: {
      name_np: item?.name_np ?? "",
      name: item?.name ?? "",
      parent_id: item?.parent_id ? String(item.parent_id) : null,
      code: item?.code ?? "",
      sort_order: item?.sort_order ?? 0,
      description: item?.description ?? "",
      status: item?.status ?? true,
      duration_unit: item?.extra.duration_unit ?? null,
      duration: typeof item?.extra.duration === "number" ? item.extra.duration : null,
    },
    validate: (values) => {
      const found = schemaValidate(
        ITEM_SCHEMA,
        fieldMessage,
      )({
        ...values,
        // An empty order is 0, as sent.
        sort_order: values.sort_order ?? 0,
      });
      for (const issue of setupExtraIssues(list.key, extra(values))) {
        const field = FIELDS.find((f) => f === `extra.${issue.field}`);
        if (field) found[field] = extraMessage(issue);
      }
      return found;
    },
  });
  // The extras' errors are named `extra.<key>`, as the API names them; typing clears them too.
  const setExtra = (key: "duration_unit" | "duration", change: Partial<ItemValues>) => {
    form.setValues(change);
    form.clearFieldError(`extra.${key}`);
  };

  const submit = form.onSubmit((values) => {
    const input: TSetupItemInput = {
      name: values.name.trim(),
      name_np: values.name_np.trim(),
      code: values.code.trim() || null,
      description: values.description.trim(),
      sort_order: values.sort_order ?? 0,
      status: values.status,
      ...(list.subTypes ? { parent_id: values.parent_id ? Number(values.parent_id) : null } : {}),
      ...(list.extraFields.length > 0 ? { extra: extraInput(values) } : {}),
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
          const found = apiFieldErrors(error, FIELDS);
          if (isApiError(error) && error.status === 422 && Object.keys(found).length > 0) {
            form.setErrors(found);
            return;
          }
          notifyError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("form.nameNp")} required {...form.getInputProps("name_np")} data-autofocus />
          <TextInput label={t("form.name")} required {...form.getInputProps("name")} />
        </SimpleGrid>
        {list.subTypes && (
          <Select
            label={t("form.parent")}
            placeholder={t("form.parentNone")}
            clearable
            searchable
            data={parentOptions}
            {...form.getInputProps("parent_id")}
            disabled={(item?.sub_count ?? 0) > 0}
            description={(item?.sub_count ?? 0) > 0 ? t("form.parentLocked") : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {hasExtra("duration_unit") && (
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label={t("form.durationUnit")}
              required
              data={DURATION_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
              value={form.values.duration_unit}
              error={form.errors["extra.duration_unit"]}
              onChange={(value) =>
                setExtra("duration_unit", { duration_unit: DURATION_UNITS.find((u) => u === value) ?? null })
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label={t("form.duration")}
              required
              maxDigits={9}
              value={form.values.duration}
              error={form.errors["extra.duration"]}
              onChange={(value) => setExtra("duration", { duration: value })}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t("form.code")} {...form.getInputProps("code")} />
          <NumberInput
            label={t("form.sortOrder")}
            maxDigits={9}
            {...form.getInputProps("sort_order")}
            value={form.values.sort_order}
          />
        </SimpleGrid>
        <Textarea
          label={t("form.description")}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps("description")}
        />
        <Switch label={t("form.status")} {...form.getInputProps("status", { type: "checkbox" })} />
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("form.cancel")}
          saveLabel={t("form.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
