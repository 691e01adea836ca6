import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import type { TSetupItem } from "@pragati/domain/contract";
import type { SetupListDefinition } from "@pragati/domain/setup";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { numberColumn } from "../../../ui/data-table/number-column";
import { actionsColumn, DeleteAction, RowAction } from "../../../ui/data-table/row-actions";
import { statusColumn } from "../../../ui/data-table/status-column";
import { PageHeader } from "../../../ui/page-header";
import { setupListPath, setupOptionsQuery, useDeleteSetupItem } from "../queries";
import { SetupItemForm } from "./setup-item-form";

type Editing = { item: TSetupItem | null } | null;

const NUMERIC_CODE = /^[\d\s./-]+$/;

/** One setup list: search, filters, add, edit and delete (with confirmation), in either language. */
export function SetupListScreen({ list }: { list: SetupListDefinition }) {
  const { t } = useTranslation("setup");
  const fmt = useFormat();
  const canManage = useCan("setup.manage");
  const remove = useDeleteSetupItem(list.key);
  const [editing, setEditing] = useState<Editing>(null);
  const [parentId, setParentId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const parents = useQuery({ ...setupOptionsQuery(list.key), enabled: list.subTypes !== null });
  const title = fmt.name(list.title, list.title_np);

  const confirmDelete = (item: TSetupItem) => {
    const name = fmt.name(item.name, item.name_np);
    confirmMutation({
      title: t("delete.title"),
      message: t("delete.message", { name, list: title }),
      // A 409 (still in use) arrives with its message in the current language.
      mutation: remove,
      variables: item.id,
      done: t("toasts.deleted", { name }),
    });
  };

  const columns: DataTableColumn<TSetupItem>[] = [
    {
      accessor: "name_np",
      title: t("list.columns.nameNp"),
      render: (row) => (row.parent_id ? `↳ ${row.name_np}` : row.name_np),
    },
    {
      accessor: "name",
      title: t("list.columns.name"),
      render: (row) => (row.parent_id ? `↳ ${row.name}` : row.name),
    },
    ...(list.subTypes
      ? [
          {
            accessor: "parent_name",
            title: t("list.columns.parent"),
            render: (row: TSetupItem) =>
              row.parent_id ? fmt.name(row.parent_name, row.parent_name_np) : t("list.mainType"),
          },
        ]
      : []),
    ...(list.extraFields.length > 0
      ? [
          {
            accessor: "duration",
            title: t("list.columns.duration"),
            render: (row: TSetupItem) =>
              row.extra.duration == null || !row.extra.duration_unit
                ? "-"
                : t(`units.${row.extra.duration_unit}Count`, { n: fmt.number(row.extra.duration) }),
          },
        ]
      : []),
    {
      accessor: "code",
      title: t("list.columns.code"),
      // Numeric codes take the language's digits; codes with letters stay as typed.
      render: (row) => (!row.code ? "-" : NUMERIC_CODE.test(row.code) ? fmt.digits(row.code) : row.code),
    },
    numberColumn("sort_order", t("list.columns.sortOrder"), (row) => fmt.number(row.sort_order)),
    statusColumn(t("list.columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
    ...(canManage
      ? [
          actionsColumn(t("list.columns.actions"), (row: TSetupItem) => {
            const name = fmt.name(row.name, row.name_np);
            return (
              <>
                <RowAction
                  label={t("list.editItem", { name })}
                  icon={<IconPencil size={18} />}
                  onClick={() => setEditing({ item: row })}
                />
                <DeleteAction label={t("list.deleteItem", { name })} onClick={() => confirmDelete(row)} />
              </>
            );
          }),
        ]
      : []),
  ];

  const parentOptions = (parents.data ?? [])
    .filter((o) => o.parent_id === null)
    .map((o) => ({ value: String(o.id), label: fmt.name(o.name, o.name_np) }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageHeader title={title} description={t("list.description")} />
        {canManage && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ item: null })}>
            {t("list.add")}
          </Button>
        )}
      </Group>
      <DataTable<TSetupItem>
        path={setupListPath(list.key)}
        tableKey={`setup_${list.key}`}
        label={t("list.tableLabel", { list: title })}
        columns={columns}
        filters={{ parent_id: parentId ?? undefined, status: status ?? undefined }}
        toolbar={
          <>
            {list.subTypes && (
              <Select
                label={t("list.filters.parent")}
                placeholder={t("list.filters.allParents")}
                clearable
                searchable
                data={parentOptions}
                value={parentId}
                onChange={setParentId}
              />
            )}
            <Select
              label={t("list.filters.status")}
              placeholder={t("list.filters.allStatuses")}
              clearable
              data={[
                { value: "active", label: t("status.active") },
                { value: "inactive", label: t("status.inactive") },
              ]}
              value={status}
              onChange={setStatus}
            />
          </>
        }
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.item ? t("form.editTitle", { list: title }) : t("form.addTitle", { list: title })}
      >
        {editing && <SetupItemForm list={list} item={editing.item} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
