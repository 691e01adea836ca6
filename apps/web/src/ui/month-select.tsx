import { Select } from "@mantine/core";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import { useFormat } from "../lib/format";

type MonthSelectProps = {
  label: string;
  value: number | null;
  onChange: (month: number | null) => void;
  /** Offer "all months" (an empty choice). */
  clearable?: boolean;
  placeholder?: string;
};

/** The 12 fiscal months, Shrawan first (SPEC.md section 3). */
export function MonthSelect({ label, value, onChange, clearable = false, placeholder }: MonthSelectProps) {
  const fmt = useFormat();
  return (
    <Select
      label={label}
      w={{ base: "100%", xs: 180 }}
      data={FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      allowDeselect={clearable}
      clearable={clearable}
      placeholder={placeholder}
    />
  );
}
