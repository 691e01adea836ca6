import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { FilterChoice } from "../../../ui/data-table/filter-choices";
import { topLevelOptions } from "../../../ui/param-select";
import { setupOptionsQuery } from "../../setup";

/** A list's choice of one meeting type (the setup list's top level), or all of them. */
export function useMeetingTypeChoice(): FilterChoice {
  const { t } = useTranslation("meetings");
  const fmt = useFormat();
  const types = useQuery(setupOptionsQuery("meeting-type"));
  return {
    name: "meeting_type_id",
    label: t("filters.type"),
    all: t("filters.allTypes"),
    data: topLevelOptions(types.data, fmt.name),
  };
}
