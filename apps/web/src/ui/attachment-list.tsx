import { ActionIcon, Group, List, Text } from "@mantine/core";
import { IconPaperclip, IconTrash } from "@tabler/icons-react";
import { confirmAction } from "./confirm-dialog";
import { FileLink } from "./file-link";

/** Removing one file: the button's name, the confirmation it asks first, and the removal itself. */
type AttachmentRemoval<T> = {
  label: (file: T) => string;
  confirmTitle: string;
  confirmMessage: (file: T) => string;
  onConfirm: (file: T) => void;
};

type AttachmentListProps<T extends { filename: string }> = {
  files: readonly T[];
  /** Where a file is downloaded from (also the row's key: one file per address). */
  href: (file: T) => string;
  /** Without it the list only downloads. */
  remove?: AttachmentRemoval<T>;
  /** Turns the remove buttons off, e.g. while a removal is running. */
  disabled?: boolean;
  emptyText: string;
  /** A line beside each file's link (e.g. when it was uploaded, the date of evidence). */
  detail?: (file: T) => string;
};

/** A record's attached files: one download link per file and, where allowed, a confirmed removal. */
export function AttachmentList<T extends { filename: string }>({
  files,
  href,
  remove,
  disabled = false,
  emptyText,
  detail,
}: AttachmentListProps<T>) {
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <List spacing={4} size="sm" icon={<IconPaperclip size={16} />}>
      {files.map((file) => (
        <List.Item key={href(file)}>
          <Group gap="xs" wrap="nowrap">
            <FileLink href={href(file)} filename={file.filename} />
            {detail && (
              <Text size="xs" c="dimmed">
                {detail(file)}
              </Text>
            )}
            {remove && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={remove.label(file)}
                disabled={disabled}
                onClick={() =>
                  confirmAction({
                    title: remove.confirmTitle,
                    message: remove.confirmMessage(file),
                    onConfirm: () => remove.onConfirm(file),
                  })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
