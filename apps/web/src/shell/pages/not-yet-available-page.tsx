import { Button } from "@mantine/core";
import { HIDDEN_MENU, MENU_TREE, normalizeMenuPath } from "@pragati/domain/access";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useGoBack } from "../../lib/use-go-back";
import { useUiStore } from "../../state/ui-store";
import { StatusPage } from "../../ui/status-page";

const titleOf = (path: string): { title: string; title_np: string } | undefined => {
  for (const node of MENU_TREE) {
    if (node.link === path) return node;
    const child = node.children?.find((c) => c.link === path);
    if (child) return child;
  }
  return undefined;
};

/** Every screen of SPEC.md section 2 whose module is not built yet: never a broken route. */
export default function NotYetAvailablePage() {
  const { t } = useTranslation("common");
  const locale = useUiStore((s) => s.locale);
  const goBack = useGoBack();
  const path = normalizeMenuPath(useLocation().pathname);
  const screen = titleOf(path) ?? titleOf(HIDDEN_MENU.find((h) => h.link === path)?.parent ?? "");
  const screenTitle = screen ? (locale === "np" ? screen.title_np : screen.title) : undefined;
  return (
    <StatusPage
      title={screenTitle ?? t("notYetAvailable.title")}
      message={t("notYetAvailable.message")}
      actions={
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={goBack}>
          {t("actions.goBack")}
        </Button>
      }
    />
  );
}
