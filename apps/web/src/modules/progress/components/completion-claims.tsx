import { Alert, Button, Group } from "@mantine/core";
import type { TMilestoneClaim, TProgressEntryDetail } from "@pragati/domain/contract";
import { IconCircleCheck, IconClockHour4, IconFileAlert, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ClaimDecision } from "../../../ui/claim-decision";
import { ClaimList } from "../../../ui/claim-list";
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
    <ClaimList
      testId="completion-claims"
      title={t("completion.claimsTitle")}
      description={t("completion.claimsDescription")}
      label={t("completion.claimsLabel")}
      rows={rows}
      rowKey={(claim) => claim.entry_id}
      rowTestId="completion-claim"
      columns={[
        {
          title: t("completion.office"),
          render: (claim) => fmt.name(claim.nikaya_name, claim.nikaya_name_np),
        },
        {
          title: t("completion.milestone"),
          render: (claim) => `${fmt.digits(claim.milestone_code)} ${claim.milestone_title}`,
        },
        { title: t("completion.month"), render: (claim) => fmt.fiscalMonth(claim.month) },
        { title: t("completion.evidence"), render: (claim) => fmt.number(claim.file_count) },
        { title: t("completion.claimedAt"), render: (claim) => fmt.dateTime(claim.claimed_at) },
        {
          render: (claim) => (
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
          ),
        },
      ]}
    />
  );
}
