import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { monthNames } from "@pragati/domain/calendar";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { NumberInput } from "../../../ui/inputs/number-input";
import { useUpdateMonthLengths } from "../month-table-queries";

const MIN_DAYS = 29;
const MAX_DAYS = 32;

type MonthLengthsFormProps = {
  year: number;
  /** Current lengths, Baishakh..Chaitra. */
  months: number[];
  onDone: () => void;
};

/** A length typed as a whole number (NumberInput gives null for none, NaN for other text). */
const isDays = (value: number | null): value is number => value !== null && !Number.isNaN(value);

/** The 12 month lengths of one BS year: each 29..32 here, the year total checked by the API (422). */
export function MonthLengthsForm({ year, months, onDone }: MonthLengthsFormProps) {
  const { t } = useTranslation("calendar");
  const fmt = useFormat();
  const update = useUpdateMonthLengths();
  const [values, setValues] = useState<(number | null)[]>(() => [...months]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const names = monthNames(fmt.locale);

  const check = (days: number | null): string | null => {
    if (!isDays(days)) return t("monthForm.errors.integer");
    if (days < MIN_DAYS || days > MAX_DAYS) return t("monthForm.errors.range");
    return null;
  };

  const change = (index: number, days: number | null) => {
    setValues((current) => current.map((v, i) => (i === index ? days : v)));
    setErrors(({ [index]: _cleared, ...rest }) => rest);
    setFormError(null);
  };

  const blur = (index: number) => {
    const message = check(values[index]);
    if (message) setErrors((current) => ({ ...current, [index]: message }));
  };

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error) || error.status !== 422) {
      notifyError(error);
      return;
    }
    const perMonth: Record<number, string> = {};
    const general: string[] = [];
    for (const field of Object.keys(error.fieldErrors)) {
      const message = error.fieldMessage(field) ?? "";
      const match = /^months\.(\d+)$/.exec(field);
      if (match) perMonth[Number(match[1])] = message;
      else general.push(message);
    }
    setErrors(perMonth);
    setFormError(
      general.length > 0 ? general.join(", ") : Object.keys(perMonth).length > 0 ? null : error.message,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    values.forEach((days, index) => {
      const message = check(days);
      if (message) found[index] = message;
    });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { year, months: values.map((days) => (isDays(days) ? days : 0)) },
      {
        onSuccess: () => {
          notifySuccess(t("monthForm.saved", { year: fmt.digits(year) }));
          onDone();
        },
        onError: showServerErrors,
      },
    );
  };

  const total = values.reduce<number>((sum, days) => sum + (isDays(days) ? days : 0), 0);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("monthForm.help")}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {values.map((value, index) => (
            <NumberInput
              key={names[index]}
              label={t("monthForm.daysOf", { month: names[index] })}
              maxDigits={3}
              maxLength={3}
              value={value}
              error={errors[index]}
              onChange={(days) => change(index, days)}
              onBlur={() => blur(index)}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("monthForm.cancel")}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t("monthForm.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
