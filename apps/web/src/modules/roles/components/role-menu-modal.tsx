import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { MENU_TREE, type MenuLeaf, type MenuNode, menuLinks } from "@pragati/domain/access";
import type { TRoleMenu, TRoleRow } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ErrorState } from "../../../ui/error-state";
import { roleMenuQuery, useSaveRoleMenu } from "../queries";

type RoleMenuModalProps = { role: TRoleRow | null; onClose: () => void };

/** A role's menu as a tree of checkboxes over the sidebar (admin's: all ticked, locked). */
export function RoleMenuModal({ role, onClose }: RoleMenuModalProps) {
  const { t } = useTranslation("roles");
  const fmt = useFormat();
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      title={role ? t("menu.title", { name: fmt.name(role.name, role.name_np) }) : ""}
      size="xl"
      centered
    >
      {role ? <RoleMenuLoader key={role.id} role={role} onDone={onClose} /> : null}
    </Modal>
  );
}

function RoleMenuLoader({ role, onDone }: { role: TRoleRow; onDone: () => void }) {
  const { t } = useTranslation("common");
  const menu = useQuery(roleMenuQuery(role.id));
  if (menu.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("states.loading")} />
      </Center>
    );
  if (menu.isError) return <ErrorState message={menu.error.message} onRetry={() => menu.refetch()} />;
  return <RoleMenuForm role={role} menu={menu.data} onDone={onDone} />;
}

const ALL_LINKS = menuLinks();

function RoleMenuForm({ role, menu, onDone }: { role: TRoleRow; menu: TRoleMenu; onDone: () => void }) {
  const { t } = useTranslation("roles");
  const fmt = useFormat();
  const save = useSaveRoleMenu();
  const [checked, setChecked] = useState(() => new Set(menu.links));
  const editable = menu.editable;
  const title = (item: MenuNode | MenuLeaf) => fmt.name(item.title, item.title_np);

  const setLinks = (links: readonly string[], on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      for (const link of links) {
        if (on) next.add(link);
        else next.delete(link);
      }
      return next;
    });

  const leaf = (link: string, label: string) => (
    <Checkbox
      key={link || "dashboard"}
      label={label}
      disabled={!editable}
      checked={checked.has(link)}
      onChange={(e) => setLinks([link], e.currentTarget.checked)}
    />
  );

  const node = (item: MenuNode) => {
    if (!item.children) return <div key={item.key}>{leaf(item.link ?? "", title(item))}</div>;
    const links = item.children.map((c) => c.link);
    const count = links.filter((link) => checked.has(link)).length;
    return (
      <Stack key={item.key} gap={6}>
        <Checkbox
          label={
            <Text fw={600} size="sm">
              {title(item)}
            </Text>
          }
          aria-label={title(item)}
          disabled={!editable}
          checked={count === links.length}
          indeterminate={count > 0 && count < links.length}
          onChange={() => setLinks(links, count < links.length)}
        />
        <Stack gap={6} pl="lg">
          {item.children.map((child) => leaf(child.link, title(child)))}
        </Stack>
      </Stack>
    );
  };

  const submit = () =>
    save.mutate(
      { id: role.id, links: ALL_LINKS.filter((link) => checked.has(link)) },
      {
        onSuccess: () => {
          notifySuccess(t("menu.saved", { name: fmt.name(role.name, role.name_np) }));
          onDone();
        },
        onError: (error) => {
          notifyError(error);
        },
      },
    );

  return (
    <Stack gap="sm">
      {editable ? (
        <Text size="sm" c="dimmed">
          {t("menu.description")}
        </Text>
      ) : (
        <Alert color="blue" variant="light">
          {t("menu.adminNote")}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="sm" fw={600} data-testid="menu-count">
          {t("menu.selected", { n: fmt.number(checked.size), total: fmt.number(ALL_LINKS.length) })}
        </Text>
        {editable && (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setLinks(ALL_LINKS, true)}>
              {t("menu.selectAll")}
            </Button>
            <Button size="xs" variant="default" onClick={() => setLinks(ALL_LINKS, false)}>
              {t("menu.clearAll")}
            </Button>
          </Group>
        )}
      </Group>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" p={2}>
          {MENU_TREE.map(node)}
        </SimpleGrid>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t("menu.cancel")}
        </Button>
        {editable && (
          <Button onClick={submit} loading={save.isPending}>
            {t("menu.save")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
