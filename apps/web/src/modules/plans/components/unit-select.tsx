import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { setupOptionsQuery } from "../../setup";

type UnitSelectProps = {
  value: string | null;
  error?: string;
  onChange: (value: string | null) => void;
};

/** The unit of an activity's or a milestone's target, from the setup list of units. */
export function UnitSelect({ value, error, onChange }: UnitSelectProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const units = useQuery(setupOptionsQuery("units"));
  return (
    <Select
      label={t("fields.unit")}
      searchable
      clearable
      nothingFoundMessage={t("form.nothingFound")}
      data={(units.data ?? []).map((option) => ({
        value: String(option.id),
        label: fmt.name(option.name, option.name_np),
      }))}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
