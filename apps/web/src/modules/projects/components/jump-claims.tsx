import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TProjectJumpClaim } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ClaimDecision } from "../../../ui/claim-decision";
import { jumpClaimsQuery, useDecideJump } from "../queries";

/**
 * The approver's list of project months whose physical progress rose beyond the threshold (offices right
 * below theirs), each opened on its project (its files are the evidence), accepted or rejected with a
 * reason. Shown only while some wait.
 */
export function JumpClaims({ onOpen }: { onOpen: (projectId: number) => void }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const claims = useQuery(jumpClaimsQuery());
  const decide = useDecideJump();
  const rows = claims.data?.data ?? [];
  if (rows.length === 0) return null;
  const key = (claim: TProjectJumpClaim) => ({
    fiscal_year_id: claim.fiscal_year_id,
    month: claim.month,
  });

  return (
    <Paper withBorder p="md" data-testid="jump-claims">
      <Stack gap="sm">
        <Title order={3}>{t("jump.claimsTitle")}</Title>
        <Text size="sm" c="dimmed">
          {t("jump.claimsDescription")}
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t("jump.claimsLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("jump.office")}</Table.Th>
                <Table.Th>{t("jump.project")}</Table.Th>
                <Table.Th>{t("jump.month")}</Table.Th>
                <Table.Th>{t("jump.physical")}</Table.Th>
                <Table.Th>{t("jump.evidence")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((claim) => (
                <Table.Tr key={`${claim.project_id}-${claim.fiscal_year_id}-${claim.month}`}>
                  <Table.Td>{fmt.name(claim.nikaya_name, claim.nikaya_name_np)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" onClick={() => onOpen(claim.project_id)}>
                      {claim.project_name}
                    </Button>
                  </Table.Td>
                  <Table.Td>{fmt.fiscalMonth(claim.month)}</Table.Td>
                  <Table.Td>{fmt.percent(claim.physical_achieved)}</Table.Td>
                  <Table.Td>{fmt.number(claim.evidence_count)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <ClaimDecision
                        ns="projects"
                        prefix="jump"
                        pending={decide.isPending}
                        decide={(decision, handlers) =>
                          decide.mutate(
                            { projectId: claim.project_id, decision: { ...key(claim), ...decision } },
                            handlers,
                          )
                        }
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
