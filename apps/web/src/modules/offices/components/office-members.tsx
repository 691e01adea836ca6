import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { isEmailAddress, isNepaliMobile, type TOfficeMember } from "@pragati/domain/contract";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { actionsColumn, RowAction } from "../../../ui/data-table/row-actions";
import { statusColumn } from "../../../ui/data-table/status-column";
import { FormFooter } from "../../../ui/form-footer";
import { readBsDate } from "../../../ui/inputs/bs-date";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { setupOptionsQuery } from "../../setup";
import { OFFICE_PATHS, useDeleteMember, useSaveMember } from "../queries";

const TEXT = ["name", "position", "mobile", "email", "from_date", "to_date"] as const;
type TextField = (typeof TEXT)[number];
type PlainField = Exclude<TextField, "from_date" | "to_date">;
const FIELDS = ["member_type_id", "status", ...TEXT] as const;
type Field = (typeof FIELDS)[number];

/** The office's members with add, edit and delete. */
export function OfficeMembers({ officeId }: { officeId: number }) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const canUpdate = useCan("office.update");
  const remove = useDeleteMember();
  // undefined: closed; null: adding; a member: editing it.
  const [editing, setEditing] = useState<TOfficeMember | null | undefined>(undefined);

  const askDelete = (row: TOfficeMember) =>
    confirmMutation({
      title: t("members.deleteTitle"),
      message: t("members.deleteMessage", { name: row.name }),
      mutation: remove,
      variables: row.id,
      done: t("members.deleted"),
    });

  const columns: DataTableColumn<TOfficeMember>[] = [
    {
      accessor: "member_type_name",
      title: t("members.type"),
      render: (row) => fmt.name(row.member_type_name, row.member_type_name_np),
    },
    { accessor: "name", title: t("members.name") },
    { accessor: "position", title: t("members.position"), render: (row) => row.position || "-" },
    {
      accessor: "mobile",
      title: t("members.mobile"),
      render: (row) => (row.mobile ? fmt.digits(row.mobile) : "-"),
    },
    { accessor: "email", title: t("members.email"), render: (row) => row.email ?? "-" },
    { accessor: "from_date", title: t("members.from"), render: (row) => fmt.bsDate(row.from_date) },
    { accessor: "to_date", title: t("members.to"), render: (row) => fmt.bsDate(row.to_date) },
    statusColumn(t("columns.status"), { active: t("status.active"), inactive: t("status.inactive") }),
  ];
  if (canUpdate)
    columns.push(
      actionsColumn(t("columns.actions"), (row) => (
        <>
          <RowAction
            label={t("members.editMember", { name: row.name })}
            icon={<IconPencil size={16} />}
            onClick={() => setEditing(row)}
          />
          <RowAction
            label={t("members.deleteMember", { name: row.name })}
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => askDelete(row)}
          />
        </>
      )),
    );

  return (
    <Stack gap="sm">
      {canUpdate && (
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing(null)}>
            {t("members.add")}
          </Button>
        </Group>
      )}
      <DataTable<TOfficeMember>
        path={OFFICE_PATHS.members}
        label={t("members.tableLabel")}
        columns={columns}
        filters={{ nikaya_id: officeId }}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t("members.editTitle") : t("members.addTitle")}
        size="lg"
        centered
      >
        {editing !== undefined && (
          <MemberForm officeId={officeId} member={editing} onClose={() => setEditing(undefined)} />
        )}
      </Modal>
    </Stack>
  );
}

type MemberFormProps = { officeId: number; member: TOfficeMember | null; onClose: () => void };

