import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TMilestoneClaim, TProgressEntryDetail } from "@pragati/domain/contract";
import { IconCircleCheck, IconClockHour4, IconFileAlert, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ClaimDecision } from "../../../ui/claim-decision";
import { completionClaimsQuery, useDecideCompletion } from "../queries";

type ClaimOf = Pick<TProgressEntryDetail, "completion_state" | "completion_reason" | "file_count">;

/**
 * Where a completed entry's claim stands (docs/product-rules.md "Evidence before completion"): it needs
 * evidence, waits for the approver, was accepted, or was rejected with the approver's reason.
 */
export function CompletionNotice({ entry }: { entry: ClaimOf }) {
  const { t } = useTranslation("progress");
  const state = entry.completion_state;
  if (state === null) return null;
  const shown =
    state === "claimed" && entry.file_count === 0
      ? { key: "needed", color: "orange", icon: <IconFileAlert size={18} /> }
      : state === "claimed"
        ? { key: "waiting", color: "blue", icon: <IconClockHour4 size={18} /> }
        : state === "accepted"
          ? { key: "accepted", color: "green", icon: <IconCircleCheck size={18} /> }
          : { key: "rejected", color: "red", icon: <IconX size={18} /> };
  return (
    <Alert
      color={shown.color}
      variant="light"
      icon={shown.icon}
      title={t(`completion.${shown.key}Title`)}
      data-testid="completion-state"
      data-state={shown.key}
    >
      {t(`completion.${shown.key}`, { reason: entry.completion_reason ?? "" })}
    </Alert>
  );
}

/**
 * The approver's list of completions waiting for acceptance (offices right below theirs), each opened
 * with its evidence, accepted or rejected with a reason. Shown only while some wait.
 */
export function CompletionClaims({ onOpen }: { onOpen: (claim: TMilestoneClaim) => void }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const claims = useQuery(completionClaimsQuery());
  const decide = useDecideCompletion();
  const rows = claims.data?.data ?? [];
  if (rows.length === 0) return null;

  return (
    <Paper withBorder p="md" data-testid="completion-claims">
      <Stack gap="sm">
        <Title order={3}>{t("completion.claimsTitle")}</Title>
        <Text size="sm" c="dimmed">
          {t("completion.claimsDescription")}
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t("completion.claimsLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("completion.office")}</Table.Th>
                <Table.Th>{t("completion.milestone")}</Table.Th>
                <Table.Th>{t("completion.month")}</Table.Th>
                <Table.Th>{t("completion.evidence")}</Table.Th>
                <Table.Th>{t("completion.claimedAt")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((claim) => (
                <Table.Tr key={claim.entry_id} data-testid="completion-claim">
                  <Table.Td>{fmt.name(claim.nikaya_name, claim.nikaya_name_np)}</Table.Td>
                  <Table.Td>
                    {fmt.digits(claim.milestone_code)} {claim.milestone_title}
                  </Table.Td>
                  <Table.Td>{fmt.fiscalMonth(claim.month)}</Table.Td>
                  <Table.Td>{fmt.number(claim.file_count)}</Table.Td>
                  <Table.Td>{fmt.dateTime(claim.claimed_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button size="xs" variant="default" onClick={() => onOpen(claim)}>
                        {t("completion.open")}
                      </Button>
                      <ClaimDecision
                        ns="progress"
                        prefix="completion"
                        pending={decide.isPending}
                        decide={(decision, handlers) =>
                          decide.mutate({ entryId: claim.entry_id, decision }, handlers)
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
