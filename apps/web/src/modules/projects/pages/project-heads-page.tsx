import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { TProjectHead } from "@pragati/domain/contract";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { EndPostingModal } from "../components/end-posting-modal";
import { PostHeadModal } from "../components/post-head-modal";
import { ProjectHeadTable } from "../components/project-head-table";

/** Route `ayojana-project-head`: the postings of heads on the caller's projects, kept as history. */
export default function ProjectHeadsPage() {
  const { t } = useTranslation("projects");
  const canAssign = useCan("project.assign");
  const [posting, setPosting] = useState(false);
  const [ending, setEnding] = useState<TProjectHead | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t("heads.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("heads.description")}
          </Text>
        </div>
        {canAssign && (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setPosting(true)}>
            {t("heads.post")}
          </Button>
        )}
      </Group>
      <ProjectHeadTable onEnd={canAssign ? setEnding : null} />
      <PostHeadModal opened={posting} onClose={() => setPosting(false)} />
      <EndPostingModal posting={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
