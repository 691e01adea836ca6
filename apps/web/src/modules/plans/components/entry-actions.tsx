import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { actionsColumn, DeleteAction, RowAction } from "../../../ui/data-table/row-actions";
import { usePlanLock } from "../plan-lock";
import { type PlanEntry, useDeletePlanEntry } from "../queries";

type EntryActionsProps = {
  /** Names the entry in the buttons' accessible names. */
  name: string;
  /** Left out when the caller may not edit / delete. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** The action plan is locked for this entry: the buttons stay visible but disabled. */
  locked: boolean;
};

/** Edit and delete of one row of a plan list. */
export function EntryActions({ name, onEdit, onDelete, locked }: EntryActionsProps) {
  const { t } = useTranslation("plans");
  const tooltip = locked ? t("lock.disabled") : undefined;
  return (
    <>
      {onEdit && (
        <RowAction
          label={t("actions.edit", { name })}
          tooltip={tooltip}
          icon={<IconPencil size={18} />}
          disabled={locked}
          onClick={onEdit}
        />
      )}
      {onDelete && (
        <DeleteAction
          label={t("actions.delete", { name })}
          tooltip={tooltip}
          disabled={locked}
          onClick={onDelete}
        />
      )}
    </>
  );
}

const SECTIONS: Record<PlanEntry, string> = {
  policy: "policies",
  budgetHead: "budgetHeads",
  activity: "activities",
  milestone: "milestones",
};

/**
 * The edit and delete column of a plan list, false where the caller may do neither (or the list edits
 * nothing): the buttons are disabled where the plan is locked, and a delete is asked first in the entry's
 * words (`<section>.deleteTitle`, `deleteMessage`, `deleted`).
 */
export function useEntryActionsColumn<T extends { id: number; nikaya_id: number }>(
  entry: PlanEntry,
  nameOf: (row: T) => string,
  onEdit: ((row: T) => void) | undefined,
) {
  const { t } = useTranslation("plans");
  const canUpdate = useCan("plan.update");
  const canDelete = useCan("plan.delete");
  const lock = usePlanLock();
  const remove = useDeletePlanEntry(entry);
  const section = SECTIONS[entry];

  const confirmDelete = (row: T) =>
    confirmMutation({
      title: t(`${section}.deleteTitle`),
      message: t(`${section}.deleteMessage`, { name: nameOf(row) }),
      mutation: remove,
      variables: row.id,
      done: t(`${section}.deleted`),
    });

  return (
    Boolean(onEdit) &&
    (canUpdate || canDelete) &&
    actionsColumn(t("fields.actions"), (row: T) => (
      <EntryActions
        name={nameOf(row)}
        locked={lock.blocks([row.nikaya_id])}
        onEdit={canUpdate && onEdit ? () => onEdit(row) : undefined}
        onDelete={canDelete ? () => confirmDelete(row) : undefined}
      />
    ))
  );
}
