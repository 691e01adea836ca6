import { Code, Modal, ScrollArea, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ActivityLogRow } from "../activity-log-options";

type ActivityChangesModalProps = { row: ActivityLogRow | null; onClose: () => void };

/** The recorded change of one log row, as indented JSON. */
export function ActivityChangesModal({ row, onClose }: ActivityChangesModalProps) {
  const { t } = useTranslation("admin");
  const entity = row ? t(`activityLog.entities.${row.entity}`, { defaultValue: row.entity }) : "";
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      size="lg"
      title={t("activityLog.changesTitle", { entity, id: row?.entity_id ?? "" })}
    >
      {row?.changes == null ? (
        <Text c="dimmed">{t("activityLog.noChanges")}</Text>
      ) : (
        <ScrollArea.Autosize mah="60vh">
          <Code block data-testid="activity-changes">
            {JSON.stringify(row.changes, null, 2)}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
