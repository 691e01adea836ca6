import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  APPROVAL_LEVELS_RANGE,
  APPROVAL_STREAMS,
  type TApprovalLevels,
  ZApprovalLevelsBody,
} from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { schemaValidate } from "../../../lib/schema-form";
import { useCan } from "../../../state/auth-store";
import { QueryView } from "../../../ui/query-view";
import { approvalLevelsQuery, useSaveApprovalLevels } from "../queries";

/** Every stream's levels at once, each held to the API's rule for one (`ZApprovalLevelsBody`). */
const ZLevelsForm = z.object(
  Object.fromEntries(APPROVAL_STREAMS.map((stream) => [stream, ZApprovalLevelsBody.shape.levels])),
);
const { min, max } = APPROVAL_LEVELS_RANGE;
const CHOICES = Array.from({ length: max - min + 1 }, (_, i) => min + i);

/**
 * Admin's setting of how many levels above the office each stream's month climbs (on `other-setting`);
 * others with the screen read it.
 */
export function ApprovalLevelsForm() {
  const query = useQuery(approvalLevelsQuery());
  return <QueryView query={query}>{(data) => <LevelsFields initial={data} />}</QueryView>;
}

function LevelsFields({ initial }: { initial: TApprovalLevels }) {
  const { t } = useTranslation("approvals");
  const fmt = useFormat();
  const canManage = useCan("setup.manage");
  const save = useSaveApprovalLevels();
  const form = useForm<TApprovalLevels>({
    initialValues: initial,
    validate: schemaValidate<TApprovalLevels>(ZLevelsForm, (field) =>
      t("common:validation.range", {
        field: t(`streams.${field}`),
        min: fmt.number(min),
        max: fmt.number(max),
      }),
    ),
  });

  // One call per changed stream, one after the other; each answers every stream's levels.
  const submit = form.onSubmit(async (values) => {
    try {
      for (const stream of APPROVAL_STREAMS)
        if (values[stream] !== initial[stream]) await save.mutateAsync({ stream, levels: values[stream] });
      form.resetDirty(values);
      notifySuccess(t("levels.saved"));
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="approval-levels-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} id="approval-levels-title">
            {t("levels.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("levels.help")}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            {APPROVAL_STREAMS.map((stream) => (
              <Select
                key={stream}
                {...form.getInputProps(stream)}
                label={t(`streams.${stream}`)}
                data={CHOICES.map((n) => ({ value: String(n), label: fmt.number(n) }))}
                value={String(form.values[stream])}
                onChange={(value) => value && form.setFieldValue(stream, Number(value))}
                allowDeselect={false}
                disabled={!canManage}
              />
            ))}
          </SimpleGrid>
          {canManage && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t("levels.save")}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
