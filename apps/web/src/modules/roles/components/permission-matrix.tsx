import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  Tooltip,
} from "@mantine/core";
import type { TPermissionMatrix } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ErrorState } from "../../../ui/error-state";
import { permissionMatrixQuery, useSaveRolePermissions } from "../queries";

/** The role x permission matrix (route `permission`): loading, error and empty states around the editor. */
export function PermissionMatrix() {
  const { t } = useTranslation("common");
  const matrix = useQuery(permissionMatrixQuery());
  if (matrix.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("states.loading")} />
      </Center>
    );
  if (matrix.isError) return <ErrorState message={matrix.error.message} onRetry={() => matrix.refetch()} />;
  if (matrix.data.permissions.length === 0 || matrix.data.roles.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t("states.empty")}
      </Text>
    );
  return <MatrixEditor matrix={matrix.data} />;
}

type Role = TPermissionMatrix["roles"][number];

function MatrixEditor({ matrix }: { matrix: TPermissionMatrix }) {
  const { t } = useTranslation("roles");
  const fmt = useFormat();
  const save = useSaveRolePermissions();
  // Only the roles the admin changed; a reload of the matrix keeps unsaved ticks.
  const [draft, setDraft] = useState<Record<number, string[]>>({});
  const [saving, setSaving] = useState(false);

  const granted = (role: Role) => draft[role.id] ?? role.permissions;
  const changedRoles = matrix.roles.filter((role) => {
    const next = draft[role.id];
    if (!next) return false;
    return next.length !== role.permissions.length || next.some((name) => !role.permissions.includes(name));
  });

  const toggle = (role: Role, permission: string, on: boolean) => {
    const current = granted(role);
    const next = on ? [...current, permission] : current.filter((name) => name !== permission);
    setDraft((prev) => ({ ...prev, [role.id]: next }));
  };

  const saveAll = async () => {
    setSaving(true);
    const saved: string[] = [];
    try {
      for (const role of changedRoles) {
        await save.mutateAsync({ roleId: role.id, permissions: granted(role) });
        saved.push(fmt.name(role.name, role.name_np));
        setDraft(({ [role.id]: _saved, ...rest }) => rest);
      }
      notifySuccess(t("matrix.saved", { roles: saved.join(", ") }));
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  const areas = [...new Set(matrix.permissions.map((p) => p.area))];
  const roleName = (role: Role) => fmt.name(role.name, role.name_np);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text
          size="sm"
          c={changedRoles.length > 0 ? "orange" : "dimmed"}
          fw={600}
          data-testid="matrix-changes"
        >
          {changedRoles.length > 0
            ? t("matrix.changed", { n: fmt.number(changedRoles.length) })
            : t("matrix.noChanges")}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            disabled={changedRoles.length === 0 || saving}
            onClick={() => setDraft({})}
          >
            {t("matrix.discard")}
          </Button>
          <Button disabled={changedRoles.length === 0} loading={saving} onClick={() => void saveAll()}>
            {t("matrix.save")}
          </Button>
        </Group>
      </Group>
      <ScrollArea type="auto">
        <Table
          aria-label={t("matrix.tableLabel")}
          withTableBorder
          withColumnBorders
          striped
          highlightOnHover
          stickyHeader
          miw={640}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("matrix.permission")}</Table.Th>
              {matrix.roles.map((role) => (
                <Table.Th key={role.id} ta="center">
                  <Text size="sm" fw={600} c={role.status ? undefined : "dimmed"}>
                    {roleName(role)}
                  </Text>
                  {!role.status && (
                    <Text size="xs" c="dimmed">
                      ({t("matrix.inactive")})
                    </Text>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {areas.map((area) => (
              <Fragment key={area}>
                <Table.Tr bg="gray.1">
                  <Table.Th colSpan={matrix.roles.length + 1} scope="rowgroup">
                    {t(`areas.${area}`, { defaultValue: area })}
                  </Table.Th>
                </Table.Tr>
                {matrix.permissions
                  .filter((p) => p.area === area)
                  .map((permission) => {
                    const title = fmt.name(permission.title, permission.title_np);
                    return (
                      <Table.Tr key={permission.name}>
                        <Table.Th scope="row" fw={400}>
                          <Text size="sm">{title}</Text>
                          <Text size="xs" c="dimmed">
                            {permission.name}
                          </Text>
                        </Table.Th>
                        {matrix.roles.map((role) => {
                          const box = (
                            <Checkbox
                              aria-label={t("matrix.cell", { permission: title, role: roleName(role) })}
                              checked={granted(role).includes(permission.name)}
                              disabled={role.locked || saving}
                              onChange={(e) => toggle(role, permission.name, e.currentTarget.checked)}
                            />
                          );
                          return (
                            <Table.Td key={role.id}>
                              <Center>
                                {role.locked ? (
                                  <Tooltip label={t("matrix.adminLocked")} withinPortal>
                                    <span>{box}</span>
                                  </Tooltip>
                                ) : (
                                  box
                                )}
                              </Center>
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    );
                  })}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
