import { Screen } from "../../../ui/page-header";
import { BudgetHeadTable } from "../components/budget-head-table";
import { OfficePlanPicker, useOfficePlanChoice } from "../components/office-plan-picker";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { PLAN_PATHS } from "../queries";

/** Route `nikaya/budget-heads`: one office's budget heads (default: the user's own office). */
export default function PlanOfficeBudgetHeadsPage() {
  const [officeId, setOfficeId] = useOfficePlanChoice();
  return (
    <Screen words={["plans", "officeBudgetHeads"]}>
      <OfficePlanPicker value={officeId} onChange={setOfficeId}>
        {(id) => (
          <>
            <PlanLockBanner officeIds={[id]} />
            <BudgetHeadTable
              path={PLAN_PATHS.officeBudgetHeads}
              filters={{ nikaya_id: id }}
              showPolicy
              showOffice={false}
            />
          </>
        )}
      </OfficePlanPicker>
    </Screen>
  );
}
