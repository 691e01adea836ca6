import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DeleteAction, RowAction } from "../../../ui/data-table/row-actions";

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
