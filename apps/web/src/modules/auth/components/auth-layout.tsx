import { Box, Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../../ui/language-switch";

type AuthLayoutProps = { title: string; description?: ReactNode; children: ReactNode };

/** Frame of the public auth screens: product name, language switch, one card. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation("common");
  return (
    <Box mih="100vh" bg="gray.1" p="md">
      <Group justify="flex-end">
        <LanguageSwitch />
      </Group>
      <Center mih="80vh">
        <Stack w="100%" maw={420} gap="lg">
          <Stack gap={2} align="center">
            <Text fw={700} fz={28} c="blue.8">
              {t("app.name")}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t("app.tagline")}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="md" component="main">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} fz="h3">
                  {title}
                </Title>
                {description ? (
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
