import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { TMilestoneProgress } from "@pragati/domain/contract";
import { displayPercent } from "@pragati/domain/progress";
import { IconArrowLeft, IconEye, IconPencil, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useFormat } from "../../../lib/format";
import { useGoBack } from "../../../lib/use-go-back";
import { RowAction } from "../../../ui/data-table/row-actions";
import { ErrorState } from "../../../ui/error-state";
import { FileLink } from "../../../ui/file-link";
import { Screen } from "../../../ui/page-header";
import { EntryDrawer, type EntryTarget } from "../components/entry-drawer";
import { ProgressStatusBadge } from "../components/progress-status-badge";
import { milestoneProgressQuery } from "../queries";

type MonthRow = TMilestoneProgress["months"][number];

/** A month after the reporting month without an entry: nothing is due yet, so no state is shown. */
const notDue = (row: MonthRow) => row.not_yet_due && row.entry === null;

/** Route `plans-policy/budget-head/activities/milestones/gatibidhi/:milestone_master_id`: one milestone month by month. */
export default function ProgressMilestonePage() {
  const { t } = useTranslation("progress");
  const goBack = useGoBack();
  const id = Number(useParams().milestone_master_id);
  const valid = Number.isInteger(id) && id > 0;
  const progress = useQuery({ ...milestoneProgressQuery(id), enabled: valid });
  const [target, setTarget] = useState<EntryTarget | null>(null);

  let content: React.ReactNode;
  if (!valid) content = <ErrorState message={t("milestonePage.notFound")} />;
  else if (progress.isPending)
    content = (
      <Center py="xl">
        <Loader size="sm" aria-label={t("drawer.loading")} />
      </Center>
    );
  else if (progress.isError)
    content = <ErrorState message={progress.error.message} onRetry={() => void progress.refetch()} />;
  else
    content = (
      <MilestoneMonths data={progress.data} onOpen={(month) => setTarget({ milestoneId: id, month })} />
    );

  return (
    <Screen
      title={t("milestonePage.title")}
      description={t("milestonePage.description")}
      actions={
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
          {t("actions.back")}
        </Button>
      }
    >
      {content}
      <EntryDrawer target={target} onClose={() => setTarget(null)} />
    </Screen>
  );
}

function MilestoneMonths({ data, onOpen }: { data: TMilestoneProgress; onOpen: (month: number) => void }) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const { milestone } = data;
  const unit = fmt.name(milestone.unit_name, milestone.unit_name_np);

  const action = (row: MonthRow) => {
    const key = !row.entry_allowed ? "view" : row.entry ? "edit" : "enter";
    if (key === "view" && !row.entry) return null;
    const label = t(`actions.${key}Month`, { month: fmt.fiscalMonth(row.month) });
    const icon =
      key === "view" ? (
        <IconEye size={18} />
      ) : key === "edit" ? (
        <IconPencil size={18} />
      ) : (
        <IconPlus size={18} />
      );
    return (
      <RowAction
        label={label}
        icon={icon}
        variant={key === "view" ? "subtle" : "light"}
        onClick={() => onOpen(row.month)}
      />
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600}>
            {fmt.digits(milestone.code)} {milestone.title}
          </Text>
          <Text size="sm" c="dimmed">
            {fmt.digits(milestone.activity_point_no)} {milestone.activity_title} ·{" "}
            {fmt.name(milestone.nikaya_name, milestone.nikaya_name_np)}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Text size="sm">
              {t("columns.annualTarget")}: {fmt.number(milestone.annual_target)} {unit}
            </Text>
            <Text size="sm">
              {t("columns.schedule")}: {fmt.fiscalMonth(milestone.start_month)} -{" "}
              {fmt.fiscalMonth(milestone.end_month)}
            </Text>
            <Text size="sm">{t(milestone.cumulative ? "drawer.cumulative" : "drawer.nonCumulative")}</Text>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped withTableBorder aria-label={t("milestonePage.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("columns.month")}</Table.Th>
              <Table.Th ta="right">{t("columns.monthTarget")}</Table.Th>
              <Table.Th ta="right">{t("columns.targetUpTo")}</Table.Th>
              <Table.Th ta="right">{t("columns.achieved")}</Table.Th>
              <Table.Th ta="right">{t("columns.percent")}</Table.Th>
              <Table.Th>{t("columns.band")}</Table.Th>
              <Table.Th>{t("columns.status")}</Table.Th>
              <Table.Th>{t("entry.reasons")}</Table.Th>
              <Table.Th>{t("columns.comment")}</Table.Th>
              <Table.Th>{t("columns.rating")}</Table.Th>
              <Table.Th>{t("files.title")}</Table.Th>
              <Table.Th ta="right">{t("columns.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.months.map((row) => (
              <Table.Tr key={row.month} data-testid={`month-${row.month}`}>
                <Table.Td>{fmt.fiscalMonth(row.month)}</Table.Td>
                <Table.Td ta="right">
                  {row.month_target === null ? "-" : fmt.number(row.month_target)}
                </Table.Td>
                <Table.Td ta="right">{fmt.number(row.target_up_to)}</Table.Td>
                <Table.Td ta="right">{row.entry ? fmt.number(row.entry.achieved) : "-"}</Table.Td>
                <Table.Td ta="right">{notDue(row) ? "-" : fmt.percent(displayPercent(row.percent))}</Table.Td>
                <Table.Td>{notDue(row) ? "-" : t(`buckets.${row.band}`, { ns: "dashboard" })}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Group gap={4} wrap="nowrap">
                    {notDue(row) ? (
                      <Badge tt="none" color="gray" variant="light" data-testid="not-yet-due">
                        {t("entryState.notYetDue")}
                      </Badge>
                    ) : (
                      <ProgressStatusBadge state={row.status} />
                    )}
                    {row.entry?.awaiting_correction && (
                      <Badge tt="none" color="orange" variant="light">
                        {t("entryState.returned")}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {row.entry && row.entry.reasons.length > 0
                    ? row.entry.reasons.map((r) => fmt.name(r.sub_name, r.sub_name_np)).join(", ")
                    : "-"}
                </Table.Td>
                <Table.Td>{row.entry?.comment ?? "-"}</Table.Td>
                <Table.Td>
                  {row.entry?.rating == null
                    ? "-"
                    : t("review.ratingValue", { rating: fmt.number(row.entry.rating) })}
                </Table.Td>
                <Table.Td>
                  {row.entry && row.entry.files.length > 0 ? (
                    <Stack gap={2}>
                      {row.entry.files.map((file) => (
                        <FileLink key={file.id} href={file.file_url} filename={file.filename} />
                      ))}
                    </Stack>
                  ) : (
                    "-"
                  )}
                </Table.Td>
                <Table.Td ta="right">{action(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {t("milestonePage.hint")}
      </Text>
    </Stack>
  );
}
