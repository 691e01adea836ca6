import { ActionIcon, Select } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES, type ActivityLogRow } from "../activity-log-options";
import { ActivityChangesModal } from "./activity-changes-modal";

const ACTIVITY_LOG_TABLE_KEY = "activity_logs";

/** The read-only activity log (PRODUCT.md section 12), filterable by action and entity. */
export function ActivityLogTable() {
  const { t } = useTranslation("admin");
  const fmt = useFormat();
  const [action, setAction] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [opened, setOpened] = useState<ActivityLogRow | null>(null);

  const actionLabel = (value: string) => t(`activityLog.actions.${value}`, { defaultValue: value });
  const entityLabel = (value: string) => t(`activityLog.entities.${value}`, { defaultValue: value });
  const dash = (value: string | null) => value ?? "-";

  const columns: DataTableColumn<ActivityLogRow>[] = [
    {
      accessor: "created_at",
      title: t("activityLog.columns.time"),
      noWrap: true,
      render: (row) => fmt.dateTime(row.created_at),
    },
    { accessor: "user_name", title: t("activityLog.columns.user"), render: (row) => dash(row.user_name) },
    {
      accessor: "nikaya_name",
      title: t("activityLog.columns.office"),
      render: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    },
    { accessor: "action", title: t("activityLog.columns.action"), render: (row) => actionLabel(row.action) },
    { accessor: "entity", title: t("activityLog.columns.entity"), render: (row) => entityLabel(row.entity) },
    {
      accessor: "entity_id",
      title: t("activityLog.columns.entityId"),
      // Numeric ids take the language's digits; keys such as a table name stay as they are.
      render: (row) =>
        row.entity_id === null
          ? "-"
          : /^\d+$/.test(row.entity_id)
            ? fmt.digits(row.entity_id)
            : row.entity_id,
    },
    {
      accessor: "changes",
      title: t("activityLog.columns.changes"),
      textAlign: "center",
      render: (row) =>
        row.changes == null ? (
          "-"
        ) : (
          <ActionIcon
            variant="subtle"
            aria-label={t("activityLog.viewChanges")}
            onClick={() => setOpened(row)}
          >
            <IconEye size={18} />
          </ActionIcon>
        ),
    },
  ];

  return (
    <>
      <DataTable<ActivityLogRow>
        path="api/activity-logs/all"
        tableKey={ACTIVITY_LOG_TABLE_KEY}
        label={t("activityLog.tableLabel")}
        columns={columns}
        filters={{ action: action ?? undefined, entity: entity ?? undefined }}
        toolbar={
          <>
            <Select
              label={t("activityLog.filters.action")}
              placeholder={t("activityLog.filters.all")}
              clearable
              data={ACTIVITY_ACTIONS.map((value) => ({ value, label: actionLabel(value) }))}
              value={action}
              onChange={setAction}
            />
            <Select
              label={t("activityLog.filters.entity")}
              placeholder={t("activityLog.filters.all")}
              clearable
              searchable
              data={ACTIVITY_ENTITIES.map((value) => ({ value, label: entityLabel(value) }))}
              value={entity}
              onChange={setEntity}
            />
          </>
        }
      />
      <ActivityChangesModal row={opened} onClose={() => setOpened(null)} />
    </>
  );
}
