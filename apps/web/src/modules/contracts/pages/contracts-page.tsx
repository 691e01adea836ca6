import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
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
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t("page.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("page.description")}
          </Text>
        </div>
        {canManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpenId(null)}>
            {t("actions.create")}
          </Button>
        )}
      </Group>
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
