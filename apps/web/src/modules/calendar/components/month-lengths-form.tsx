import { Alert, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { monthNames } from "@pragati/domain/calendar";
import { ZMonthLengthUpdate } from "@pragati/domain/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { schemaValidate } from "../../../lib/schema-form";
import { FormFooter } from "../../../ui/form-footer";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useUpdateMonthLengths } from "../month-table-queries";

type MonthLengthsFormProps = {
  year: number;
  /** Current lengths, Baishakh..Chaitra. */
  months: number[];
  onDone: () => void;
};

/** A length typed as a whole number (NumberInput gives null for none, NaN for other text). */
const isDays = (value: number | null): value is number => value !== null && !Number.isNaN(value);

type Values = { months: (number | null)[] };

/** The 12 month lengths of one BS year: each 29..32 here (ZMonthLengthUpdate), the year total checked by the API (422). */
export function MonthLengthsForm({ year, months, onDone }: MonthLengthsFormProps) {
  const { t } = useTranslation("calendar");
  const fmt = useFormat();
  const update = useUpdateMonthLengths();
  const [formError, setFormError] = useState<string | null>(null);
  const names = monthNames(fmt.locale);
  const form = useForm<Values>({
    initialValues: { months: [...months] },
    // A wrong length is named as soon as its field is left.
    validateInputOnBlur: true,
    onValuesChange: () => setFormError(null),
    validate: schemaValidate(ZMonthLengthUpdate, (field, values: Values) =>
      isDays(values.months[Number(field.split(".")[1])] ?? null)
        ? t("monthForm.errors.range")
        : t("monthForm.errors.integer"),
    ),
  });

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || error.status !== 422) {
      notifyError(error);
      return;
    }
    // The API names a month's error `months.<i>`, as the form names its field.
    const perMonth: Record<string, string> = {};
    const general: string[] = [];
    for (const field of Object.keys(error.fieldErrors)) {
      const message = error.fieldMessage(field) ?? "";
      if (/^months\.\d+$/.test(field)) perMonth[field] = message;
      else general.push(message);
    }
    form.setErrors(perMonth);
    setFormError(
      general.length > 0 ? general.join(", ") : Object.keys(perMonth).length > 0 ? null : error.message,
    );
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(
      { year, months: values.months.map((days) => (isDays(days) ? days : 0)) },
      {
        onSuccess: () => {
          notifySuccess(t("monthForm.saved", { year: fmt.digits(year) }));
          onDone();
        },
        onError: showServerErrors,
      },
    );
  });

  const total = form.values.months.reduce<number>((sum, days) => sum + (isDays(days) ? days : 0), 0);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("monthForm.help")}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {form.values.months.map((value, index) => (
            <NumberInput
              {...form.getInputProps(`months.${index}`)}
              key={names[index]}
              label={t("monthForm.daysOf", { month: names[index] })}
              maxDigits={3}
              maxLength={3}
              value={value}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={600} data-testid="month-total">
          {t("monthForm.total", { total: fmt.number(total) })}
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("monthForm.cancel")}
          saveLabel={t("monthForm.save")}
          saving={update.isPending}
        />
      </Stack>
    </form>
  );
}
