import type { TUserRow } from "@pragati/domain/contract";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Screen } from "../../../ui/page-header";
import { UserFormModal } from "../components/user-form-modal";
import { UserTable } from "../components/user-table";

/** Route `user`. */
export default function UsersPage() {
  const { t } = useTranslation("users");
  const [editing, setEditing] = useState<{ user: TUserRow | null } | null>(null);
  return (
    <Screen
      title={t("page.title")}
      description={t("page.description")}
      add={{
        label: t("add"),
        onClick: () => setEditing({ user: null }),
        icon: <IconUserPlus size={18} />,
        permission: "user.manage",
      }}
    >
      <UserTable onEdit={(user) => setEditing({ user })} />
      <UserFormModal
        opened={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
      />
    </Screen>
  );
}
