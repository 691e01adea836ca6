import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { ProjectBulkProgress } from "../components/project-bulk-progress";
import { ProjectFormDrawer } from "../components/project-form-drawer";
import { ProjectTable } from "../components/project-table";

/** Route `ayojana`: the project profiles of the user's offices. */
export default function ProjectsPage() {
  const { t } = useTranslation("projects");
  const canManage = useCan("project.manage");
  // undefined: closed; null: a new project; a number: that project.
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t("page.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("page.description")}
          </Text>
        </div>
        <Group gap="sm">
          <ProjectBulkProgress />
          {canManage && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpenId(null)}>
              {t("actions.create")}
            </Button>
          )}
        </Group>
      </Group>
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
