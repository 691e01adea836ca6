import { Screen } from "../../../ui/page-header";
import { useListScreen } from "../../../ui/use-list-screen";
import { VisitDrawer } from "../components/visit-drawer";
import { VisitTable } from "../components/visit-table";

/** Route `anugaman`: the monitoring visits the user sees; a new visit starts the sub-profile wizard. */
export default function AnugamanPage() {
  const { target, header } = useListScreen("monitoring", "monitoring.manage");
  return (
    <Screen {...header}>
      <VisitTable tableKey="anugaman" onOpen={target.open} />
      <VisitDrawer target={target} />
    </Screen>
  );
}
