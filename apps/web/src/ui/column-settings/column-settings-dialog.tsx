import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Button, Checkbox, Divider, Group, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ColumnChoice } from "./column-choice";
import { SortableColumnRow } from "./sortable-column-row";

type ColumnSettingsDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Current order and visibility; the dialog edits a copy until Apply. */
  columns: ColumnChoice[];
  onApply: (columns: ColumnChoice[]) => void;
  saving?: boolean;
};

/** Column settings (SPEC.md section 2): drag-reorder, show/hide, search, select all, apply. */
export function ColumnSettingsDialog({
  opened,
  onClose,
  columns,
  onApply,
  saving,
}: ColumnSettingsDialogProps) {
  const { t } = useTranslation("table");
  return (
    <Modal opened={opened} onClose={onClose} title={t("columns.title")} size="md">
      {/* Mounted only while open, so every opening starts from the table's current columns. */}
      {opened && (
        <ColumnSettingsForm columns={columns} onApply={onApply} onCancel={onClose} saving={saving} />
      )}
    </Modal>
  );
}

type ColumnSettingsFormProps = {
  columns: ColumnChoice[];
  onApply: (columns: ColumnChoice[]) => void;
  onCancel: () => void;
  saving?: boolean;
};

function ColumnSettingsForm({ columns, onApply, onCancel, saving }: ColumnSettingsFormProps) {
  const { t } = useTranslation("table");
  const [draft, setDraft] = useState(columns);
  const [search, setSearch] = useState("");
  const sensors = useSensors(
    // A small distance keeps a click on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? draft.filter((c) => c.label.toLocaleLowerCase().includes(needle)) : draft;
  const shownVisible = shown.filter((c) => c.visible).length;
  const noneVisible = draft.every((c) => !c.visible);

  const toggle = (key: string, visible: boolean) =>
    setDraft((current) => current.map((c) => (c.key === key ? { ...c, visible } : c)));

  // Select all acts on the columns the search shows, so "search, then select all" works as expected.
  const toggleShown = (visible: boolean) => {
    const keys = new Set(shown.map((c) => c.key));
    setDraft((current) => current.map((c) => (keys.has(c.key) ? { ...c, visible } : c)));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft((current) => {
      const from = current.findIndex((c) => c.key === active.id);
      const to = current.findIndex((c) => c.key === over.id);
      return from < 0 || to < 0 ? current : arrayMove(current, from, to);
    });
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={t("columns.search")}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Checkbox
        label={t("columns.selectAll")}
        checked={shown.length > 0 && shownVisible === shown.length}
        indeterminate={shownVisible > 0 && shownVisible < shown.length}
        disabled={shown.length === 0}
        onChange={(event) => toggleShown(event.currentTarget.checked)}
      />
      <Divider />
      <Text size="xs" c="dimmed">
        {t("columns.dragHint")}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto">
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ screenReaderInstructions: { draggable: t("columns.dragHint") } }}
        >
          <SortableContext items={shown.map((c) => c.key)} strategy={verticalListSortingStrategy}>
            <Stack gap={0}>
              {shown.map((column) => (
                <SortableColumnRow key={column.key} column={column} onToggle={toggle} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("columns.noMatch")}
          </Text>
        )}
      </ScrollArea.Autosize>
      {noneVisible && (
        <Text size="sm" c="red" role="alert">
          {t("columns.noneVisible")}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("columns.cancel")}
        </Button>
        <Button onClick={() => onApply(draft)} disabled={noneVisible} loading={saving}>
          {t("columns.apply")}
        </Button>
      </Group>
    </Stack>
  );
}
