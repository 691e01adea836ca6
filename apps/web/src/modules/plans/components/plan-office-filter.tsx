import { useTranslation } from "react-i18next";
import { OfficeSelect } from "../../../ui/office-select";
import { useScopeOffices } from "../use-scope-offices";

/** The office filter of a plan list, shown only to a user who sees several offices. */
export function PlanOfficeFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation("plans");
  const scope = useScopeOffices();
  if (!scope.several) return null;
  return (
    <OfficeSelect
      hideLabel
      clearable
      label={t("office.filter")}
      emptyLabel={t("office.all")}
      value={value}
      onChange={onChange}
    />
  );
}
