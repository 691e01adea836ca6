import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { PageHeader } from "../../../ui/page-header";
import { ContractDrawer } from "../components/contract-drawer";
import { ContractTable } from "../components/contract-table";

/** Route `ayojana-thekka`: the contracts of the projects in the user's scope. */
export default function ContractsPage() {
  const { t } = useTranslation("contracts");
  const canManage = useCan("contract.manage");
  // undefined: closed; null: a new contract; a number: that contract.
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        add={canManage ? { label: t("actions.create"), onClick: () => setOpenId(null) } : undefined}
      />
      <ContractTable onOpen={(id) => setOpenId(id)} />
      <ContractDrawer
        opened={openId !== undefined}
        contractId={openId ?? null}
        readOnly={!canManage}
        onClose={() => setOpenId(undefined)}
        onCreated={(id) => setOpenId(id)}
      />
    </Stack>
  );
}
