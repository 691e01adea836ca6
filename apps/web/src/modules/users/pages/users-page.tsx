import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { TUserRow } from "@pragati/domain/contract";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../state/auth-store";
import { UserFormModal } from "../components/user-form-modal";
import { UserTable } from "../components/user-table";

/** Route `user`. */
export default function UsersPage() {
  const { t } = useTranslation("users");
  const canManage = useCan("user.manage");
  const [editing, setEditing] = useState<{ user: TUserRow | null } | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {t("page.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("page.description")}
          </Text>
        </div>
        {canManage && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setEditing({ user: null })}>
            {t("add")}
          </Button>
        )}
      </Group>
      <UserTable onEdit={(user) => setEditing({ user })} />
      <UserFormModal
        opened={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
