import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Whether a previous-year item already has its copy in the target year (partly: some milestones). */
export function AdoptedBadge({ state }: { state: "adopted" | "notAdopted" | "partly" }) {
  const { t } = useTranslation("adoption");
  const color = state === "adopted" ? "green" : state === "partly" ? "yellow" : "gray";
  return (
    <Badge color={color} variant="light" size="sm">
      {t(`status.${state}`)}
    </Badge>
  );
}
