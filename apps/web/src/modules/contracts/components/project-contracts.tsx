import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TContractRow, TPaged } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import { CONTRACTS_LIST_PATH } from "../queries";
import { StatusBadge } from "./status-badge";

/** The project summary's contracts (the header's fiscal year) with their stage and dates; for `contract.view`. */
export function ProjectContracts({ projectId }: { projectId: number }) {
  const canView = useCan("contract.view");
  if (!canView) return null;
  return <ContractsSection projectId={projectId} />;
}

function ContractsSection({ projectId }: { projectId: number }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const contracts = useQuery({
    queryKey: ["contracts", "of-project", projectId],
    queryFn: ({ signal }) =>
      api.get<TPaged<TContractRow>>(
        CONTRACTS_LIST_PATH,
        { project_id: projectId, per_page: 100 },
        { signal },
      ),
  });

  const body = () => {
    if (contracts.isPending) return <PageLoader />;
    if (contracts.isError)
      return <ErrorState message={contracts.error.message} onRetry={() => void contracts.refetch()} />;
    if (contracts.data.data.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t("summary.none")}
        </Text>
      );
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder striped aria-label={t("summary.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("fields.number")}</Table.Th>
              <Table.Th>{t("fields.title")}</Table.Th>
              <Table.Th>{t("fields.status")}</Table.Th>
              <Table.Th ta="right">{t("table.currentAmount")}</Table.Th>
              <Table.Th>{t("stages.completion")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contracts.data.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{fmt.digits(row.number)}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  <StatusBadge state={row.status} />
                  {row.late && (
                    <Badge color="red" variant="light" ml={4}>
                      {t("badges.late")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{fmt.number(row.current_amount ?? row.estimated_amount)}</Table.Td>
                <Table.Td>{fmt.bsDate(row.revised_completion)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-label={t("summary.title")}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t("summary.title")}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}
