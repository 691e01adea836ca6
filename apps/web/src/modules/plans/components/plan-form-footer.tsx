import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

type PlanFormFooterProps = { onCancel: () => void; saving: boolean };

/** Cancel and Save under every plan form; Save submits the form and spins while the request runs. */
export function PlanFormFooter({ onCancel, saving }: PlanFormFooterProps) {
  const { t } = useTranslation("plans");
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t("actions.cancel")}
      </Button>
      <Button type="submit" loading={saving}>
        {t("actions.save")}
      </Button>
    </Group>
  );
}
