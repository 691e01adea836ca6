import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Checkbox, Group } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ColumnChoice } from "./column-choice";

type SortableColumnRowProps = {
  column: ColumnChoice;
  onToggle: (key: string, visible: boolean) => void;
};

/** One column in the settings list: a drag handle (pointer or keyboard) and a show/hide checkbox. */
export function SortableColumnRow({ column, onToggle }: SortableColumnRowProps) {
  const { t } = useTranslation("table");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: column.key });

  return (
    <Group
      ref={setNodeRef}
      gap="xs"
      wrap="nowrap"
      py={4}
      data-testid={`column-setting-${column.key}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: "relative",
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        style={{ cursor: "grab", touchAction: "none" }}
        {...attributes}
        {...listeners}
        aria-label={t("columns.dragHandle", { column: column.label })}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
      <Checkbox
        label={column.label}
        checked={column.visible}
        onChange={(event) => onToggle(column.key, event.currentTarget.checked)}
      />
    </Group>
  );
}
