import { Stack, Text, Title } from "@mantine/core";
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

/**
 * The texts under a namespace's `files.*` keys (most screens name them alike); `removeKey` and
 * `uploadKey` where a screen keeps those two among its actions.
 */
export const recordFilesTexts = (
  t: (key: string, values?: Record<string, unknown>) => string,
  maxFiles: string,
  keys: { removeKey?: string; uploadKey?: string } = {},
): RecordFilesTexts => ({
  title: t("files.title"),
  none: t("files.none"),
  remove: (name) => t(keys.removeKey ?? "files.remove", { name }),
  removeTitle: t("files.removeTitle"),
  removeMessage: (name) => t("files.removeMessage", { name }),
  removed: t("files.removed"),
  input: t("files.input"),
  placeholder: t("files.placeholder"),
  hint: t("files.hint", { max: maxFiles }),
  upload: t(keys.uploadKey ?? "files.upload"),
  uploaded: t("files.uploaded"),
});

type RecordFilesProps = {
  files: readonly StoredFile[];
  /** The API's attachment rules for the record. */
  rules: FileRules;
  readOnly: boolean;
  attach: Pick<UseMutationResult<unknown, Error, File[]>, "mutateAsync" | "isPending">;
  remove: Pick<UseMutationResult<unknown, Error, number>, "mutate" | "isPending">;
  texts: RecordFilesTexts;
  testId?: string;
  /** The title as a heading of this level (in a drawer with sections) instead of a label. */
  headingOrder?: 3 | 4;
  gap?: "xs" | "sm";
};

/**
 * A stored record's files (a project's, a contract's): download for everyone who opens it, attach and
 * remove unless read-only, the rules checked here and by the API.
 */
export function RecordFiles(props: RecordFilesProps) {
  const { files, rules, readOnly, attach, remove, texts, testId, headingOrder, gap = "sm" } = props;
  return (
    <Stack gap={gap} data-testid={testId}>
      {headingOrder ? (
        <Title order={headingOrder} fz="h4">
          {texts.title}
        </Title>
      ) : (
        <Text size="sm" fw={500}>
          {texts.title}
        </Text>
      )}
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
