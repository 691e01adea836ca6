import { Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useUiStore } from "../state/ui-store";

/** Switches between Nepali and English; the choice persists in local storage. */
export function LanguageSwitch() {
  const { t } = useTranslation("common");
  const locale = useUiStore((s) => s.locale);
  const setLocale = useUiStore((s) => s.setLocale);
  const [params, setParams] = useSearchParams();
  const next = locale === "np" ? "en" : "np";

  const onClick = () => {
    setLocale(next);
    // A stale ?lang= would switch back on reload.
    if (params.has("lang")) {
      const rest = new URLSearchParams(params);
      rest.delete("lang");
      setParams(rest, { replace: true });
    }
  };

  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={18} />}
      onClick={onClick}
      aria-label={`${t("language.label")}: ${t(`language.${next}`)}`}
      lang={next === "np" ? "ne" : "en"}
    >
      {t(`language.${next}`)}
    </Button>
  );
}
