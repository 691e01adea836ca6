import { Badge, Group, Select, Text } from "@mantine/core";
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
 * A year whose dates fall in a BS year with an unconfirmed month table says so, in the list and beside
 * the choice.
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

  const provisionalIds = new Set(fiscalYears.filter((fy) => fy.provisional).map((fy) => String(fy.id)));
  const select = (
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
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{option.label}</Text>
          {/* Out of the option's name, which journeys and screen readers use as the year's title; the
              badge beside the chosen year is read. */}
          {provisionalIds.has(option.value) && (
            <Badge size="xs" color="yellow" variant="light" aria-hidden>
              {t("header.fiscalYearProvisional")}
            </Badge>
          )}
        </Group>
      )}
    />
  );
  if (!current?.provisional) return select;
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      {select}
      <Badge size="xs" color="yellow" variant="light" visibleFrom="sm" data-testid="fiscal-year-provisional">
        {t("header.fiscalYearProvisional")}
      </Badge>
    </Group>
  );
}
