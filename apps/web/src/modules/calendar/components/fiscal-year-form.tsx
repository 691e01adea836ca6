import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Calendar, fiscalYearTitle, tryParseBs } from "@pragati/domain/calendar";
import { type TFiscalYear, type TFiscalYearBody, ZFiscalYearBody } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { FormFooter } from "../../../ui/form-footer";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { useSaveFiscalYear } from "../month-table-queries";

const FIELDS = ["title_np", "title", "start_from", "end_at"] as const;

/** A BS date as sent: read from either script; one that cannot be read goes as typed for the API to name. */
const dateText = (typed: string) => {
  const date = readBsDate(typed, null);
  return date === "invalid" || date === null ? typed.trim() : date;
};

/** What a new year starts with: the year after the last one, 1 Shrawan to the end of Ashadh. */
const nextYearValues = (years: readonly TFiscalYear[], calendar: Calendar | null): TFiscalYearBody => {
  const starts = years.map((fy) => tryParseBs(fy.start_from)?.year ?? 0);
  const next = starts.length > 0 ? Math.max(...starts) + 1 : (calendar?.todayBs().year ?? 2083);
  const range = (() => {
    try {
      return calendar?.fiscalYearRange(next) ?? null;
    } catch {
      // Past the month table's last year: admin types the dates.
      return null;
    }
  })();
  return {
    title: fiscalYearTitle(next, "en"),
    title_np: fiscalYearTitle(next, "np"),
    start_from: range?.start_from ?? "",
    end_at: range?.end_at ?? "",
  };
};

type FiscalYearFormProps = {
  /** The year to edit; a new one when null. */
  year: TFiscalYear | null;
  years: readonly TFiscalYear[];
  onDone: () => void;
};

/** Add or edit a fiscal year: titles in both languages and its BS start and end (the API checks them against the month table). */
export function FiscalYearForm({ year, years, onDone }: FiscalYearFormProps) {
  const { t } = useTranslation("calendar");
  const fmt = useFormat();
  const calendar = useCalendar();
  const save = useSaveFiscalYear();
  const form = useForm<TFiscalYearBody>({
    initialValues: year
      ? { title: year.title, title_np: year.title_np, start_from: year.start_from, end_at: year.end_at }
      : nextYearValues(years, calendar),
    validate: (values) => {
      const errors = schemaValidate<TFiscalYearBody>(ZFiscalYearBody, (field) =>
        t(field === "title" || field === "title_np" ? "yearForm.errors.title" : "yearForm.errors.date"),
      )({ ...values, start_from: dateText(values.start_from), end_at: dateText(values.end_at) });
      const start = readBsDate(values.start_from, calendar);
      const end = readBsDate(values.end_at, calendar);
      if (start === "invalid") errors.start_from = t("yearForm.errors.date");
      if (end === "invalid") errors.end_at = t("yearForm.errors.date");
      if (start && end && start !== "invalid" && end !== "invalid" && end <= start)
        errors.end_at = t("yearForm.errors.order");
      return errors;
    },
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: year?.id ?? null,
        body: {
          title: values.title.trim(),
          title_np: values.title_np.trim(),
          start_from: dateText(values.start_from),
          end_at: dateText(values.end_at),
        },
      },
      saveCallbacks(
        form,
        FIELDS,
        (saved) =>
          t(year ? "yearForm.saved" : "yearForm.added", { title: fmt.name(saved.title, saved.title_np) }),
        () => onDone(),
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("yearForm.titleNp")} withAsterisk {...form.getInputProps("title_np")} />
          <TextInput label={t("yearForm.titleEn")} withAsterisk {...form.getInputProps("title")} />
          <BsDateInput
            label={t("yearForm.start")}
            withAsterisk
            placeholder={fmt.bsDate("2086-04-01")}
            value={form.values.start_from}
            error={form.errors.start_from}
            onChange={(typed) => form.setFieldValue("start_from", typed)}
          />
          <BsDateInput
            label={t("yearForm.end")}
            withAsterisk
            placeholder={fmt.bsDate("2087-03-31")}
            value={form.values.end_at}
            error={form.errors.end_at}
            onChange={(typed) => form.setFieldValue("end_at", typed)}
          />
        </SimpleGrid>
        <FormFooter
          onCancel={onDone}
          cancelLabel={t("yearForm.cancel")}
          saveLabel={t("yearForm.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
