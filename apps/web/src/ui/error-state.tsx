import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type ErrorStateProps = {
  title?: string;
  /** Usually the ApiError's message, already in the current language. */
  message?: string;
  onRetry?: () => void;
};

/** Error state of a section that failed to load, with an optional retry. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation("common");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title ?? t("states.error")}
    >
      <Group justify="space-between" align="center" gap="sm">
        {message ? <Text size="sm">{message}</Text> : null}
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t("actions.retry")}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
