import { Button } from "@mantine/core";
import type { TRoleRow } from "@pragati/domain/contract";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Screen } from "../../../ui/page-header";
import { RoleFormModal } from "../components/role-form-modal";
import { RoleMenuModal } from "../components/role-menu-modal";
import { RoleTable } from "../components/role-table";

/** Route `role`: roles and each role's menu. */
export default function RolesPage() {
  const { t } = useTranslation("roles");
  const [editing, setEditing] = useState<{ role: TRoleRow | null } | null>(null);
  const [menuOf, setMenuOf] = useState<TRoleRow | null>(null);
  return (
    <Screen
      title={t("page.title")}
      description={t("page.description")}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ role: null })}>
          {t("add")}
        </Button>
      }
    >
      <RoleTable onEdit={(role) => setEditing({ role })} onMenu={setMenuOf} />
      <RoleFormModal
        opened={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
      />
      <RoleMenuModal role={menuOf} onClose={() => setMenuOf(null)} />
    </Screen>
  );
}
