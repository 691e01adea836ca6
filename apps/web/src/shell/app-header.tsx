import { ActionIcon, Burger, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconRefresh } from "@tabler/icons-react";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUiStore } from "../state/ui-store";
import { FiscalYearSelect } from "../ui/fiscal-year-select";
import { LanguageSwitch } from "../ui/language-switch";
import { NoticeBell } from "./notice-bell";
import { useSessionLabels } from "./use-session-labels";
import { UserMenu } from "./user-menu";

type AppHeaderProps = { mobileOpened: boolean; onToggleMobile: () => void };

export function AppHeader({ mobileOpened, onToggleMobile }: AppHeaderProps) {
  const { t } = useTranslation("shell");
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;
  const sidebarOpen = useUiStore((s) => s.sidebarOpen);
  const toggleSidebar = useUiStore((s) => s.toggleSidebar);
  const { userName, roleName, officeName } = useSessionLabels();

  return (
    <Group h="100%" px={{ base: "xs", sm: "md" }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={4} wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={t("header.openMenu")}
        />
        <Tooltip label={t("header.toggleSidebar")}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggleSidebar}
            visibleFrom="sm"
            aria-label={t("header.toggleSidebar")}
            aria-pressed={sidebarOpen}
          >
            {sidebarOpen ? (
              <IconLayoutSidebarLeftCollapse size={20} />
            ) : (
              <IconLayoutSidebarLeftExpand size={20} />
            )}
          </ActionIcon>
        </Tooltip>
        <Text component={Link} to="/" fw={700} fz="lg" c="blue.8" visibleFrom="md" td="none" mr="xs">
          {t("common:app.name")}
        </Text>
        <Tooltip label={t("header.refresh")}>
          <ActionIcon
            variant="subtle"
            size="lg"
            loading={fetching}
            onClick={() => queryClient.refetchQueries({ type: "active" })}
            aria-label={t("header.refresh")}
          >
            <IconRefresh size={20} />
          </ActionIcon>
        </Tooltip>
        <FiscalYearSelect />
      </Group>
      <Group gap={4} wrap="nowrap" miw={0}>
        {officeName ? (
          <Text size="sm" fw={500} c="dimmed" truncate="end" maw={280} visibleFrom="lg" title={officeName}>
            {officeName}
          </Text>
        ) : null}
        <Stack gap={0} visibleFrom="md" mx="xs" align="flex-end">
          <Text size="sm" fw={600} lh={1.2} truncate="end" maw={180}>
            {userName}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {roleName}
          </Text>
        </Stack>
        <NoticeBell />
        <LanguageSwitch />
        <UserMenu />
      </Group>
    </Group>
  );
}
