import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { MonthSelect } from "../../../ui/month-select";
import { OfficeSelect } from "../../../ui/office-select";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";

type MonthOfficeFiltersProps = {
  month: number | null;
  onMonthChange: (month: number | null) => void;
  nikayaId: number | null;
  onNikayaChange: (id: number | null) => void;
};

/** The entry lists' first filters: the fiscal month, and the office where the user sees more than one. */
export function MonthOfficeFilters({
  month,
  onMonthChange,
  nikayaId,
  onNikayaChange,
}: MonthOfficeFiltersProps) {
  const { t } = useTranslation("progress");
  const canViewOffices = useCan("office.view");
  const offices = useQuery({ ...officeTreeQuery(), enabled: canViewOffices });
  return (
    <>
      <MonthSelect
        label={t("filters.month")}
        value={month}
        onChange={onMonthChange}
        clearable
        placeholder={t("filters.allMonths")}
      />
      {(offices.data?.length ?? 0) > 1 && (
        <OfficeSelect
          label={t("filters.office")}
          description={t("filters.officeHint")}
          value={nikayaId}
          onChange={onNikayaChange}
          emptyLabel={t("filters.allOffices")}
          clearable
        />
      )}
    </>
  );
}
