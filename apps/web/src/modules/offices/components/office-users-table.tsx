import type { TOfficeUser } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { statusColumn } from "../../../ui/data-table/status-column";
import { OFFICE_PATHS } from "../queries";

/** The users of the office (read-only here; the user screens manage them). */
export function OfficeUsersTable({ officeId }: { officeId: number }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const columns: DataTableColumn<TOfficeUser>[] = [
    { accessor: "name", title: t("users.name") },
    { accessor: "username", title: t("users.username") },
    {
      accessor: "role_name",
      title: t("users.role"),
      render: (row) => fmt.name(row.role_name, row.role_name_np),
    },
    statusColumn(t("columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
  ];
  return (
    <DataTable<TOfficeUser>
      path={OFFICE_PATHS.users}
      label={t("profile.usersTable")}
      columns={columns}
      filters={{ nikaya_id: officeId }}
    />
  );
}
