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

/** Header dropdown: choosing a year makes it current and reloads the page (SPEC.md section 4). */
export function FiscalYearSelect() {
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
      aria-label={t("header.fiscalYear")}
      placeholder={t("header.fiscalYear")}
      data={fiscalYears.map((fy) => ({ value: String(fy.id), label: titleOf(fy, format) }))}
      value={current ? String(current.id) : null}
      onChange={onChange}
      allowDeselect={false}
      nothingFoundMessage={t("header.fiscalYearEmpty")}
      disabled={fiscalYears.length === 0}
      w={{ base: 104, sm: 130 }}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
