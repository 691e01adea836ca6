import { Anchor } from "@mantine/core";
import type { TOfficeRow } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import type { DataTableColumn } from "../../../ui/data-table/data-table";
import { OFFICE_PROFILE_PATH } from "../paths";

/** The columns the lists of offices share: the name linking to its profile, the code and the category. */
export function useOfficeColumns(): Record<"name" | "code" | "category", DataTableColumn<TOfficeRow>> {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  return {
    name: {
      accessor: "name",
      title: t("columns.name"),
      render: (row) => (
        <Anchor component={Link} to={`/${OFFICE_PROFILE_PATH}/${row.id}`} size="sm">
          {fmt.name(row.name, row.name_np)}
        </Anchor>
      ),
    },
    code: {
      accessor: "code",
      title: t("columns.code"),
      render: (row) => (row.code ? fmt.digits(row.code) : "-"),
    },
    category: {
      accessor: "category_name",
      title: t("columns.category"),
      render: (row) => (row.category_id ? fmt.name(row.category_name, row.category_name_np) : "-"),
    },
  };
}
