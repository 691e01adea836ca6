import { CONTRACT_FILES, type TContract } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { RecordFiles, recordFilesTexts } from "../../../ui/record-files";
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
      texts={recordFilesTexts(t, fmt.number(CONTRACT_FILES.maxFiles))}
    />
  );
}
