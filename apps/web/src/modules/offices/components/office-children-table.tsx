import { Anchor } from "@mantine/core";
import type { TOfficeRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { statusColumn } from "../../../ui/data-table/status-column";
import { OFFICE_PROFILE_PATH } from "../paths";
import { OFFICE_PATHS } from "../queries";

/** The office's direct sub-offices, each linking to its own profile. */
export function OfficeChildrenTable({ officeId }: { officeId: number }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const columns: DataTableColumn<TOfficeRow>[] = [
    {
      accessor: "name",
      title: t("columns.name"),
      render: (row) => (
        <Anchor component={Link} to={`/${OFFICE_PROFILE_PATH}/${row.id}`} size="sm">
          {fmt.name(row.name, row.name_np)}
        </Anchor>
      ),
    },
    { accessor: "code", title: t("columns.code"), render: (row) => (row.code ? fmt.digits(row.code) : "-") },
    {
      accessor: "category_name",
      title: t("columns.category"),
      render: (row) => (row.category_id ? fmt.name(row.category_name, row.category_name_np) : "-"),
    },
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
