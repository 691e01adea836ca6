import { Screen } from "../../../ui/page-header";
import { useListScreen } from "../../../ui/use-list-screen";
import { MeetingDrawer } from "../components/meeting-drawer";
import { MeetingTable } from "../components/meeting-table";

/** Route `meetings`: the meetings of the fiscal year with the decisions the user sees. */
export default function MeetingsPage() {
  const { target, header } = useListScreen("meetings", "meeting.manage");
  return (
    <Screen {...header}>
      <MeetingTable onOpen={target.open} />
      <MeetingDrawer target={target} />
    </Screen>
  );
}
