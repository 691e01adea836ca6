import { Screen } from "../../../ui/page-header";
import { OfficeUpdatesTable } from "../components/office-updates-table";

/** Route `nikayaupdates`: recent changes to the offices in the caller's scope. */
export default function OfficeUpdatesPage() {
  return (
    <Screen words={["offices", "updates"]}>
      <OfficeUpdatesTable />
    </Screen>
  );
}
