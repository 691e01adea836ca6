import { Button, Group } from "@mantine/core";
import type { TProjectJumpClaim } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { ClaimDecision } from "../../../ui/claim-decision";
import { ClaimList } from "../../../ui/claim-list";
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
    <ClaimList
      testId="jump-claims"
      title={t("jump.claimsTitle")}
      description={t("jump.claimsDescription")}
      label={t("jump.claimsLabel")}
      rows={rows}
      rowKey={(claim) => `${claim.project_id}-${claim.fiscal_year_id}-${claim.month}`}
      columns={[
        { title: t("jump.office"), render: (claim) => fmt.name(claim.nikaya_name, claim.nikaya_name_np) },
        {
          title: t("jump.project"),
          render: (claim) => (
            <Button size="compact-sm" variant="subtle" onClick={() => onOpen(claim.project_id)}>
              {claim.project_name}
            </Button>
          ),
        },
        { title: t("jump.month"), render: (claim) => fmt.fiscalMonth(claim.month) },
        { title: t("jump.physical"), render: (claim) => fmt.percent(claim.physical_achieved) },
        { title: t("jump.evidence"), render: (claim) => fmt.number(claim.evidence_count) },
        {
          render: (claim) => (
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
          ),
        },
      ]}
    />
  );
}
