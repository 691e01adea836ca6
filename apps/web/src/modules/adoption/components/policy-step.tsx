import { Box, Button, Group, Table, Text } from "@mantine/core";
import type { TAdoptionPolicy } from "@pragati/domain/contract";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { AdoptedBadge } from "./adopted-badge";

type PolicyStepProps = {
  policies: TAdoptionPolicy[];
  chosen: TAdoptionPolicy | null;
  onChoose: (policy: TAdoptionPolicy) => void;
};

/** Step 1: the policy blueprint, one point of last year's plan (in tree order); chosen once until reset. */
export function PolicyStep({ policies, chosen, onChoose }: PolicyStepProps) {
  const { t } = useTranslation("adoption");
  const fmt = useFormat();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder aria-label={t("policy.table")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("columns.point")}</Table.Th>
            <Table.Th>{t("columns.name")}</Table.Th>
            <Table.Th ta="right">{t("columns.budget")}</Table.Th>
            <Table.Th>{t("columns.status")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {policies.map((policy) => {
            const isChosen = chosen?.id === policy.id;
            return (
              <Table.Tr key={policy.id} bg={isChosen ? "var(--mantine-primary-color-light)" : undefined}>
                <Table.Td>{fmt.digits(policy.point_no)}</Table.Td>
                <Table.Td>
                  <Box pl={policy.depth * 20}>
                    <Text size="sm">{policy.name}</Text>
                  </Box>
                </Table.Td>
                <Table.Td ta="right">{fmt.number(policy.budget)}</Table.Td>
                <Table.Td>
                  <AdoptedBadge state={policy.adopted_id === null ? "notAdopted" : "adopted"} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant={isChosen ? "filled" : "light"}
                      disabled={chosen !== null}
                      aria-label={t("policy.chooseLabel", {
                        point: fmt.digits(policy.point_no),
                        name: policy.name,
                      })}
                      onClick={() => onChoose(policy)}
                    >
                      {isChosen ? t("actions.chosen") : t("actions.choose")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
