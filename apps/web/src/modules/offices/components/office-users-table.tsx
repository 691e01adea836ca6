import { Badge } from "@mantine/core";
import type { TOfficeUser } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
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
    {
      accessor: "status",
      title: t("columns.status"),
      render: (row) => (
        <Badge color={row.status ? "green" : "gray"} variant="light">
          {t(row.status ? "status.active" : "status.inactive")}
        </Badge>
      ),
    },
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
