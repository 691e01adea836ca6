import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

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
  const button = (label: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={locked ? t("lock.disabled") : label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={locked} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit && button(t("actions.edit", { name }), <IconPencil size={18} />, onEdit)}
      {onDelete && button(t("actions.delete", { name }), <IconTrash size={18} />, onDelete, "red")}
    </Group>
  );
}
