import type { TProjectHead } from "@pragati/domain/contract";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { Screen } from "../../../ui/page-header";
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
    <Screen
      title={t("heads.title")}
      description={t("heads.description")}
      add={
        canAssign
          ? { label: t("heads.post"), onClick: () => setPosting(true), icon: <IconUserPlus size={16} /> }
          : undefined
      }
    >
      <ProjectHeadTable onEnd={canAssign ? setEnding : null} />
      <PostHeadModal opened={posting} onClose={() => setPosting(false)} />
      <EndPostingModal posting={ending} onClose={() => setEnding(null)} />
    </Screen>
  );
}
