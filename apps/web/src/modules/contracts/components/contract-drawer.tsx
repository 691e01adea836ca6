import { Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RecordDrawer } from "../../../ui/record-drawer";
import type { RecordTarget } from "../../../ui/use-record-target";
import { contractQuery } from "../queries";
import { ContractFiles } from "./contract-files";
import { ContractForm } from "./contract-form";
import { ContractHistory } from "./contract-history";
import { ContractStages } from "./contract-stages";

type ContractDrawerProps = {
  /** The contract to open, or a new one; a new contract, once stored, stays open on its stages. */
  target: RecordTarget;
  /** Without `contract.manage` the record is shown, not edited. */
  readOnly: boolean;
};

/** Record, edit or view a contract: its details, stages, variations and extensions, and files. */
export function ContractDrawer({ target, readOnly }: ContractDrawerProps) {
  const { id: contractId, close: onClose } = target;
  const { t } = useTranslation("contracts");
  const contract = useQuery({
    ...contractQuery(contractId ?? 0),
    enabled: target.opened && contractId !== null,
  });

  return (
    <RecordDrawer
      opened={target.opened}
      onClose={onClose}
      title={
        contractId === null
          ? t("form.createTitle")
          : contract.data
            ? t("form.title", { number: contract.data.number, title: contract.data.title })
            : t("form.viewTitle")
      }
      record={contract}
      isNew={contractId === null}
      create={() => (
        <ContractForm key="new" contract={null} readOnly={false} onClose={onClose} onSaved={target.open} />
      )}
    >
      {(record) => (
        <Tabs defaultValue="stages" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="stages">{t("tabs.stages")}</Tabs.Tab>
            <Tabs.Tab value="details">{t("tabs.details")}</Tabs.Tab>
            <Tabs.Tab value="history">{t("tabs.history")}</Tabs.Tab>
            <Tabs.Tab value="files">{t("tabs.files")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stages">
            <ContractStages contract={record} readOnly={readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <ContractForm
              key={record.id}
              contract={record}
              readOnly={readOnly}
              onClose={onClose}
              onSaved={() => {}}
            />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <ContractHistory contract={record} readOnly={readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="files">
            <ContractFiles contract={record} readOnly={readOnly} />
          </Tabs.Panel>
        </Tabs>
      )}
    </RecordDrawer>
  );
}
