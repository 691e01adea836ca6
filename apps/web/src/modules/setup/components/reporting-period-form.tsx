import { MultiSelect, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import type { TReportingPeriodSetting, TReportingPeriodUpdate } from "@pragati/domain/contract";
import {
  checkReportingWindows,
  REPORTING_WINDOW_FIELDS,
  REPORTING_WINDOWS,
  type ReportingWindowField,
  type ReportingWindowIssue,
} from "@pragati/domain/setup";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { type FieldErrorMap, useFieldErrors } from "../../../lib/use-field-errors";
import { useCan } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { QueryView } from "../../../ui/query-view";
import { allFiscalYearsQuery } from "../../calendar";
import { reportingPeriodQuery, useUpdateReportingPeriod } from "../queries";
import { InEffect } from "./in-effect";
import { SettingsForm, SettingsSection } from "./settings-form";

const MONTH_FIELDS = [
  "pragati_reporting_month",
  "suchak_reporting_month",
  "ayojana_reporting_month",
] as const;
type MonthField = (typeof MONTH_FIELDS)[number];
const MONTH_LABELS: Record<MonthField, string> = {
  pragati_reporting_month: "reportingPeriod.pragatiMonth",
  suchak_reporting_month: "reportingPeriod.suchakMonth",
  ayojana_reporting_month: "reportingPeriod.ayojanaMonth",
};
const FIELDS = [
  "current_fiscal_year_id",
  ...MONTH_FIELDS,
  "active_suchak_months",
  ...REPORTING_WINDOW_FIELDS,
] as const;
type Field = (typeof FIELDS)[number];

/** Route `reporting-period`: loads the stored period, then the form. */
export function ReportingPeriodForm() {
  const query = useQuery(reportingPeriodQuery());
  return <QueryView query={query}>{(data) => <ReportingPeriodFields initial={data} />}</QueryView>;
}

function ReportingPeriodFields({ initial }: { initial: TReportingPeriodSetting }) {
  const { t } = useTranslation("setup");
  const fmt = useFormat();
  const canManage = useCan("setup.manage");
  const calendar = useCalendar();
  const years = useQuery(allFiscalYearsQuery());
  const update = useUpdateReportingPeriod();
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);
  const [fiscalYear, setFiscalYear] = useState(
    initial.current_fiscal_year_id === null ? null : String(initial.current_fiscal_year_id),
  );
  const [months, setMonths] = useState(
    () =>
      Object.fromEntries(
        MONTH_FIELDS.map((f) => [f, initial[f] === null ? null : String(initial[f])]),
      ) as Record<MonthField, string | null>,
  );
  const [activeMonths, setActiveMonths] = useState(initial.active_suchak_months.map(String));
  const [dates, setDates] = useState(
    () =>
      Object.fromEntries(
        REPORTING_WINDOW_FIELDS.map((f) => [f, initial[f] ? fmt.bsDate(initial[f]) : ""]),
      ) as Record<ReportingWindowField, string>,
  );

  const monthOptions = FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }));
  const yearOptions = (years.data?.data ?? []).map((fy) => ({
    value: String(fy.id),
    label: fmt.name(fy.title, fy.title_np),
  }));

  const windowMessage = (issue: ReportingWindowIssue): string => {
    switch (issue.issue) {
      case "invalid_date":
        return t("errors.invalidDate", { example: fmt.bsDate("2082-04-01") });
      case "both_required":
        return t("errors.bothRequired");
      case "from_after_to":
        return t("errors.fromAfterTo");
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The calendar checks the dates here once it has loaded; the server checks them again.
    const checked = calendar ? checkReportingWindows(calendar, dates) : null;
    const found: FieldErrorMap<Field> = {};
    for (const issue of checked?.issues ?? []) found[issue.field] = windowMessage(issue);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const windowDates = Object.fromEntries(
      REPORTING_WINDOW_FIELDS.map((f) => [f, checked ? checked.dates[f] : dates[f].trim() || null]),
    );
    const body: TReportingPeriodUpdate = {
      current_fiscal_year_id: fiscalYear === null ? null : Number(fiscalYear),
      ...Object.fromEntries(MONTH_FIELDS.map((f) => [f, months[f] === null ? null : Number(months[f])])),
      active_suchak_months: activeMonths.map(Number),
      ...windowDates,
    };
    update.mutate(body, {
      onSuccess: () => notifySuccess(t("reportingPeriod.saved")),
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && fromApi(error)) return;
        notifyError(error);
      },
    });
  };

  return (
    <SettingsForm
      onSubmit={submit}
      saveLabel={canManage ? t("reportingPeriod.save") : undefined}
      saving={update.isPending}
      inEffect={<ReportingPeriodInEffect />}
    >
      <SettingsSection title={t("reportingPeriod.months")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("reportingPeriod.fiscalYear")}
            placeholder={t("reportingPeriod.fiscalYearAuto")}
            clearable
            disabled={!canManage}
            data={yearOptions}
            value={fiscalYear}
            error={errors.current_fiscal_year_id}
            onChange={(value) => {
              setFiscalYear(value);
              clear("current_fiscal_year_id");
            }}
          />
          {MONTH_FIELDS.map((field) => (
            <Select
              key={field}
              label={t(MONTH_LABELS[field])}
              placeholder={t("reportingPeriod.monthAuto")}
              clearable
              disabled={!canManage}
              data={monthOptions}
              value={months[field]}
              error={errors[field]}
              onChange={(value) => {
                setMonths((current) => ({ ...current, [field]: value }));
                clear(field);
              }}
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          label={t("reportingPeriod.activeSuchakMonths")}
          clearable
          disabled={!canManage}
          data={monthOptions}
          value={activeMonths}
          error={errors.active_suchak_months}
          onChange={(value) => {
            setActiveMonths(value);
            clear("active_suchak_months");
          }}
        />
      </SettingsSection>
      <SettingsSection title={t("reportingPeriod.windows")} help={t("reportingPeriod.windowHelp")}>
        {REPORTING_WINDOWS.map((window) => {
          const name = t(`reportingPeriod.window.${window.key}`);
          return (
            <Stack key={window.key} gap={4}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              <SimpleGrid cols={2} spacing="sm">
                {(
                  [
                    [window.from, "from", "fromOf"],
                    [window.to, "to", "toOf"],
                  ] as const
                ).map(([field, label, accessible]) => (
                  <BsDateInput
                    key={field}
                    label={t(`reportingPeriod.${label}`)}
                    aria-label={t(`reportingPeriod.${accessible}`, { window: name })}
                    placeholder={fmt.bsDate("2082-04-01")}
                    disabled={!canManage}
                    value={dates[field]}
                    error={errors[field]}
                    onChange={(text) => {
                      setDates((current) => ({ ...current, [field]: text }));
                      clear(field);
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </SettingsSection>
    </SettingsForm>
  );
}

/** The reporting period as the client's setup block holds it (months resolved to today's where unset). */
function ReportingPeriodInEffect() {
  const { t } = useTranslation("setup");
  const fmt = useFormat();
  const setup = useSetupStore((s) => s.setup);
  const years = useQuery(allFiscalYearsQuery());
  if (!setup) return null;
  const year = years.data?.data.find((fy) => fy.id === setup.current_fiscal_year_id_by_current_date);
  const range = (period: { from: string | null; to: string | null }) =>
    period.from && period.to
      ? `${fmt.bsDate(period.from)} - ${fmt.bsDate(period.to)}`
      : t("reportingPeriod.notSet");
  return (
    <InEffect
      title={t("reportingPeriod.inEffect")}
      testId="reporting-period-in-effect"
      items={[
        { label: t("reportingPeriod.fiscalYear"), value: year ? fmt.name(year.title, year.title_np) : "-" },
        {
          label: t(MONTH_LABELS.pragati_reporting_month),
          value: fmt.fiscalMonth(setup.current_pragati_reporting_month),
        },
        {
          label: t(MONTH_LABELS.suchak_reporting_month),
          value: fmt.fiscalMonth(setup.current_suchak_reporting_month),
        },
        {
          label: t(MONTH_LABELS.ayojana_reporting_month),
          value: fmt.fiscalMonth(setup.current_ayojana_reporting_month),
        },
        {
          label: t("reportingPeriod.activeSuchakMonths"),
          value: setup.active_suchak_reporting_period.map((m) => fmt.fiscalMonth(m)).join(", "),
        },
        {
          label: t("reportingPeriod.window.pragati_add"),
          value: range({ from: setup.pragati_add_from, to: setup.pragati_add_to }),
        },
        {
          label: t("reportingPeriod.window.pragati_edit"),
          value: range({ from: setup.pragati_edit_from, to: setup.pragati_edit_to }),
        },
        { label: t("reportingPeriod.window.suchak_period"), value: range(setup.suchak_reporting_period) },
        { label: t("reportingPeriod.window.ayojana_period"), value: range(setup.ayojana_reporting_period) },
      ]}
    />
  );
}
