import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { setupOptionsQuery } from "../../setup";

type MeetingTypeFilterProps = { value: string | null; onChange: (value: string | null) => void };

/** A list's choice of one meeting type (the setup list's top level), or all of them. */
export function MeetingTypeFilter({ value, onChange }: MeetingTypeFilterProps) {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const types = useQuery(setupOptionsQuery("meeting-type"));
  return (
    <Select
      label={t("filters.type")}
      placeholder={t("filters.allTypes")}
      clearable
      data={(types.data ?? [])
        .filter((item) => item.parent_id === null)
        .map((item) => ({ value: String(item.id), label: fmt.name(item.name, item.name_np) }))}
      value={value}
      onChange={onChange}
    />
  );
}
