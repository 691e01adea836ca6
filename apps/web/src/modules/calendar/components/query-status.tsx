import { Center, Loader, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../ui/error-state";

type QueryStatusProps = {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  onRetry: () => void;
};

/** Loading, error (with retry) and empty states of a non-paged list; nothing once there are rows. */
export function QueryStatus({ isPending, error, isEmpty, onRetry }: QueryStatusProps) {
  const { t } = useTranslation("calendar");
  if (isPending)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t("states.loading")} />
      </Center>
    );
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (isEmpty)
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t("states.empty")}
      </Text>
    );
  return null;
}
