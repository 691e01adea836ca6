import { Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { PageHeader } from "../../../ui/page-header";
import { JumpClaims } from "../components/jump-claims";
import { ProjectBulkProgress } from "../components/project-bulk-progress";
import { ProjectFormDrawer } from "../components/project-form-drawer";
import { ProjectTable } from "../components/project-table";

/** Route `ayojana`: the project profiles of the user's offices. */
export default function ProjectsPage() {
  const { t } = useTranslation("projects");
  const canManage = useCan("project.manage");
  const canApprove = useCan("project.approve");
  // undefined: closed; null: a new project; a number: that project.
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={<ProjectBulkProgress />}
        add={canManage ? { label: t("actions.create"), onClick: () => setOpenId(null) } : undefined}
      />
      {canApprove && <JumpClaims onOpen={setOpenId} />}
      <ProjectTable onOpen={(project) => setOpenId(project.id)} />
      <ProjectFormDrawer
        opened={openId !== undefined}
        projectId={openId ?? null}
        readOnly={!canManage}
        onClose={() => setOpenId(undefined)}
      />
    </Stack>
  );
}
