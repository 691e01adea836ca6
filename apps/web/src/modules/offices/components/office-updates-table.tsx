import { Anchor, List, Text } from "@mantine/core";
import type { TChangeValue, TOfficeUpdate } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Formatter, useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { OFFICE_PROFILE_PATH } from "../paths";
import { OFFICE_PATHS } from "../queries";

/** A changed value as a reader expects it: names in the language, dates in BS, numbers grouped. */
const shown = (value: TChangeValue, fmt: Formatter, yesNo: (yes: boolean) => string): string => {
  if (value === null || value === "") return "-";
  if (typeof value === "boolean") return yesNo(value);
  if (typeof value === "number") return fmt.number(value);
  if (typeof value === "object") return fmt.name(value.name, value.name_np);
  // A stored BS date reads back as itself.
  if (readBsDate(value, null) === value) return fmt.bsDate(value);
  return /^[\d\s+-]+$/.test(value) ? fmt.digits(value) : value;
};

/** The `nikayaupdates` feed: who changed what of which office, newest first. */
export function OfficeUpdatesTable() {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const yesNo = (yes: boolean) => t(yes ? "updates.yes" : "updates.no");

  const columns: DataTableColumn<TOfficeUpdate>[] = [
    {
      accessor: "created_at",
      title: t("updates.columns.time"),
      noWrap: true,
      render: (row) => fmt.dateTime(row.created_at),
    },
    { accessor: "user_name", title: t("updates.columns.user"), render: (row) => row.user_name ?? "-" },
    {
      accessor: "nikaya_name",
      title: t("updates.columns.office"),
      render: (row) => {
        const name = fmt.name(row.nikaya_name, row.nikaya_name_np);
        return row.nikaya_id && row.action !== "delete" ? (
          <Anchor component={Link} to={`/${OFFICE_PROFILE_PATH}/${row.nikaya_id}`} size="sm">
            {name}
          </Anchor>
        ) : (
          name
        );
      },
    },
    {
      accessor: "entity",
      title: t("updates.columns.what"),
      render: (row) => (
        <div>
          <Text size="sm" fw={500}>
            {t(`updates.entities.${row.entity}`)} ·{" "}
            {t(`updates.actions.${row.action}`, { defaultValue: row.action })}
          </Text>
          {row.subject && (
            <Text size="xs" c="dimmed">
              {fmt.name(row.subject.name, row.subject.name_np)}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: "changes",
      title: t("updates.columns.changes"),
      render: (row) => {
        const entries = Object.entries(row.changes);
        if (entries.length === 0) return "-";
        return (
          <List size="xs" spacing={2} data-testid={`office-update-${row.id}`}>
            {entries.map(([field, change]) => (
              <List.Item key={field}>
                <Text span size="xs" fw={600}>
                  {t(`changeFields.${field}`, { defaultValue: field })}:
                </Text>{" "}
                {row.action === "create"
                  ? shown(change.to, fmt, yesNo)
                  : row.action === "delete"
                    ? shown(change.from, fmt, yesNo)
                    : `${shown(change.from, fmt, yesNo)} → ${shown(change.to, fmt, yesNo)}`}
              </List.Item>
            ))}
          </List>
        );
      },
    },
  ];

  return (
    <DataTable<TOfficeUpdate> path={OFFICE_PATHS.updates} label={t("updates.tableLabel")} columns={columns} />
  );
}
