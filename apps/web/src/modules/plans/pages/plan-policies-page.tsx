import { Button } from "@mantine/core";
import type { TPolicy } from "@pragati/domain/contract";
import { IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../state/auth-store";
import { useSetupStore } from "../../../state/setup-store";
import { Screen } from "../../../ui/page-header";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { PlanOfficeFilter } from "../components/plan-office-filter";
import { PolicyFormModal } from "../components/policy-form-modal";
import { PolicyTable } from "../components/policy-table";
import { planLinks } from "../plan-links";
import { usePlanLock } from "../plan-lock";
import { PLAN_PATHS } from "../queries";
import { useScopeOffices } from "../use-scope-offices";

type Editing = { policy: TPolicy | null } | null;

/** Route `plans-policy`: the policies and programs of the header's fiscal year, as a tree. */
export default function PlanPoliciesPage() {
  const { t } = useTranslation("plans");
  const canAdopt = useCan("plan.adopt");
  const allowAdoption = useSetupStore((s) => s.setup?.allow_adoption ?? false);
  const scope = useScopeOffices();
  const lock = usePlanLock();
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // A new point goes to the filtered office, else the user's own one.
  const addOffice = officeId ?? scope.own?.id ?? null;

  return (
    <Screen
      title={t("policies.title")}
      description={t("policies.description")}
      add={{
        label: t("policies.add"),
        onClick: () => setEditing({ policy: null }),
        disabled: lock.blocks([addOffice]),
        permission: "plan.create",
      }}
      actions={
        allowAdoption &&
        canAdopt && (
          <Button
            component={Link}
            to={planLinks.adoption}
            variant="default"
            leftSection={<IconCopy size={16} />}
          >
            {t("policies.adopt")}
          </Button>
        )
      }
    >
      <PlanLockBanner officeIds={officeId === null ? undefined : [officeId]} />
      <PolicyTable
        path={PLAN_PATHS.policies}
        filters={{ nikaya_id: officeId ?? undefined }}
        showOffice={scope.several && officeId === null}
        toolbar={<PlanOfficeFilter value={officeId} onChange={setOfficeId} />}
        onEdit={(policy) => setEditing({ policy })}
      />
      <PolicyFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        policy={editing?.policy ?? null}
        defaultOfficeId={addOffice}
      />
    </Screen>
  );
}
