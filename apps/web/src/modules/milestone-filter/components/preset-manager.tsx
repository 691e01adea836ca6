import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TMilestonePreset } from "@pragati/domain/contract";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { saveCallbacks, schemaValidate } from "../../../lib/schema-form";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { BsDateInput } from "../../../ui/inputs/bs-date-input";
import { expiryValue, PRESET_TITLE_SCHEMA } from "../preset-expiry";
import { useDeletePreset, useUpdatePreset } from "../queries";

/** The user's presets: rename, change the expiry, delete (after confirmation). */
export function PresetManager({ presets }: { presets: readonly TMilestonePreset[] }) {
  const { t } = useTranslation("programs");
  const [editing, setEditing] = useState<number | null>(null);
  if (presets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("milestoneFilter.noPresets")}
      </Text>
    );
  return (
    <Stack gap="xs">
      {presets.map((preset) =>
        editing === preset.id ? (
          <PresetEditRow key={preset.id} preset={preset} onDone={() => setEditing(null)} />
        ) : (
          <PresetRow key={preset.id} preset={preset} onEdit={() => setEditing(preset.id)} />
        ),
      )}
    </Stack>
  );
}

function PresetRow({ preset, onEdit }: { preset: TMilestonePreset; onEdit: () => void }) {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const remove = useDeletePreset();
  const askDelete = () =>
    confirmMutation({
      title: t("milestoneFilter.manage.deleteTitle"),
      message: t("milestoneFilter.manage.deleteMessage", { title: preset.title }),
      mutation: remove,
      variables: preset.id,
      done: t("milestoneFilter.manage.deleted"),
    });
  return (
    <Paper withBorder p="xs" data-testid={`preset-${preset.id}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={600}>
            {preset.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t("milestoneFilter.manage.expires", { date: fmt.bsDate(preset.expires_at) })} ·{" "}
            {t("milestoneFilter.manage.count", { n: fmt.number(preset.milestone_ids.length) })}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t("milestoneFilter.manage.edit", { title: preset.title })}
            onClick={onEdit}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("milestoneFilter.manage.delete", { title: preset.title })}
            loading={remove.isPending}
            onClick={askDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

const FIELDS = ["title", "expires_at"] as const;

function PresetEditRow({ preset, onDone }: { preset: TMilestonePreset; onDone: () => void }) {
  const { t } = useTranslation("programs");
  const calendar = useCalendar();
  const form = useForm({
    initialValues: { title: preset.title, expires_at: preset.expires_at },
    validate: (values) => ({
      ...schemaValidate(PRESET_TITLE_SCHEMA, () => t("milestoneFilter.save.titleRequired"))(values),
      ...(expiryValue(values.expires_at, calendar).ok
        ? {}
        : { expires_at: t("milestoneFilter.save.invalidDate") }),
    }),
  });
  const update = useUpdatePreset();

  const submit = form.onSubmit((values) => {
    const expiry = expiryValue(values.expires_at, calendar);
    if (!expiry.ok) return;
    update.mutate(
      { id: preset.id, body: { title: values.title.trim(), expires_at: expiry.value } },
      saveCallbacks(form, FIELDS, t("milestoneFilter.manage.updated"), () => onDone()),
    );
  });

  return (
    <Paper withBorder p="xs">
      <form
        onSubmit={(event) => {
          // The form sits inside the filter's own dialog; its submit must not reach any outer form.
          event.stopPropagation();
          submit(event);
        }}
        noValidate
        aria-label={t("milestoneFilter.manage.edit", { title: preset.title })}
      >
        <Group align="flex-start" grow wrap="wrap">
          <TextInput
            label={t("milestoneFilter.save.title")}
            withAsterisk
            maxLength={100}
            {...form.getInputProps("title")}
          />
          <BsDateInput
            label={t("milestoneFilter.save.expiresAt")}
            {...form.getInputProps("expires_at")}
            value={form.values.expires_at}
          />
        </Group>
        <Group justify="flex-end" mt="xs" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t("milestoneFilter.manage.cancelEdit")}
          </Button>
          <Button type="submit" size="xs" loading={update.isPending}>
            {t("milestoneFilter.manage.saveEdit")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
