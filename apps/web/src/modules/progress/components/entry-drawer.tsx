import {
  Alert,
  Anchor,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import type { EntryBlock, TMilestoneProgress } from "@pragati/domain/contract";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormat } from "../../../lib/format";
import { useSetupStore } from "../../../state/setup-store";
import { ErrorState } from "../../../ui/error-state";
import { MonthApprovalNotice, useMonthClosed } from "../../approvals";
import { milestoneProgressPath } from "../paths";
import { milestoneProgressQuery } from "../queries";
import { CompletionNotice } from "./completion-claims";
import { EntryFiles } from "./entry-files";
import { EntryView, ReturnNote } from "./entry-view";
import { ProgressEntryForm } from "./progress-entry-form";

export type EntryTarget = { milestoneId: number; month: number };

type EntryDrawerProps = { target: EntryTarget | null; onClose: () => void };

/**
 * A milestone's month: the entry form when the caller may enter or correct it (then its evidence
 * files), else the saved entry read-only with the reason entry is not open.
 */
export function EntryDrawer({ target, onClose }: EntryDrawerProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const progress = useQuery({
    ...milestoneProgressQuery(target?.milestoneId ?? 0),
    enabled: target !== null,
  });
  const title =
    progress.data && target
      ? t("drawer.title", {
          code: fmt.digits(progress.data.milestone.code),
          month: fmt.fiscalMonth(target.month),
        })
      : t("drawer.loading");

  const body = () => {
    if (!target) return null;
    if (progress.isPending)
      return (
        <Center py="xl">
          <Loader size="sm" aria-label={t("drawer.loading")} />
        </Center>
      );
    if (progress.isError)
      return <ErrorState message={progress.error.message} onRetry={() => void progress.refetch()} />;
    return <MonthEntry data={progress.data} month={target.month} />;
  };

  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="xl" title={title}>
      {body()}
    </Drawer>
  );
}

function MonthEntry({ data, month }: { data: TMilestoneProgress; month: number }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const row = data.months[month];
  const { milestone } = data;
  const entries = data.months.flatMap((m) =>
    m.entry ? [{ month: m.month, status: m.entry.status, achieved: m.entry.achieved }] : [],
  );
  const unit = fmt.name(milestone.unit_name, milestone.unit_name_np);
  const monthKey = { stream: "pragati", month, officeId: milestone.nikaya_id } as const;
  // The office's month submitted or approved is read-only, whatever the window allows.
  const closed = useMonthClosed(monthKey);
  const editable = row.entry_allowed && closed === false;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{milestone.title}</Text>
        <Text size="sm" c="dimmed">
          {fmt.digits(milestone.activity_point_no)} {milestone.activity_title} ·{" "}
          {fmt.name(milestone.nikaya_name, milestone.nikaya_name_np)}
        </Text>
        <Anchor component={Link} to={milestoneProgressPath(milestone.id)} size="sm">
          {t("drawer.allMonths")}
        </Anchor>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="entry-targets">
        <Figure
          label={t("columns.monthTarget")}
          value={row.month_target === null ? "-" : `${fmt.number(row.month_target)} ${unit}`}
        />
        <Figure label={t("columns.targetUpTo")} value={fmt.number(row.target_up_to)} />
        <Figure label={t("columns.annualTarget")} value={`${fmt.number(milestone.annual_target)} ${unit}`} />
        <Figure
          label={t("columns.schedule")}
          value={`${fmt.fiscalMonth(milestone.start_month)} - ${fmt.fiscalMonth(milestone.end_month)}`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t(milestone.cumulative ? "drawer.cumulative" : "drawer.nonCumulative")}
      </Text>
      <Divider />
      <MonthApprovalNotice {...monthKey} />
      {editable ? (
        <>
          {row.entry && <ReturnNote entry={row.entry} />}
          {row.entry && <CompletionNotice entry={row.entry} />}
          {/* Keyed by the saved entry, so a save (or another user's) starts the form from what is stored. */}
          <ProgressEntryForm
            key={`${row.entry?.id ?? "new"}-${row.entry?.entry_date ?? ""}-${row.entry?.achieved ?? ""}`}
            milestone={milestone}
            month={month}
            entries={entries}
            entry={row.entry}
          />
          <Divider />
          {row.entry ? (
            <EntryFiles entry={row.entry} editable />
          ) : (
            <Text size="sm" c="dimmed">
              {t("files.afterSave")}
            </Text>
          )}
        </>
      ) : (
        <>
          <BlockNotice block={row.entry_block} exists={row.entry !== null} />
          {row.entry ? (
            <EntryView entry={row.entry} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("drawer.noEntry")}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** Why the month cannot be entered now, with the reporting window when that is the reason. */
function BlockNotice({ block, exists }: { block: EntryBlock | null; exists: boolean }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const from = useSetupStore(
    (s) => (exists ? s.setup?.pragati_edit_from : s.setup?.pragati_add_from) ?? null,
  );
  const to = useSetupStore((s) => (exists ? s.setup?.pragati_edit_to : s.setup?.pragati_add_to) ?? null);
  if (block === null) return null;
  return (
    <Alert
      color={block === "permission" ? "blue" : "orange"}
      variant="light"
      icon={<IconInfoCircle size={18} />}
      data-testid="entry-block"
    >
      <Group gap={4}>
        {t(`blocks.${block}`, {
          from: from ? fmt.bsDate(from) : "…",
          to: to ? fmt.bsDate(to) : "…",
        })}
      </Group>
    </Alert>
  );
}
