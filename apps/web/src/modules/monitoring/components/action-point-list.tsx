import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  ACTION_POINT_PRIORITIES,
  type TActionPoint,
  type TActionPointBody,
  type TVisit,
  ZActionPointBody,
} from "@pragati/domain/contract";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { OfficeSelect } from "../../../ui/office-select";
import { useAddActionPoint, useRemoveActionPoint } from "../queries";

const STATUS_COLORS: Record<TActionPoint["status"], string> = {
  open: "blue",
  in_progress: "blue",
  completion_claimed: "yellow",
  completed: "green",
  not_accepted: "gray",
};

export function ActionPointStatusBadge({ point }: { point: TActionPoint }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[point.status]}>
        {t(`points.statuses.${point.status}`)}
      </Badge>
      {point.overdue && (
        <Badge color="red" variant="light">
          {t("points.overdueDays", { n: fmt.number(point.days_overdue ?? 0) })}
        </Badge>
      )}
    </Group>
  );
}

type PointValues = {
  description: string;
  responsible_nikaya_id: number | null;
  due_date: string;
  priority: (typeof ACTION_POINT_PRIORITIES)[number];
};

/** The report's recommendations as action points; the team adds them while it writes the report. */
export function ActionPointList({ visit }: { visit: TVisit }) {
  const { t } = useTranslation("monitoring");
  const fmt = useFormat();
  const add = useAddActionPoint(visit.id);
  const remove = useRemoveActionPoint();
  const form = useForm<PointValues>({
    initialValues: { description: "", responsible_nikaya_id: null, due_date: "", priority: "medium" },
    validate: (values) =>
      schemaValidate(ZActionPointBody, (path) =>
        t("common:validation.required", { field: t(`points.fields.${path.split(".")[0]}`) }),
      )(values.responsible_nikaya_id === null ? { ...values, responsible_nikaya_id: undefined } : values),
  });
  const submit = form.onSubmit((valid) =>
    add.mutate(
      valid as TActionPointBody,
      saveCallbacks(form, Object.keys(ZActionPointBody.shape), t("points.added"), () => form.reset()),
    ),
  );
  const errorOf = (field: keyof PointValues) => {
    const error = form.errors[field];
    return typeof error === "string" ? error : undefined;
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t("points.title")}
      </Title>
      {visit.action_points.length === 0 ? (
        <Text c="dimmed">{t("points.none")}</Text>
      ) : (
        <Table striped withTableBorder aria-label={t("points.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("points.fields.description")}</Table.Th>
              <Table.Th>{t("points.fields.responsible_nikaya_id")}</Table.Th>
              <Table.Th>{t("points.fields.due_date")}</Table.Th>
              <Table.Th>{t("points.fields.status")}</Table.Th>
              {visit.can_report && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visit.action_points.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.description}</Table.Td>
                <Table.Td>{fmt.name(p.responsible_nikaya.name, p.responsible_nikaya.name_np)}</Table.Td>
                <Table.Td>{fmt.bsDate(p.due_date)}</Table.Td>
                <Table.Td>
                  <ActionPointStatusBadge point={p} />
                </Table.Td>
                {visit.can_report && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("points.remove")}
                      onClick={() => remove.mutate(p.id, { onError: notifyError })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {visit.can_report && (
        <form onSubmit={submit} noValidate aria-label={t("points.addTitle")}>
          <Stack gap="sm">
            <Textarea
              label={t("points.fields.description")}
              withAsterisk
              autosize
              {...form.getInputProps("description")}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <div>
                <OfficeSelect
                  label={t("points.fields.responsible_nikaya_id")}
                  emptyLabel={t("form.chooseOffice")}
                  value={form.values.responsible_nikaya_id}
                  onChange={(id) => {
                    form.setFieldValue("responsible_nikaya_id", id);
                    form.clearFieldError("responsible_nikaya_id");
                  }}
                />
                {errorOf("responsible_nikaya_id") && (
                  <Text size="xs" c="red">
                    {errorOf("responsible_nikaya_id")}
                  </Text>
                )}
              </div>
              <BsDateInput
                label={t("points.fields.due_date")}
                withAsterisk
                value={form.values.due_date}
                error={errorOf("due_date")}
                onChange={(typed) => {
                  form.setFieldValue("due_date", typed);
                  form.clearFieldError("due_date");
                }}
              />
              <Select
                label={t("points.fields.priority")}
                allowDeselect={false}
                data={ACTION_POINT_PRIORITIES.map((value) => ({
                  value,
                  label: t(`points.priorities.${value}`),
                }))}
                {...form.getInputProps("priority")}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={add.isPending}>
                {t("points.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
