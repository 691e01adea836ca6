import { Button, Group, Table, Text } from "@mantine/core";
import type { TAdoptionBudgetHead } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { Blueprint } from "../adoption-choice";
import { AdoptedBadge } from "./adopted-badge";

type BudgetStepProps = {
  heads: TAdoptionBudgetHead[];
  chosen: Blueprint["budget"];
  onChoose: (head: TAdoptionBudgetHead | null) => void;
};

/** Step 2: the budget blueprint, a budget head of the chosen policy or none (activities directly under it). */
export function BudgetStep({ heads, chosen, onChoose }: BudgetStepProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  const row = (head: TAdoptionBudgetHead | null) => {
    const isChosen = chosen !== null && (chosen.data?.id ?? null) === (head?.id ?? null);
    const label = head ? head.heading : t("budget.none");
    return (
      <Table.Tr key={head?.id ?? "none"} bg={isChosen ? "var(--mantine-primary-color-light)" : undefined}>
        <Table.Td>{head ? fmt.digits(head.point_no) : "-"}</Table.Td>
        <Table.Td>
          <Text size="sm">{label}</Text>
          {!head && (
            <Text size="xs" c="dimmed">
              {t("budget.noneDescription")}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right">{head ? fmt.number(head.amount) : "-"}</Table.Td>
        <Table.Td>
          {head && <AdoptedBadge state={head.adopted_id === null ? "notAdopted" : "adopted"} />}
        </Table.Td>
        <Table.Td>
          <Group justify="flex-end">
            <Button
              size="xs"
              variant={isChosen ? "filled" : "light"}
              disabled={chosen !== null}
              aria-label={t("budget.chooseLabel", { name: label })}
              onClick={() => onChoose(head)}
            >
              {isChosen ? t("actions.chosen") : t("actions.choose")}
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder aria-label={t("budget.table")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.point")}</Table.Th>
            <Table.Th>{t("columns.heading")}</Table.Th>
            <Table.Th ta="right">{t("columns.amount")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {row(null)}
          {heads.map(row)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
