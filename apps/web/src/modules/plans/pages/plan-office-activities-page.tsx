import type { TActivity } from "@pragati/domain/contract";
import { useState } from "react";
import { Screen } from "../../../ui/page-header";
import { ActivityFormModal } from "../components/activity-form-modal";
import { ActivityTable } from "../components/activity-table";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { PlanOfficeFilter } from "../components/plan-office-filter";
import { useScopeOffices } from "../use-scope-offices";

/** Route `nikaya-activities`: the activities every office of the scope implements, by office. */
export default function PlanOfficeActivitiesPage() {
  const _scope = useScopeOffices();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [editing, setEditing] = useState<TActivity | null>(null);

  return (
    <Screen words={["plans", "officeActivities"]}>
      <PlanLockBanner officeIds={officeId === null ? undefined : [officeId]} />
      <ActivityTable
        filters={{ nikaya_id: officeId ?? undefined }}
        toolbar={<PlanOfficeFilter value={officeId} onChange={setOfficeId} />}
        showPolicy
        showBudgetHead
        onEdit={setEditing}
      />
      <ActivityFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        activity={editing}
        parent={{ kind: "own" }}
      />
    </Screen>
  );
}
