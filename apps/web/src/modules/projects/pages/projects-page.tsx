import { useCan } from "../../../state/auth-store";
import { Screen } from "../../../ui/page-header";
import { useListScreen } from "../../../ui/use-list-screen";
import { JumpClaims } from "../components/jump-claims";
import { ProjectBulkProgress } from "../components/project-bulk-progress";
import { ProjectFormDrawer } from "../components/project-form-drawer";
import { ProjectTable } from "../components/project-table";

/** Route `ayojana`: the project profiles of the user's offices. */
export default function ProjectsPage() {
  const { canManage, target, header } = useListScreen("projects", "project.manage");
  const canApprove = useCan("project.approve");
  return (
    <Screen {...header} actions={<ProjectBulkProgress />}>
      {canApprove && <JumpClaims onOpen={target.open} />}
      <ProjectTable onOpen={(project) => target.open(project.id)} />
      <ProjectFormDrawer target={target} readOnly={!canManage} />
    </Screen>
  );
}
