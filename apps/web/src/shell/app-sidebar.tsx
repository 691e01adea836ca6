import { NavLink, ScrollArea, Skeleton, Stack, Text } from "@mantine/core";
import { HIDDEN_MENU, normalizeMenuPath } from "@pragati/domain/access";
import type { TMenuItem } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { menuItemsQuery } from "../modules/auth";
import { useAuthStore } from "../state/auth-store";
import { useUiStore } from "../state/ui-store";
import { ErrorState } from "../ui/error-state";
import { MenuIcon } from "./menu-icon";

/** The sidebar link that stands for a path: itself, or the parent of a screen opened from inside. */
const activeLinkOf = (pathname: string): string => {
  const path = normalizeMenuPath(pathname);
  return HIDDEN_MENU.find((h) => h.link === path)?.parent ?? path;
};

const containsLink = (item: TMenuItem, link: string): boolean =>
  item.hasSub ? item.subMenu.some((s) => s.link === link) : item.link === link;

/** Sidebar from the role's menu (SPEC.md section 2), with collapsible submenus. */
export function AppSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const np = useUiStore((s) => s.locale === "np");
  const newTab = useUiStore((s) => s.redirectNewTab);
  const roleId = useAuthStore((s) => s.role?.role_id ?? 0);
  const menu = useQuery(menuItemsQuery(roleId));
  const active = activeLinkOf(pathname);
  const [opened, setOpened] = useState<Set<number>>(new Set());

  // The group holding the current screen opens by itself.
  useEffect(() => {
    const group = menu.data?.find((item) => item.hasSub && containsLink(item, active));
    if (group) setOpened((prev) => (prev.has(group.id) ? prev : new Set(prev).add(group.id)));
  }, [menu.data, active]);

  const linkProps = (link: string) => ({
    component: Link,
    to: `/${link}`,
    active: link === active,
    ...(newTab ? { target: "_blank", rel: "noopener" } : { onClick: onNavigate }),
  });

  if (menu.isPending)
    return (
      <Stack gap="xs" p="md" aria-busy>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} h={32} radius="sm" />
        ))}
      </Stack>
    );
  if (menu.isError)
    return (
      <Stack p="md">
        <ErrorState
          title={t("sidebar.loadError")}
          message={menu.error.message}
          onRetry={() => menu.refetch()}
        />
      </Stack>
    );

  const items = [...menu.data].sort((a, b) => a.index - b.index);
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }} component="nav" aria-label={t("sidebar.label")}>
      <Stack gap={2} p="xs">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t("sidebar.empty")}
          </Text>
        ) : null}
        {items.map((item) => {
          const label = np ? item.title_np : item.title;
          if (!item.hasSub)
            return (
              <NavLink
                key={item.id}
                label={label}
                leftSection={<MenuIcon name={item.icon} />}
                {...linkProps(item.link)}
              />
            );
          return (
            <NavLink
              key={item.id}
              component="button"
              type="button"
              aria-expanded={opened.has(item.id)}
              label={label}
              leftSection={<MenuIcon name={item.icon} />}
              opened={opened.has(item.id)}
              onChange={(isOpen) =>
                setOpened((prev) => {
                  const next = new Set(prev);
                  if (isOpen) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                })
              }
              active={containsLink(item, active)}
              variant="subtle"
              childrenOffset={28}
            >
              {item.subMenu.map((sub) => (
                <NavLink
                  key={sub.link}
                  label={np ? sub.innerTitle_np : sub.innerTitle}
                  {...linkProps(sub.link)}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
