import { Stack } from "@mantine/core";
import type { TActivity, TMilestone } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { PageHeader } from "../../../ui/page-header";
import { PageLoader } from "../../../ui/page-loader";
import { MilestoneFormModal } from "../components/milestone-form-modal";
import { MilestoneTable } from "../components/milestone-table";
import { type Crumb, PlanBreadcrumbs } from "../components/plan-breadcrumbs";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { planLinks } from "../plan-links";
import { usePlanLock } from "../plan-lock";
import { activityQuery } from "../queries";

/** Route `plans-policy/budget-head/activities/milestones/:nikaya_id/:activity_master_id`. */
export default function PlanMilestonesPage() {
  const id = Number(useParams().activity_master_id);
  return <ActivityMilestones key={id} id={id} />;
}

function ActivityMilestones({ id }: { id: number }) {
  const { t } = useTranslation("plans");
  const activity = useQuery(activityQuery(id));
  if (activity.isPending && activity.fetchStatus !== "idle") return <PageLoader />;
  if (!activity.data)
    return (
      <Stack gap="md">
        <PlanBreadcrumbs items={[{ label: t("milestones.title") }]} />
        <ErrorState
          message={activity.error?.message ?? t("milestones.activityNotFound")}
          onRetry={activity.isError ? () => void activity.refetch() : undefined}
        />
      </Stack>
    );
  return <MilestoneList activity={activity.data} />;
}

/** Policy > budget head > activity > milestones, each linking to the list it belongs to. */
const crumbsOf = (a: TActivity, digits: (v: string) => string): Crumb[] => {
  const activityLabel = `${digits(a.point_no)} ${a.title}`;
  const policy = { label: `${digits(a.policy_point_no)} ${a.policy_name}` };
  if (a.budget_head_id === null)
    return [
      { ...policy, to: planLinks.policyBudgetHeads(a.nikaya_id, a.policy_id) },
      { label: activityLabel, to: planLinks.policyActivities(a.nikaya_id, a.policy_id) },
    ];
  return [
    { ...policy, to: planLinks.policyBudgetHeads(a.nikaya_id, a.policy_id) },
    { label: a.budget_head_heading ?? "", to: planLinks.budgetHeadActivities(a.nikaya_id, a.budget_head_id) },
    { label: activityLabel, to: planLinks.budgetHeadActivities(a.nikaya_id, a.budget_head_id) },
  ];
};

function MilestoneList({ activity }: { activity: TActivity }) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const canCreate = useCan("plan.create");
  const lock = usePlanLock();
  const [editing, setEditing] = useState<{ milestone: TMilestone | null } | null>(null);

  return (
    <Stack gap="md">
      <PlanBreadcrumbs items={[...crumbsOf(activity, fmt.digits), { label: t("milestones.title") }]} />
      <PageHeader
        title={t("milestones.ofActivity", { activity: `${fmt.digits(activity.point_no)} ${activity.title}` })}
        description={fmt.name(activity.nikaya_name, activity.nikaya_name_np)}
        add={
          canCreate
            ? {
                label: t("milestones.add"),
                onClick: () => setEditing({ milestone: null }),
                disabled: lock.blocks([activity.nikaya_id]),
              }
            : undefined
        }
      />
      <PlanLockBanner officeIds={[activity.nikaya_id]} />
      <MilestoneTable activityId={activity.id} onEdit={(milestone) => setEditing({ milestone })} />
      <MilestoneFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        milestone={editing?.milestone ?? null}
        activity={activity}
      />
    </Stack>
  );
}
