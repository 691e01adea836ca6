import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A blueprint step's choice of one row: filled once chosen, and every row's disabled until the steps reset. */
export function ChooseButton({
  chosen,
  locked,
  label,
  onChoose,
}: {
  chosen: boolean;
  locked: boolean;
  label: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation("adoption");
  return (
    <Group justify="flex-end">
      <Button
        size="xs"
        variant={chosen ? "filled" : "light"}
        disabled={locked}
        aria-label={label}
        onClick={onChoose}
      >
        {chosen ? t("actions.chosen") : t("actions.choose")}
      </Button>
    </Group>
  );
}
