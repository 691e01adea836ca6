import { Button, Stack } from "@mantine/core";
import type { TBudgetHead, TPolicy } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { PageHeader } from "../../../ui/page-header";
import { PageLoader } from "../../../ui/page-loader";
import { BudgetHeadFormModal } from "../components/budget-head-form-modal";
import { BudgetHeadTable } from "../components/budget-head-table";
import { PlanBreadcrumbs } from "../components/plan-breadcrumbs";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { PlanOfficeFilter } from "../components/plan-office-filter";
import { planLinks } from "../plan-links";
import { usePlanLock } from "../plan-lock";
import { PLAN_PATHS, policyQuery } from "../queries";
import { useScopeOffices } from "../use-scope-offices";

type Editing = { head: TBudgetHead | null } | null;

/**
 * Routes `plans-policy/budget-head` (every budget head of the scope) and
 * `plans-policy/budget-head/:nikaya_id/:nitikaryakram_master_id` (one policy's budget heads).
 */
export default function PlanBudgetHeadsPage() {
  const params = useParams();
  const policyId = Number(params.nitikaryakram_master_id);
  if (params.nitikaryakram_master_id === undefined) return <AllBudgetHeads />;
  return <PolicyBudgetHeads key={policyId} policyId={policyId} />;
}

function AllBudgetHeads() {
  const { t } = useTranslation("plans");
  const canCreate = useCan("plan.create");
  const scope = useScopeOffices();
  const lock = usePlanLock();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack gap="md">
      <PlanBreadcrumbs items={[{ label: t("budgetHeads.title") }]} />
      <PageHeader
        title={t("budgetHeads.title")}
        description={t("budgetHeads.description")}
        add={
          canCreate
            ? {
                label: t("budgetHeads.add"),
                onClick: () => setEditing({ head: null }),
                disabled: lock.blocks([officeId ?? (scope.several ? null : scope.own?.id)]),
              }
            : undefined
        }
      />
      <PlanLockBanner officeIds={officeId === null ? undefined : [officeId]} />
      <BudgetHeadTable
        path={PLAN_PATHS.budgetHeads}
        filters={{ nikaya_id: officeId ?? undefined }}
        showPolicy
        showOffice={scope.several && officeId === null}
        toolbar={<PlanOfficeFilter value={officeId} onChange={setOfficeId} />}
        onEdit={(head) => setEditing({ head })}
      />
      <BudgetHeadFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        head={editing?.head ?? null}
        policy={null}
        officeId={officeId}
      />
    </Stack>
  );
}

function PolicyBudgetHeads({ policyId }: { policyId: number }) {
  const { t } = useTranslation("plans");
  const policy = useQuery(policyQuery(policyId));
  if (policy.isPending && policy.fetchStatus !== "idle") return <PageLoader />;
  if (!policy.data)
    return (
      <Stack gap="md">
        <PlanBreadcrumbs items={[{ label: t("budgetHeads.title") }]} />
        <ErrorState
          message={policy.error?.message ?? t("policies.notFound")}
          onRetry={policy.isError ? () => void policy.refetch() : undefined}
        />
      </Stack>
    );
  return <PolicyBudgetHeadList policy={policy.data} />;
}

function PolicyBudgetHeadList({ policy }: { policy: TPolicy }) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const canCreate = useCan("plan.create");
  const lock = usePlanLock();
  const [editing, setEditing] = useState<Editing>(null);
  const policyLabel = `${fmt.digits(policy.point_no)} ${policy.name}`;

  return (
    <Stack gap="md">
      <PlanBreadcrumbs items={[{ label: policyLabel }, { label: t("budgetHeads.title") }]} />
      <PageHeader
        title={t("budgetHeads.ofPolicy", { policy: policyLabel })}
        description={fmt.name(policy.nikaya_name, policy.nikaya_name_np)}
        add={
          canCreate
            ? {
                label: t("budgetHeads.add"),
                onClick: () => setEditing({ head: null }),
                disabled: lock.blocks([policy.nikaya_id]),
              }
            : undefined
        }
        actions={
          <Button
            component={Link}
            to={planLinks.policyActivities(policy.nikaya_id, policy.id)}
            variant="default"
          >
            {t("links.policyActivities")}
          </Button>
        }
      />
      <PlanLockBanner officeIds={[policy.nikaya_id]} />
      <BudgetHeadTable
        path={PLAN_PATHS.budgetHeads}
        filters={{ policy_id: policy.id }}
        showPolicy={false}
        showOffice={false}
        onEdit={(head) => setEditing({ head })}
      />
      <BudgetHeadFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        head={editing?.head ?? null}
        policy={policy}
        officeId={policy.nikaya_id}
      />
    </Stack>
  );
}
