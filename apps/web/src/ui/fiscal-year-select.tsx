import { Select } from "@mantine/core";
import { tryParseBs } from "@pragati/domain/calendar";
import type { TFiscalYear } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { type Formatter, useFormat } from "../lib/format";
import { useFiscalYearStore } from "../state/fiscal-year-store";

/** Reload delay after a fiscal-year change (SPEC.md section 9). */
const RELOAD_AFTER_MS = 150;

const titleOf = (fy: TFiscalYear, format: Formatter): string => {
  const start = tryParseBs(fy.start_from);
  if (start) return format.fiscalYear(start.year);
  return format.locale === "np" ? fy.title_np : fy.title;
};

/**
 * The fiscal-year choice of the header (SPEC.md section 4): choosing a year makes it current for every
 * screen and reloads the page. Screens whose records belong to one year (the locks) show it with a label.
 */
export function FiscalYearSelect({ label }: { label?: string }) {
  const { t } = useTranslation("shell");
  const format = useFormat();
  const fiscalYears = useFiscalYearStore((s) => s.fiscalYears);
  const current = useFiscalYearStore((s) => s.current);
  const setCurrent = useFiscalYearStore((s) => s.setCurrent);

  const onChange = (value: string | null) => {
    const chosen = fiscalYears.find((fy) => String(fy.id) === value);
    if (!chosen || chosen.id === current?.id) return;
    setCurrent(chosen);
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  };

  return (
    <Select
      label={label}
      aria-label={label ?? t("header.fiscalYear")}
      placeholder={t("header.fiscalYear")}
      data={fiscalYears.map((fy) => ({ value: String(fy.id), label: titleOf(fy, format) }))}
      value={current ? String(current.id) : null}
      onChange={onChange}
      allowDeselect={false}
      nothingFoundMessage={t("header.fiscalYearEmpty")}
      disabled={fiscalYears.length === 0}
      w={label ? 200 : { base: 104, sm: 130 }}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
