import { Button, FileInput, Group } from "@mantine/core";
import { IconPaperclip, IconUpload } from "@tabler/icons-react";

type FilePickerProps = {
  label: string;
  placeholder: string;
  description: string;
  /** Accepted extensions, e.g. [".pdf", ".png"]. */
  accept: readonly string[];
  value: File[];
  error: string | null;
  onChange: (files: File[]) => void;
  uploadLabel: string;
  uploading: boolean;
  /** The record already holds as many files as it may. */
  full: boolean;
  onUpload: () => void;
};

/** Choosing several attachments and uploading them: one look for every screen that takes files. */
export function FilePicker(props: FilePickerProps) {
  return (
    <>
      <FileInput
        multiple
        clearable
        label={props.label}
        placeholder={props.placeholder}
        description={props.description}
        accept={props.accept.join(",")}
        leftSection={<IconPaperclip size={16} />}
        value={props.value}
        error={props.error}
        onChange={props.onChange}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          leftSection={<IconUpload size={16} />}
          loading={props.uploading}
          disabled={props.full}
          onClick={props.onUpload}
        >
          {props.uploadLabel}
        </Button>
      </Group>
    </>
  );
}
