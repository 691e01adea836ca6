import { Stack } from "@mantine/core";
import { PageHeader } from "../../../ui/page-header";
import { useListScreen } from "../../../ui/use-list-screen";
import { MeetingDrawer } from "../components/meeting-drawer";
import { MeetingTable } from "../components/meeting-table";

/** Route `meetings`: the meetings of the fiscal year with the decisions the user sees. */
export default function MeetingsPage() {
  const { target, header } = useListScreen("meetings", "meeting.manage");
  return (
    <Stack gap="md">
      <PageHeader {...header} />
      <MeetingTable onOpen={target.open} />
      <MeetingDrawer target={target} />
    </Stack>
  );
}
