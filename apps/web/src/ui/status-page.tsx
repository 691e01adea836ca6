import { Box, Center, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type StatusPageProps = {
  code?: string;
  title: string;
  message: string;
  actions: ReactNode;
  fullScreen?: boolean;
};

/** 404, unauthorized, not-yet-available and error screens share this frame. */
export function StatusPage({ code, title, message, actions, fullScreen = false }: StatusPageProps) {
  return (
    <Box component={fullScreen ? "main" : "section"} p="md">
      <Center mih={fullScreen ? "90vh" : 360}>
        <Stack align="center" gap="sm" maw={520} ta="center">
          {code ? (
            <Text fz={64} fw={700} c="blue.7" lh={1} aria-hidden>
              {code}
            </Text>
          ) : null}
          <Title order={1} fz="h2">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          {actions}
        </Stack>
      </Center>
    </Box>
  );
}
