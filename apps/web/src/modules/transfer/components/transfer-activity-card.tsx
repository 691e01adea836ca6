import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { TTransferActivity } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

/** The activity being transferred: its place in the plan, offices, and milestones with progress counts. */
export function TransferActivityCard({ activity }: { activity: TTransferActivity }) {
  const { t } = useTranslation("transfer");
  const fmt = useFormat();
  const fact = (label: string, value: string, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={4}>{`${fmt.digits(activity.point_no)} ${activity.title}`}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {fact(t("card.policy"), `${fmt.digits(activity.policy_point_no)} ${activity.policy_name}`)}
          {fact(t("card.budgetHead"), activity.budget_head_heading ?? "-")}
          {fact(
            t("card.office"),
            fmt.name(activity.nikaya.name, activity.nikaya.name_np),
            "transfer-current-office",
          )}
          {fact(
            t("card.helpers"),
            activity.helpers.length === 0
              ? "-"
              : activity.helpers.map((h) => fmt.name(h.name, h.name_np)).join(", "),
          )}
          {fact(t("card.progress"), fmt.number(activity.progress_count))}
          {fact(t("card.transfers"), fmt.number(activity.transfer_count))}
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t("card.milestones", { n: fmt.number(activity.milestones.length) })}
          </Text>
        </Group>
        {activity.milestones.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("card.noMilestones")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder striped aria-label={t("card.milestonesLabel")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("card.columns.code")}</Table.Th>
                  <Table.Th>{t("card.columns.title")}</Table.Th>
                  <Table.Th>{t("card.columns.months")}</Table.Th>
                  <Table.Th ta="right">{t("card.columns.progress")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {activity.milestones.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{fmt.digits(m.code)}</Table.Td>
                    <Table.Td>{m.title}</Table.Td>
                    <Table.Td>{`${fmt.fiscalMonth(m.start_month)} - ${fmt.fiscalMonth(m.end_month)}`}</Table.Td>
                    <Table.Td ta="right">{fmt.number(m.progress_count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
