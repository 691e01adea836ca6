import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../ui/page-header";
import { OfficePlanPicker, useOfficePlanChoice } from "../components/office-plan-picker";
import { PlanLockBanner } from "../components/plan-lock-banner";
import { PolicyTable } from "../components/policy-table";
import { PLAN_PATHS } from "../queries";

/** Route `nikaya/niti-karyakrams`: one office's policies and programs (default: the user's own office). */
export default function PlanOfficePoliciesPage() {
  const { t } = useTranslation("plans");
  const [officeId, setOfficeId] = useOfficePlanChoice();
  return (
    <Stack gap="md">
      <PageHeader title={t("officePolicies.title")} description={t("officePolicies.description")} />
      <OfficePlanPicker value={officeId} onChange={setOfficeId}>
        {(id) => (
          <>
            <PlanLockBanner officeIds={[id]} />
            <PolicyTable path={PLAN_PATHS.officePolicies} filters={{ nikaya_id: id }} showOffice={false} />
          </>
        )}
      </OfficePlanPicker>
    </Stack>
  );
}
