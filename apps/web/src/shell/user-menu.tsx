import { ActionIcon, Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDevices, IconKey, IconLogout, IconToggleLeft, IconToggleRightFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLogout } from "../modules/auth";
import { useUiStore } from "../state/ui-store";
import { ChangePasswordModal } from "./change-password-modal";
import { SessionsModal } from "./sessions-modal";
import { useSessionLabels } from "./use-session-labels";

/** Change password, active sign-ins, next-page redirection switch and log-out (SPEC.md section 2, Header). */
export function UserMenu() {
  const { t } = useTranslation("shell");
  const { userName, roleName, officeName } = useSessionLabels();
  const redirectNewTab = useUiStore((s) => s.redirectNewTab);
  const setRedirectNewTab = useUiStore((s) => s.setRedirectNewTab);
  const { logout, pending } = useLogout();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const [sessionsOpened, sessionsModal] = useDisclosure(false);

  return (
    <>
      {/* No focus placeholder: a menu may hold menu items only, and the first item takes the focus. */}
      <Menu
        position="bottom-end"
        width={280}
        shadow="md"
        closeOnItemClick
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" radius="xl" aria-label={t("header.userMenu")}>
            <Avatar size={32} radius="xl" color="blue">
              {userName.slice(0, 1).toUpperCase()}
            </Avatar>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark">
              {userName}
            </Text>
            <Text size="xs">{roleName}</Text>
            {officeName ? <Text size="xs">{officeName}</Text> : null}
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordModal.open}>
            {t("header.changePassword")}
          </Menu.Item>
          <Menu.Item leftSection={<IconDevices size={16} />} onClick={sessionsModal.open}>
            {t("header.sessions")}
          </Menu.Item>
          {/*
            A checkable menu item (what a switch is inside a menu) that stays open when toggled; the
            data attribute puts it in the menu's arrow-key order.
          */}
          <UnstyledButton
            role="menuitemcheckbox"
            aria-checked={redirectNewTab}
            data-menu-item
            onClick={() => setRedirectNewTab(!redirectNewTab)}
            w="100%"
            px="sm"
            py={8}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{t("header.redirection")}</Text>
              {redirectNewTab ? (
                <IconToggleRightFilled size={26} color="var(--mantine-primary-color-filled)" aria-hidden />
              ) : (
                <IconToggleLeft size={26} color="var(--mantine-color-gray-6)" aria-hidden />
              )}
            </Group>
          </UnstyledButton>
          <Menu.Divider />
          <Menu.Item c="red.8" leftSection={<IconLogout size={16} />} onClick={logout} disabled={pending}>
            {t("header.logout")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
      <SessionsModal opened={sessionsOpened} onClose={sessionsModal.close} />
    </>
  );
}
