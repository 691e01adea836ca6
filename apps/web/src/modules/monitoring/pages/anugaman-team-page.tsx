import { Screen } from "../../../ui/page-header";
import { useRecordTarget } from "../../../ui/use-record-target";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/** Route `anugaman-team`: the visits' teams, their leaders and how many members have verified. */
export default function AnugamanTeamPage() {
  const visit = useRecordTarget();

  return (
    <Screen words={["monitoring", "team.page"]}>
      <VisitTable tableKey="anugaman-team" onOpen={visit.open} />
      <VisitDrawer target={visit} />
    </Screen>
  );
}
