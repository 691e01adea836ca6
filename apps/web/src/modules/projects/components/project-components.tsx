import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FISCAL_MONTHS } from "@pragati/domain/calendar";
import {
  type TProjectComponentBody,
  type TProjectComponents,
  ZProjectComponentBody,
} from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { apiFieldErrors, schemaValidate } from "../../../lib/schema-form";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { ErrorState } from "../../../ui/error-state";
import { NumberInput } from "../../../ui/inputs/number-input";
import { PageLoader } from "../../../ui/page-loader";
import { projectComponentsQuery, useChangeComponents } from "../queries";

const PLAIN = { border: 0, padding: 0, margin: 0 };

/**
 * A project's components (work items) with weights, their months of the chosen fiscal year, and the
 * project's physical progress for the year and since start (weighted by the components when it has any).
 */
export function ProjectComponents({ projectId, readOnly }: { projectId: number; readOnly: boolean }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const yearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const components = useQuery(projectComponentsQuery(projectId, yearId));
  const change = useChangeComponents(projectId);
  const [editing, setEditing] = useState<TProjectComponents["components"][number] | null>(null);
  if (components.isPending) return <PageLoader />;
  if (components.isError)
    return <ErrorState message={components.error.message} onRetry={() => void components.refetch()} />;
  const { physical } = components.data;
  const remove = (id: number, name: string) =>
    confirmMutation({
      title: t("components.remove"),
      message: t("components.removeConfirm", { name }),
      mutation: change,
      variables: { kind: "remove", componentId: id },
      done: t("components.removed"),
    });
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="project-physical">
        {t(physical.weighted ? "components.physicalWeighted" : "components.physicalOwn", {
          year: fmt.percent(physical.year),
          total: fmt.percent(physical.since_start),
        })}
      </Text>
      {components.data.components.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("components.none")}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t("components.title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("components.name")}</Table.Th>
              <Table.Th>{t("components.weight")}</Table.Th>
              <Table.Th>{t("components.share")}</Table.Th>
              <Table.Th>{t("components.year")}</Table.Th>
              <Table.Th>{t("components.total")}</Table.Th>
              {!readOnly && <Table.Th>{t("components.actions")}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {components.data.components.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{fmt.name(c.name, c.name_np)}</Table.Td>
                <Table.Td>{fmt.number(c.weight)}</Table.Td>
                <Table.Td>{fmt.percent(c.share_percent)}</Table.Td>
                <Table.Td>{fmt.percent(c.year_achieved)}</Table.Td>
                <Table.Td>{fmt.percent(c.total_achieved)}</Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setEditing(c)}>
                      {t("components.edit")}
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => remove(c.id, fmt.name(c.name, c.name_np))}
                    >
                      {t("components.remove")}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!readOnly && (
        <ComponentForm
          key={editing?.id ?? "new"}
          projectId={projectId}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      {!readOnly && components.data.components.length > 0 && (
        <ComponentProgressForm projectId={projectId} data={components.data} />
      )}
    </Stack>
  );
}

type ComponentValues = { name: string; name_np: string; weight: number | null };

/** Adds a component, or edits the one chosen in the table (its names and weight). */
function ComponentForm({
  projectId,
  editing,
  onDone,
}: {
  projectId: number;
  editing: TProjectComponents["components"][number] | null;
  onDone: () => void;
}) {
  const { t } = useTranslation("projects");
  const { t: tc } = useTranslation("common");
  const change = useChangeComponents(projectId);
  const form = useForm<ComponentValues>({
    initialValues: editing
      ? { name: editing.name, name_np: editing.name_np, weight: editing.weight }
      : { name: "", name_np: "", weight: null },
    validate: (values) =>
      schemaValidate<TProjectComponentBody>(ZProjectComponentBody, (field) =>
        t(field === "weight" ? "components.errors.weight" : "components.errors.name"),
      )({ ...values, weight: values.weight ?? 0 }),
  });
  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), name_np: values.name_np.trim(), weight: values.weight ?? 0 };
    change.mutate(editing ? { kind: "edit", componentId: editing.id, body } : { kind: "add", body }, {
      onSuccess: () => {
        notifySuccess(t(editing ? "components.edited" : "components.added"));
        form.reset();
        onDone();
      },
      onError: (error) => {
        form.setErrors(apiFieldErrors(error, ["name", "name_np", "weight"]));
        notifyError(error);
      },
    });
  });
  const legend = editing ? t("components.editTitle") : t("components.add");
  return (
    // Not a <form>: it sits inside the profile form, and a nested form would submit that one too.
    <Fieldset legend={legend}>
      <fieldset aria-label={legend} style={PLAIN}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t("components.nameNp")} withAsterisk {...form.getInputProps("name_np")} />
          <TextInput label={t("components.nameEn")} withAsterisk {...form.getInputProps("name")} />
          <NumberInput
            label={t("components.weight")}
            withAsterisk
            maxDecimals={2}
            maxDigits={7}
            value={form.values.weight}
            error={form.errors.weight}
            onChange={(value) => form.setFieldValue("weight", value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          {editing && (
            <Button variant="default" onClick={onDone}>
              {tc("actions.cancel")}
            </Button>
          )}
          <Button variant="light" loading={change.isPending} onClick={() => submit()}>
            {editing ? t("components.saveEdit") : t("components.add")}
          </Button>
        </Group>
      </fieldset>
    </Fieldset>
  );
}

function ComponentProgressForm({ projectId, data }: { projectId: number; data: TProjectComponents }) {
  const { t } = useTranslation("projects");
  const fmt = useFormat();
  const change = useChangeComponents(projectId);
  const [componentId, setComponentId] = useState<string | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [achieved, setAchieved] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (componentId === null || month === null || achieved === null || Number.isNaN(achieved)) {
      setError(t("components.errors.progress"));
      return;
    }
    setError(null);
    change.mutate(
      {
        kind: "progress",
        componentId: Number(componentId),
        body: { fiscal_year_id: data.fiscal_year_id, month: Number(month), achieved },
      },
      {
        onSuccess: () => notifySuccess(t("components.progressSaved")),
        onError: (failure) => {
          setError(apiFieldErrors(failure, ["achieved", "month"]).achieved?.toString() ?? null);
          notifyError(failure);
        },
      },
    );
  };
  return (
    <Fieldset legend={t("components.progress")}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t("components.name")}
          withAsterisk
          data={data.components.map((c) => ({ value: String(c.id), label: fmt.name(c.name, c.name_np) }))}
          value={componentId}
          onChange={setComponentId}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t("progress.month")}
          withAsterisk
          data={FISCAL_MONTHS.map((m) => ({ value: String(m.id), label: fmt.fiscalMonth(m.id) }))}
          value={month}
          onChange={setMonth}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          label={t("components.achieved")}
          withAsterisk
          maxDecimals={2}
          maxDigits={3}
          value={achieved}
          error={error}
          onChange={setAchieved}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button variant="light" loading={change.isPending} onClick={save}>
          {t("components.saveProgress")}
        </Button>
      </Group>
    </Fieldset>
  );
}
