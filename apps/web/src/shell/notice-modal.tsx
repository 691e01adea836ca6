import { List, Modal, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BellNotice } from "../modules/notices";
import { FileLink } from "../ui/file-link";

type NoticeModalProps = { notice: BellNotice | null; onClose: () => void };

/** Notice modal: title, description and file links (SPEC.md section 2, Modals). */
export function NoticeModal({ notice, onClose }: NoticeModalProps) {
  const { t } = useTranslation("shell");
  return (
    <Modal
      opened={notice !== null}
      onClose={onClose}
      size="lg"
      title={notice?.title}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {notice ? (
        <Stack gap="md">
          <Text style={{ whiteSpace: "pre-wrap" }} c={notice.description ? undefined : "dimmed"}>
            {notice.description || t("notices.noDescription")}
          </Text>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t("notices.files")}
            </Text>
            {notice.has_files.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("notices.noFiles")}
              </Text>
            ) : (
              <List spacing={4} icon={<IconPaperclip size={16} />} size="sm">
                {notice.has_files.map((file) => (
                  <List.Item key={file.file_url}>
                    <FileLink href={file.file_url} filename={file.filename} />
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
