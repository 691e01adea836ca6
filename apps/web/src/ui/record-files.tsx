import { Stack, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { FileRules } from "../lib/file-checks";
import { notifyError, notifySuccess } from "../lib/notify";
import { AttachmentList } from "./attachment-list";
import { FileUpload } from "./file-upload";

type StoredFile = { id: number; filename: string; file_url: string };

/** A record's file texts, in the screen's own namespace. */
export type RecordFilesTexts = {
  title: string;
  none: string;
  remove: (name: string) => string;
  removeTitle: string;
  removeMessage: (name: string) => string;
  removed: string;
  input: string;
  placeholder: string;
  hint: string;
  upload: string;
  uploaded: string;
};

type RecordFilesProps = {
  files: readonly StoredFile[];
  /** The API's attachment rules for the record. */
  rules: FileRules;
  readOnly: boolean;
  attach: Pick<UseMutationResult<unknown, Error, File[]>, "mutateAsync" | "isPending">;
  remove: Pick<UseMutationResult<unknown, Error, number>, "mutate" | "isPending">;
  texts: RecordFilesTexts;
  testId: string;
};

/**
 * A stored record's files (a project's, a contract's): download for everyone who opens it, attach and
 * remove unless read-only, the rules checked here and by the API.
 */
export function RecordFiles({ files, rules, readOnly, attach, remove, texts, testId }: RecordFilesProps) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Text size="sm" fw={500}>
        {texts.title}
      </Text>
      <AttachmentList
        files={files}
        href={(file) => file.file_url}
        emptyText={texts.none}
        disabled={remove.isPending}
        remove={
          readOnly
            ? undefined
            : {
                label: (file) => texts.remove(file.filename),
                confirmTitle: texts.removeTitle,
                confirmMessage: (file) => texts.removeMessage(file.filename),
                onConfirm: (file) =>
                  remove.mutate(file.id, {
                    onSuccess: () => notifySuccess(texts.removed),
                    onError: (cause) => notifyError(cause),
                  }),
              }
        }
      />
      {!readOnly && (
        <FileUpload
          rules={rules}
          attached={files.length}
          attach={attach.mutateAsync}
          uploading={attach.isPending}
          label={texts.input}
          placeholder={texts.placeholder}
          description={texts.hint}
          uploadLabel={texts.upload}
          uploadedText={texts.uploaded}
        />
      )}
    </Stack>
  );
}
