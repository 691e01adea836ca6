import { CONTRACT_FILES, type TContract } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { RecordFiles } from "../../../ui/record-files";
import { useAttachContractFiles, useRemoveContractFile } from "../queries";

/** A contract's files to download and (with `contract.manage`) to attach and remove, checked here and by the API. */
export function ContractFiles({ contract, readOnly }: { contract: TContract; readOnly: boolean }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  return (
    <RecordFiles
      files={contract.files}
      rules={CONTRACT_FILES}
      readOnly={readOnly}
      attach={useAttachContractFiles(contract.id)}
      remove={useRemoveContractFile(contract.id)}
      testId="contract-files"
      texts={{
        title: t("files.title"),
        none: t("files.none"),
        remove: (name) => t("files.remove", { name }),
        removeTitle: t("files.removeTitle"),
        removeMessage: (name) => t("files.removeMessage", { name }),
        removed: t("files.removed"),
        input: t("files.input"),
        placeholder: t("files.placeholder"),
        hint: t("files.hint", { max: fmt.number(CONTRACT_FILES.maxFiles) }),
        upload: t("files.upload"),
        uploaded: t("files.uploaded"),
      }}
    />
  );
}
