import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { expiryValue, latestExpiry, PRESET_TITLE_SCHEMA } from "../preset-expiry";
import { useSavePreset } from "../queries";

const FIELDS = ["title", "expires_at", "milestone_ids"] as const;

/** Saves the current selection as a preset with a title and an expiry (default: one year from today). */
export function PresetSaveForm({ milestoneIds }: { milestoneIds: readonly number[] }) {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const calendar = useCalendar();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const form = useForm({
    initialValues: { title: "", expires_at: "" },
    validate: (values) => ({
      ...schemaValidate(PRESET_TITLE_SCHEMA, () => t("milestoneFilter.save.titleRequired"))(values),
      ...(expiryValue(values.expires_at, calendar).ok
        ? {}
        : { expires_at: t("milestoneFilter.save.invalidDate") }),
      ...(milestoneIds.length > 0 ? {} : { milestone_ids: t("milestoneFilter.save.nothingSelected") }),
    }),
  });
  const save = useSavePreset();
  const latest = latestExpiry(calendar);

  const submit = form.onSubmit((values) => {
    const expiry = expiryValue(values.expires_at, calendar);
    if (!expiry.ok) return;
    save.mutate(
      {
        title: values.title.trim(),
        expires_at: expiry.value,
        milestone_ids: [...milestoneIds],
        ...(fiscalYearId === null ? {} : { fiscal_year_id: fiscalYearId }),
      },
      saveCallbacks(form, FIELDS, t("milestoneFilter.save.done"), () => form.reset()),
    );
  });

  return (
    <form
      onSubmit={(event) => {
        // The form sits inside the filter's own dialog; its submit must not reach any outer form.
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-label={t("milestoneFilter.save.heading")}
    >
      <Stack gap="xs">
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label={t("milestoneFilter.save.title")}
            withAsterisk
            maxLength={100}
            {...form.getInputProps("title")}
          />
          <BsDateInput
            label={t("milestoneFilter.save.expiresAt")}
            placeholder={latest ? fmt.digits(latest) : undefined}
            description={
              latest ? t("milestoneFilter.save.expiresHint", { date: fmt.bsDate(latest) }) : undefined
            }
            {...form.getInputProps("expires_at")}
            value={form.values.expires_at}
          />
        </Group>
        {form.errors.milestone_ids && (
          <Text size="sm" c="red" role="alert">
            {form.errors.milestone_ids}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            {t("milestoneFilter.save.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
