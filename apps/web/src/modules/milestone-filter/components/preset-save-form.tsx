import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { expiryValue, latestExpiry } from "../preset-expiry";
import { useSavePreset } from "../queries";

const FIELDS = ["title", "expires_at", "milestone_ids"] as const;

/** Saves the current selection as a preset with a title and an expiry (default: one year from today). */
export function PresetSaveForm({ milestoneIds }: { milestoneIds: readonly number[] }) {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const calendar = useCalendar();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [title, setTitle] = useState("");
  const [expires, setExpires] = useState("");
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const save = useSavePreset();
  const latest = latestExpiry(calendar);

  const submit = (event: FormEvent) => {
    // The form sits inside the filter's own dialog; its submit must not reach any outer form.
    event.preventDefault();
    event.stopPropagation();
    const expiry = expiryValue(expires, calendar);
    const found = {
      title: title.trim() ? undefined : t("milestoneFilter.save.titleRequired"),
      expires_at: expiry.ok ? undefined : t("milestoneFilter.save.invalidDate"),
      milestone_ids: milestoneIds.length > 0 ? undefined : t("milestoneFilter.save.nothingSelected"),
    };
    setErrors(found);
    if (!expiry.ok || found.title || found.milestone_ids) return;
    save.mutate(
      {
        title: title.trim(),
        expires_at: expiry.value,
        milestone_ids: [...milestoneIds],
        ...(fiscalYearId === null ? {} : { fiscal_year_id: fiscalYearId }),
      },
      {
        onSuccess: () => {
          notifySuccess(t("milestoneFilter.save.done"));
          setTitle("");
          setExpires("");
        },
        onError: (error) => {
          fromApi(error);
          notifyError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("milestoneFilter.save.heading")}>
      <Stack gap="xs">
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label={t("milestoneFilter.save.title")}
            withAsterisk
            maxLength={100}
            value={title}
            error={errors.title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              clear("title");
            }}
          />
          <BsDateInput
            label={t("milestoneFilter.save.expiresAt")}
            placeholder={latest ? fmt.digits(latest) : undefined}
            description={
              latest ? t("milestoneFilter.save.expiresHint", { date: fmt.bsDate(latest) }) : undefined
            }
            value={expires}
            error={errors.expires_at}
            onChange={(text) => {
              setExpires(text);
              clear("expires_at");
            }}
          />
        </Group>
        {errors.milestone_ids && (
          <Text size="sm" c="red" role="alert">
            {errors.milestone_ids}
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
