import { Screen } from "../../../ui/page-header";
import { OfficePlanPicker, useOfficePlanChoice } from "../components/office-plan-picker";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { PolicyTable } from "../components/policy-table";
import { PLAN_PATHS } from "../queries";

/** Route `nikaya/niti-karyakrams`: one office's policies and programs (default: the user's own office). */
export default function PlanOfficePoliciesPage() {
  const [officeId, setOfficeId] = useOfficePlanChoice();
  return (
    <Screen words={["plans", "officePolicies"]}>
      <OfficePlanPicker value={officeId} onChange={setOfficeId}>
        {(id) => (
          <>
            <PlanLockBanner officeIds={[id]} />
            <PolicyTable path={PLAN_PATHS.officePolicies} filters={{ nikaya_id: id }} showOffice={false} />
          </>
        )}
      </OfficePlanPicker>
    </Screen>
  );
}
