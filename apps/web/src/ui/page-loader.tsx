import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Loading state of a page or a whole screen. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Center mih={fullScreen ? "100vh" : 240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {t("states.loading")}
        </Text>
      </Stack>
    </Center>
  );
}
