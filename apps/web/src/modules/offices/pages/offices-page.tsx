import { Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../../state/auth-store";
import { PageHeader } from "../../../ui/page-header";
import { OfficeFormDrawer } from "../components/office-form-drawer";
import { OfficeList } from "../components/office-list";
import { OFFICE_PROFILE_PATH } from "../paths";

/** Route `nikaya`: the offices of the caller's scope, with create, edit and delete. */
export default function OfficesPage() {
  const { t } = useTranslation("offices");
  const navigate = useNavigate();
  const canCreate = useCan("office.create");
  // null: closed; "new": creating; a number: editing that office.
  const [form, setForm] = useState<number | "new" | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageHeader title={t("list.title")} description={t("list.description")} />
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm("new")}>
            {t("actions.create")}
          </Button>
        )}
      </Group>
      <OfficeList onEdit={(id) => setForm(id)} />
      <OfficeFormDrawer
        opened={form !== null}
        officeId={typeof form === "number" ? form : null}
        onClose={() => setForm(null)}
        onSaved={(office) => {
          if (form === "new") void navigate(`/${OFFICE_PROFILE_PATH}/${office.id}`);
        }}
      />
    </Stack>
  );
}
