import { Alert, Group, List, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TProgressEntryDetail } from "@pragati/domain/contract";
import { displayPercent } from "@pragati/domain/progress";
import { IconArrowBackUp, IconMessage } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { CompletionNotice } from "./completion-claims";
import { EntryFiles } from "./entry-files";
import { ProgressStatusBadge } from "./progress-status-badge";
import { RatingBadge } from "./rating-badge";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The secretary's note on a sent-back entry: awaiting correction, or already corrected. */
export function ReturnNote({
  entry,
}: {
  entry: Pick<TProgressEntryDetail, "return_note" | "awaiting_correction">;
}) {
  const { t } = useTranslation("progress");
  if (!entry.return_note) return null;
  return (
    <Alert
      color={entry.awaiting_correction ? "orange" : "gray"}
      variant="light"
      icon={<IconArrowBackUp size={18} />}
      title={t(entry.awaiting_correction ? "review.returnedTitle" : "review.correctedTitle")}
      data-testid="return-note"
    >
      {entry.return_note}
    </Alert>
  );
}

/** An entry as saved: status, figures, reasons, explanation, the secretary's review and the files. */
export function EntryView({
  entry,
  filesEditable = false,
}: {
  entry: TProgressEntryDetail;
  filesEditable?: boolean;
}) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  return (
    <Stack gap="md" data-testid="entry-view">
      <ReturnNote entry={entry} />
      <CompletionNotice entry={entry} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Field label={t("columns.status")}>
          <ProgressStatusBadge state={entry.status} />
        </Field>
        <Field label={t("columns.achieved")}>{fmt.number(entry.achieved)}</Field>
        <Field label={t("columns.percent")}>{fmt.percent(displayPercent(entry.percent))}</Field>
        <Field label={t("columns.band")}>{t(`buckets.${entry.band}`, { ns: "dashboard" })}</Field>
        <Field label={t("columns.monthTarget")}>{fmt.number(entry.month_target)}</Field>
        <Field label={t("columns.targetUpTo")}>{fmt.number(entry.target_up_to)}</Field>
      </SimpleGrid>
      <Field label={t("entry.reasons")}>
        {entry.reasons.length === 0 ? (
          "-"
        ) : (
          <List size="sm" spacing={2}>
            {entry.reasons.map((r) => (
              <List.Item key={r.sub_type_id}>
                {fmt.name(r.main_name, r.main_name_np)} / {fmt.name(r.sub_name, r.sub_name_np)}
              </List.Item>
            ))}
          </List>
        )}
      </Field>
      <Field label={t("entry.explanation")}>{entry.explanation || "-"}</Field>
      <Group gap="lg" align="flex-start">
        <Field label={t("columns.comment")}>
          {entry.comment ? (
            <Group gap={6} wrap="nowrap">
              <IconMessage size={16} />
              <span>{entry.comment}</span>
            </Group>
          ) : (
            "-"
          )}
        </Field>
        <Field label={t("columns.rating")}>
          {entry.rating === null ? "-" : <RatingBadge rating={entry.rating} />}
        </Field>
        <Field label={t("columns.entryDate")}>{fmt.bsDate(entry.entry_date)}</Field>
      </Group>
      <EntryFiles entry={entry} editable={filesEditable} />
    </Stack>
  );
}
