import { Stack, Text } from "@mantine/core";
import { CONTRACT_FILES, type TContract } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { AttachmentList } from "../../../ui/attachment-list";
import { FileUpload } from "../../../ui/file-upload";
import { useAttachContractFiles, useRemoveContractFile } from "../queries";

/** A contract's files to download and (with `contract.manage`) to attach and remove, checked here and by the API. */
export function ContractFiles({ contract, readOnly }: { contract: TContract; readOnly: boolean }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const attach = useAttachContractFiles(contract.id);
  const remove = useRemoveContractFile(contract.id);

  return (
    <Stack gap="sm" data-testid="contract-files">
      <Text size="sm" fw={500}>
        {t("files.title")}
      </Text>
      <AttachmentList
        files={contract.files}
        href={(file) => file.file_url}
        emptyText={t("files.none")}
        disabled={remove.isPending}
        remove={
          readOnly
            ? undefined
            : {
                label: (file) => t("files.remove", { name: file.filename }),
                confirmTitle: t("files.removeTitle"),
                confirmMessage: (file) => t("files.removeMessage", { name: file.filename }),
                onConfirm: (file) =>
                  remove.mutate(file.id, {
                    onSuccess: () => notifySuccess(t("files.removed")),
                    onError: (cause) => notifyError(cause),
                  }),
              }
        }
      />
      {!readOnly && (
        <FileUpload
          rules={CONTRACT_FILES}
          attached={contract.files.length}
          attach={attach.mutateAsync}
          uploading={attach.isPending}
          label={t("files.input")}
          placeholder={t("files.placeholder")}
          description={t("files.hint", { max: fmt.number(CONTRACT_FILES.maxFiles) })}
          uploadLabel={t("files.upload")}
          uploadedText={t("files.uploaded")}
        />
      )}
    </Stack>
  );
}
