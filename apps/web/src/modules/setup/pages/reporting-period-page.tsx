import { Screen } from "../../../ui/page-header";
import { ReportingPeriodForm } from "../components/reporting-period-form";

/** Route `reporting-period`: reporting months, entry windows and the current fiscal year. */
export default function ReportingPeriodPage() {
  return (
    <Screen words={["setup", "reportingPeriod"]}>
      <ReportingPeriodForm />
    </Screen>
  );
}
