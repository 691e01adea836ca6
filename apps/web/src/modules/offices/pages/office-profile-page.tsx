import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { ErrorState } from "../../../ui/error-state";
import { PageLoader } from "../../../ui/page-loader";
import { OfficeBudgets } from "../components/office-budgets";
import { OfficeChildrenTable } from "../components/office-children-table";
import { OfficeFormDrawer } from "../components/office-form-drawer";
import { OfficeLocks } from "../components/office-locks";
import { OfficeMembers } from "../components/office-members";
import { OfficeProfileDetails } from "../components/office-profile-details";
import { OfficeUsersTable } from "../components/office-users-table";
import { OFFICES_PATH } from "../paths";
import { officeQuery } from "../queries";

/** Route `nikaya/profile/:id`: everything about one office, in tabs. */
export default function OfficeProfilePage() {
  const id = Number(useParams().id);
  // Another office's profile starts afresh (first tab, form closed).
  return <OfficeProfile key={id} id={id} />;
}

function OfficeProfile({ id }: { id: number }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const canUpdate = useCan("office.update");
  const [editing, setEditing] = useState(false);
  const office = useQuery({ ...officeQuery(id), enabled: Number.isInteger(id) && id > 0 });

  const back = (
    <Anchor component={Link} to={`/${OFFICES_PATH}`} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t("profile.back")}
      </Group>
    </Anchor>
  );
  if (!Number.isInteger(id) || id <= 0 || office.isError)
    return (
      <Stack gap="md">
        {back}
        <ErrorState
          message={office.error?.message ?? t("profile.notFound")}
          onRetry={office.isError ? () => void office.refetch() : undefined}
        />
      </Stack>
    );
  if (office.isPending) return <PageLoader />;
  const data = office.data;

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={2}>{fmt.name(data.name, data.name_np)}</Title>
            {data.code && <Badge variant="outline">{fmt.digits(data.code)}</Badge>}
            <Badge color={data.status ? "green" : "gray"} variant="light">
              {t(data.status ? "status.active" : "status.inactive")}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {fmt.locale === "np" ? data.name : data.name_np}
          </Text>
        </div>
        {canUpdate && (
          <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t("actions.edit")}
          </Button>
        )}
      </Group>

      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t("profile.tabs.details")}</Tabs.Tab>
          <Tabs.Tab value="locks">{t("profile.tabs.locks")}</Tabs.Tab>
          <Tabs.Tab value="budget">{t("profile.tabs.budget")}</Tabs.Tab>
          <Tabs.Tab value="members">{t("profile.tabs.members")}</Tabs.Tab>
          <Tabs.Tab value="children">
            {t("profile.tabs.children")} ({fmt.number(data.children_count)})
          </Tabs.Tab>
          <Tabs.Tab value="users">
            {t("profile.tabs.users")} ({fmt.number(data.user_count)})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <OfficeProfileDetails office={data} />
        </Tabs.Panel>
        <Tabs.Panel value="locks" pt="md">
          <OfficeLocks office={data} />
        </Tabs.Panel>
        <Tabs.Panel value="budget" pt="md">
          <OfficeBudgets officeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <OfficeMembers officeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="children" pt="md">
          <OfficeChildrenTable officeId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <OfficeUsersTable officeId={data.id} />
        </Tabs.Panel>
      </Tabs>

      <OfficeFormDrawer opened={editing} officeId={data.id} onClose={() => setEditing(false)} />
    </Stack>
  );
}
