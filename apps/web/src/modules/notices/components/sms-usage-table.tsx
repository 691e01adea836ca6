import { Paper, Skeleton, Table, Title } from "@mantine/core";
import { monthName } from "@pragati/domain/calendar";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ErrorState } from "../../../ui/error-state";
import { smsUsageQuery } from "../queries";

/** SMS the gateway accepted per BS month: messages, parts (what the gateways bill) and credits charged. */
export function SmsUsageTable() {
  const { t } = useTranslation("notices");
  const fmt = useFormat();
  const usage = useQuery(smsUsageQuery());

  let body: React.ReactNode;
  if (usage.isPending) body = <Skeleton height={160} />;
  else if (usage.isError)
    body = <ErrorState message={usage.error.message} onRetry={() => void usage.refetch()} />;
  else
    body = (
      <Table striped withTableBorder aria-label={t("usage.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("usage.month")}</Table.Th>
            <Table.Th ta="right">{t("usage.messages")}</Table.Th>
            <Table.Th ta="right">{t("usage.parts")}</Table.Th>
            <Table.Th ta="right">{t("usage.credits")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usage.data.map((month) => (
            <Table.Tr key={`${month.year}-${month.month}`}>
              <Table.Td>{`${monthName(month.month, fmt.locale)} ${fmt.digits(month.year)}`}</Table.Td>
              <Table.Td ta="right">{fmt.number(month.messages)}</Table.Td>
              <Table.Td ta="right">{fmt.number(month.parts)}</Table.Td>
              <Table.Td ta="right">{month.credits === null ? "-" : fmt.number(month.credits)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <Paper withBorder p="md">
      <Title order={3} fz="h4" mb="sm">
        {t("usage.title")}
      </Title>
      {body}
    </Paper>
  );
}
