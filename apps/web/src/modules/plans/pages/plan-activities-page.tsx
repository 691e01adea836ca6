import { Button, Stack } from "@mantine/core";
import type { TActivity } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { PageHeader } from "../../../ui/page-header";
import { PageLoader } from "../../../ui/page-loader";
import { ActivityFormModal, type ActivityParent } from "../components/activity-form-modal";
import { ActivityTable } from "../components/activity-table";
import { type Crumb, PlanBreadcrumbs } from "../components/plan-breadcrumbs";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { planLinks } from "../plan-links";
import { usePlanLock } from "../plan-lock";
import { budgetHeadQuery, policyQuery } from "../queries";

/**
 * Routes `plans-policy/activities/:nikaya_id/:nitikaryakram_master_id` (a policy's activities) and
 * `plans-policy/budget-head/activities/:nikaya_id/:budget_master_id` or
 * `budget-head/activities/:nikaya_id/:budget_master_id` (a budget head's activities).
 */
export default function PlanActivitiesPage() {
  const params = useParams();
  if (params.budget_master_id !== undefined) {
    const id = Number(params.budget_master_id);
    return <BudgetHeadActivities key={`head-${id}`} id={id} />;
  }
  const id = Number(params.nitikaryakram_master_id);
  return <PolicyActivities key={`policy-${id}`} id={id} />;
}

function PolicyActivities({ id }: { id: number }) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const policy = useQuery(policyQuery(id));
  if (policy.isPending && policy.fetchStatus !== "idle") return <PageLoader />;
  if (!policy.data) return <NotFound error={policy.error} onRetry={() => void policy.refetch()} />;
  const p = policy.data;
  const label = `${fmt.digits(p.point_no)} ${p.name}`;
  return (
    <ActivityList
      parent={{ kind: "policy", policy: p }}
      officeId={p.nikaya_id}
      title={t("activities.ofPolicy", { policy: label })}
      officeName={fmt.name(p.nikaya_name, p.nikaya_name_np)}
      crumbs={[{ label, to: planLinks.policyBudgetHeads(p.nikaya_id, p.id) }]}
      filters={{ policy_id: p.id }}
      budgetHeadsLink={planLinks.policyBudgetHeads(p.nikaya_id, p.id)}
    />
  );
}

function BudgetHeadActivities({ id }: { id: number }) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const head = useQuery(budgetHeadQuery(id));
  if (head.isPending && head.fetchStatus !== "idle") return <PageLoader />;
  if (!head.data) return <NotFound error={head.error} onRetry={() => void head.refetch()} />;
  const h = head.data;
  const label = `${fmt.digits(h.point_no)} ${h.heading}`;
  return (
    <ActivityList
      parent={{ kind: "budgetHead", head: h }}
      officeId={h.nikaya_id}
      title={t("activities.ofBudgetHead", { head: label })}
      officeName={fmt.name(h.nikaya_name, h.nikaya_name_np)}
      crumbs={[
        {
          label: `${fmt.digits(h.policy_point_no)} ${h.policy_name}`,
          to: planLinks.policyBudgetHeads(h.nikaya_id, h.policy_id),
        },
        { label },
      ]}
      filters={{ budget_head_id: h.id }}
    />
  );
}

function NotFound({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation("plans");
  return (
    <Stack gap="md">
      <PlanBreadcrumbs items={[{ label: t("activities.title") }]} />
      <ErrorState
        message={error?.message ?? t("activities.parentNotFound")}
        onRetry={error ? onRetry : undefined}
      />
    </Stack>
  );
}

type ActivityListProps = {
  parent: ActivityParent;
  officeId: number;
  title: string;
  officeName: string;
  crumbs: Crumb[];
  filters: { policy_id?: number; budget_head_id?: number };
  budgetHeadsLink?: string;
};

function ActivityList({
  parent,
  officeId,
  title,
  officeName,
  crumbs,
  filters,
  budgetHeadsLink,
}: ActivityListProps) {
  const { t } = useTranslation("plans");
  const canCreate = useCan("plan.create");
  const lock = usePlanLock();
  const [editing, setEditing] = useState<{ activity: TActivity | null } | null>(null);

  return (
    <Stack gap="md">
      <PlanBreadcrumbs items={[...crumbs, { label: t("activities.title") }]} />
      <PageHeader
        title={title}
        description={officeName}
        add={
          canCreate
            ? {
                label: t("activities.add"),
                onClick: () => setEditing({ activity: null }),
                disabled: lock.blocks([officeId]),
              }
            : undefined
        }
        actions={
          budgetHeadsLink && (
            <Button component={Link} to={budgetHeadsLink} variant="default">
              {t("links.policyBudgetHeads")}
            </Button>
          )
        }
      />
      <PlanLockBanner officeIds={[officeId]} />
      <ActivityTable
        filters={filters}
        showPolicy={false}
        showBudgetHead={parent.kind === "policy"}
        onEdit={(activity) => setEditing({ activity })}
      />
      <ActivityFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        activity={editing?.activity ?? null}
        parent={parent}
      />
    </Stack>
  );
}
