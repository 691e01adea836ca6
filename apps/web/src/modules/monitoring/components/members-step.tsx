import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { MEMBER_TYPES, type TMemberBody, type TVisit, ZMemberBody } from "@pragati/domain/contract";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { confirmAction } from "../../../ui/confirm-dialog";
import { useRemoveMember, useSaveMember } from "../queries";

type MemberValues = Required<Omit<TMemberBody, "member_type">> & {
  member_type: (typeof MEMBER_TYPES)[number];
};
const FIELDS = Object.keys(ZMemberBody.shape);
const EMPTY: MemberValues = {
  username: "",
  name: "",
  phone: "",
  email: "",
  designation: "",
  member_type: "staff",
  is_leader: false,
};

/** The team's members with their verification; a draft's team is edited here (wizard step 2). */
export function TeamList({ visit, editable }: { visit: TVisit; editable: boolean }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const remove = useRemoveMember();
  if (visit.members.length === 0) return <Text c="dimmed">{t("team.empty")}</Text>;
  return (
    <Table striped withTableBorder aria-label={t("team.label")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("fields.name")}</Table.Th>
          <Table.Th>{t("fields.designation")}</Table.Th>
          <Table.Th>{t("fields.phone")}</Table.Th>
          <Table.Th>{t("team.verification")}</Table.Th>
          {editable && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {visit.members.map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td>
              <Group gap={4}>
                <Text size="sm">{m.name}</Text>
                {m.is_leader && <Badge size="sm">{t("team.leader")}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td>{m.designation}</Table.Td>
            <Table.Td>{fmt.digits(m.phone)}</Table.Td>
            <Table.Td>
              {m.verified_at ? (
                <Badge color="green" variant="light">
                  {t("team.verified")}
                </Badge>
              ) : m.excuse_reason ? (
                <Text size="sm">{t("team.excused", { reason: m.excuse_reason })}</Text>
              ) : (
                <Badge color="gray" variant="light">
                  {t("team.notVerified")}
                </Badge>
              )}
            </Table.Td>
            {editable && (
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("team.remove", { name: m.name })}
                  onClick={() =>
                    confirmAction({
                      title: t("team.removeTitle"),
                      message: t("team.remove", { name: m.name }),
                      onConfirm: () => remove.mutate(m.id, { onError: notifyError }),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Adds a member to a draft's team; naming a leader replaces the old one. */
export function MemberForm({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const save = useSaveMember(visit.id);
  const form = useForm<MemberValues>({
    initialValues: EMPTY,
    validate: schemaValidate(ZMemberBody, (path) =>
      t("common:validation.invalid", { field: t(`fields.${path.split(".")[0]}`) }),
    ),
  });
  const submit = form.onSubmit((valid) =>
    save.mutate(
      { id: null, body: valid },
      saveCallbacks(form, FIELDS, t("toasts.memberAdded"), () => form.reset()),
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t("team.addTitle")}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t("fields.name")} withAsterisk {...form.getInputProps("name")} />
          <TextInput label={t("fields.designation")} {...form.getInputProps("designation")} />
          <TextInput label={t("fields.phone")} {...form.getInputProps("phone")} />
          <TextInput label={t("fields.email")} {...form.getInputProps("email")} />
          <Select
            label={t("fields.member_type")}
            data={MEMBER_TYPES.map((value) => ({ value, label: t(`memberTypes.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps("member_type")}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t("fields.username")}
            description={t("form.usernameHint")}
            {...form.getInputProps("username")}
          />
        </SimpleGrid>
        <Checkbox label={t("fields.is_leader")} {...form.getInputProps("is_leader", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={save.isPending}>
            {t("team.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
