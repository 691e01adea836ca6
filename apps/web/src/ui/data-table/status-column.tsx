import { Badge } from "@mantine/core";
import type { DataTableColumn } from "./data-table";

/** The column of a record that can be switched off: a green or grey badge with the module's own words. */
export const statusColumn = <T extends { status: boolean }>(
  title: string,
  labels: { active: string; inactive: string },
): DataTableColumn<T> => ({
  accessor: "status",
  title,
  render: (row) => (
    <Badge color={row.status ? "green" : "gray"} variant="light">
      {row.status ? labels.active : labels.inactive}
    </Badge>
  ),
});