function MemberForm({ officeId, member, onClose }: MemberFormProps) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const calendar = useCalendar();
  const save = useSaveMember();
  const types = useQuery(setupOptionsQuery("nikaya-member-type"));
  const [typeId, setTypeId] = useState<string | null>(
    member?.member_type_id ? String(member.member_type_id) : null,
  );
  const [status, setStatus] = useState(member?.status ?? true);
  const [values, setValues] = useState<Record<TextField, string>>(() => ({
    name: member?.name ?? "",
    position: member?.position ?? "",
    mobile: member?.mobile ?? "",
    email: member?.email ?? "",
    from_date: member?.from_date ? fmt.digits(member.from_date) : "",
    to_date: member?.to_date ? fmt.digits(member.to_date) : "",
  }));
  const { errors, setErrors, clear, fromApi } = useFieldErrors(FIELDS);

  const typeOptions = (types.data ?? []).map((o) => ({
    value: String(o.id),
    label: fmt.name(o.name, o.name_np),
  }));
  if (member?.member_type_id && !typeOptions.some((o) => o.value === String(member.member_type_id)))
    typeOptions.push({
      value: String(member.member_type_id),
      label: fmt.name(member.member_type_name, member.member_type_name_np),
    });

  const change = (field: TextField, text: string) => {
    setValues((prev) => ({ ...prev, [field]: text }));
    clear(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!typeId) found.member_type_id = t("form.errors.memberType");
    if (!values.name.trim()) found.name = t("common:validation.requiredHere");
    if (values.mobile.trim() && !isNepaliMobile(values.mobile)) found.mobile = t("form.errors.mobile");
    if (values.email.trim() && !isEmailAddress(values.email)) found.email = t("form.errors.email");
    const dates = {
      from_date: readBsDate(values.from_date, calendar),
      to_date: readBsDate(values.to_date, calendar),
    };
    for (const field of ["from_date", "to_date"] as const)
      if (dates[field] === "invalid") found[field] = t("form.errors.date");
    if (!found.from_date && !found.to_date && dates.from_date && dates.to_date) {
      // Stored dates (YYYY-MM-DD) sort as text.
      if (dates.to_date < dates.from_date) found.to_date = t("form.errors.dateOrder");
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const fields = {
      member_type_id: Number(typeId),
      name: values.name.trim(),
      position: values.position.trim() || null,
      mobile: values.mobile.trim() || null,
      email: values.email.trim() || null,
      from_date: dates.from_date === "invalid" ? null : dates.from_date,
      to_date: dates.to_date === "invalid" ? null : dates.to_date,
      status,
    };
    save.mutate(
      member ? { id: member.id, body: fields } : { id: null, body: { ...fields, nikaya_id: officeId } },
      {
        onSuccess: () => {
          notifySuccess(t(member ? "members.updated" : "members.added"));
          onClose();
        },
        onError: (error) => {
          fromApi(error);
          notifyError(error);
        },
      },
    );
  };

  const text = (
    field: PlainField,
    options: { required?: boolean; description?: string; placeholder?: string } = {},
  ) => (
    <TextInput
      label={t(`members.${field}`)}
      withAsterisk={options.required}
      description={options.description}
      placeholder={options.placeholder}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t("members.type")}
            withAsterisk
            placeholder={t("form.choose")}
            data={typeOptions}
            value={typeId}
            error={errors.member_type_id}
            onChange={(value) => {
              setTypeId(value);
              clear("member_type_id");
            }}
            comboboxProps={{ withinPortal: true }}
          />
          {text("name", { required: true })}
          {text("position")}
          {text("mobile", { placeholder: fmt.digits("98XXXXXXXX") })}
          {text("email")}
          <Switch
            mt={{ sm: 30 }}
            label={t("members.active")}
            checked={status}
            onChange={(e) => setStatus(e.currentTarget.checked)}
          />
          <BsDateInput
            label={t("members.from")}
            description={t("form.bsDateHint")}
            placeholder={fmt.bsDate("2082-04-01")}
            value={values.from_date}
            error={errors.from_date}
            onChange={(text) => change("from_date", text)}
          />
          <BsDateInput
            label={t("members.to")}
            description={t("form.bsDateHint")}
            placeholder={fmt.bsDate("2083-03-31")}
            value={values.to_date}
            error={errors.to_date}
            onChange={(text) => change("to_date", text)}
          />
        </SimpleGrid>
        <FormFooter
          onCancel={onClose}
          cancelLabel={t("actions.cancel")}
          saveLabel={t("actions.save")}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}
