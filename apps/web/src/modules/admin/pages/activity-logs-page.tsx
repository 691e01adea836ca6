import { Screen } from "../../../ui/page-header";
import { ActivityLogTable } from "../components/activity-log-table";

/** Route `activity-logs`. */
export default function ActivityLogsPage() {
  return (
    <Screen words={["admin", "activityLog"]}>
      <ActivityLogTable />
    </Screen>
  );
}
