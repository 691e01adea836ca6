import { Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RecordDrawer } from "../../../ui/record-drawer";
import { contractQuery } from "../queries";
import { ContractFiles } from "./contract-files";
import { ContractForm } from "./contract-form";
import { ContractHistory } from "./contract-history";
import { ContractStages } from "./contract-stages";

type ContractDrawerProps = {
  opened: boolean;
  /** The contract to open; null records a new one. */
  contractId: number | null;
  /** Without `contract.manage` the record is shown, not edited. */
  readOnly: boolean;
  onClose: () => void;
  /** A new contract, once stored, stays open on its stages. */
  onCreated: (id: number) => void;
};

/** Record, edit or view a contract: its details, stages, variations and extensions, and files. */
export function ContractDrawer({ opened, contractId, readOnly, onClose, onCreated }: ContractDrawerProps) {
  const { t } = useTranslation("contracts");
  const contract = useQuery({ ...contractQuery(contractId ?? 0), enabled: opened && contractId !== null });

  return (
    <RecordDrawer
      opened={opened}
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
        <ContractForm key="new" contract={null} readOnly={false} onClose={onClose} onSaved={onCreated} />
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
