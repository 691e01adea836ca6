import type { TOfficeRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { statusColumn } from "../../../ui/data-table/status-column";
import { OFFICE_PATHS } from "../queries";
import { useOfficeColumns } from "./office-columns";

/** The office's direct sub-offices, each linking to its own profile. */
export function OfficeChildrenTable({ officeId }: { officeId: number }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const office = useOfficeColumns();
  const columns: DataTableColumn<TOfficeRow>[] = [
    office.name,
    office.code,
    office.category,
    statusColumn(t("columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
    numberColumn("children_count", t("profile.childrenCount"), (row) => fmt.number(row.children_count)),
    numberColumn("user_count", t("columns.userCount"), (row) => fmt.number(row.user_count)),
  ];
  return (
    <DataTable<TOfficeRow>
      path={OFFICE_PATHS.list}
      label={t("profile.childrenTable")}
      columns={columns}
      filters={{ children_of: officeId }}
    />
  );
}
