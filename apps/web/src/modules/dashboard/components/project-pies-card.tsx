import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import {
  NPC_BAND_SLICES,
  PROJECT_BAND_SLICES,
  PROJECT_SCHEDULE_SLICES,
  type ProjectBandSlice,
  type TProjectDashboardRow,
} from "@pragati/domain/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { PieChart } from "../../../ui/pie-chart";
import { BAND_CHART_COLORS, NPC_BAND_CHART_COLORS, SCHEDULE_CHART_COLORS } from "../../../ui/theme";
import { projectSlicePath } from "../bands";
import { ChartTables } from "./chart-tables";
import { ComponentBandModal } from "./component-band-modal";
import { MonthApproval } from "./month-approval";
import { ChartTable, LegendRow } from "./office-pies-card";

type Slice = { key: string; name: string; value: number; color: string };

type ProjectPiesCardProps = {
  row: TProjectDashboardRow;
  month: number;
  /** Whether the role may open the project list a slice leads to (the consolidated view's list). */
  canOpen: boolean;
};

const PIE_SIZE = 160;

/**
 * One profiling office's projects as of the month: a pie of the year's physical-progress bands, one of
 * the schedule state and one of the NPC's bands of achievement of target, the over-cost and extended
 * counts; every slice and count opens its projects. A project's card (a project head's) of a project
 * with components counts the components in its bands, and a band opens its components.
 */
export function ProjectPiesCard({ row, month, canOpen }: ProjectPiesCardProps) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const navigate = useNavigate();
  const officeName = fmt.name(row.nikaya_name, row.nikaya_name_np);
  // A project head's card is one project, named first, its office under it.
  const cardName = row.ayojana_name ?? officeName;
  const open = canOpen ? (key: string) => navigate(projectSlicePath(row, month, key)) : undefined;
  // A project's row counts its components in the bands when it has any (an office's row: null).
  const components = row.components ?? 0;
  const canListComponents = useCan("project.view");
  const [band, setBand] = useState<ProjectBandSlice | null>(null);
  const openBand =
    components === 0
      ? open
      : canListComponents
        ? (key: string) => setBand(key as ProjectBandSlice)
        : undefined;

  const bands: Slice[] = PROJECT_BAND_SLICES.map((key) => ({
    key,
    name: t(`buckets.${key}`),
    value: row[key],
    color: BAND_CHART_COLORS[key],
  }));
  const bandsTitle = t(components > 0 ? "projects.componentsChart" : "projects.physicalChart");
  const schedule: Slice[] = PROJECT_SCHEDULE_SLICES.map((key) => ({
    key,
    name: t(`projects.slices.${key}`),
    value: row[key],
    color: SCHEDULE_CHART_COLORS[key],
  }));
  const npc: Slice[] = NPC_BAND_SLICES.map((key) => ({
    key,
    name: t(`projects.npc.${key}`),
    value: row[key],
    color: NPC_BAND_CHART_COLORS[key],
  }));
  const share = (value: number, whole: number) =>
    whole > 0 ? fmt.percent((value / whole) * 100, { maxDecimals: 0 }) : null;

  /** A pie whose slices are shares of `whole` (projects, or a project's components) and open `onOpen`. */
  const pie = (title: string, slices: Slice[], whole: number, onOpen: typeof open) => (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text fw={600}>{title}</Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        {/* The legend beside it and the table carry the figures: the drawing is hidden from screen readers. */}
        <PieChart
          size={PIE_SIZE}
          data={slices}
          valueFormatter={(value) => fmt.number(value)}
          onSliceClick={onOpen ? (index) => onOpen(slices[index].key) : undefined}
        />
        <Stack gap={4}>
          {slices.map((s) => {
            const legend = (
              <LegendRow
                key={s.key}
                color={s.color}
                label={s.name}
                count={fmt.number(s.value)}
                share={share(s.value, whole)}
              />
            );
            return onOpen ? (
              <UnstyledButton
                key={s.key}
                onClick={() => onOpen(s.key)}
                aria-label={`${s.name}: ${fmt.number(s.value)}`}
              >
                {legend}
              </UnstyledButton>
            ) : (
              <div key={s.key}>{legend}</div>
            );
          })}
        </Stack>
      </Group>
    </Stack>
  );

  const flag = (key: "over_cost" | "extended", text: string): ReactNode =>
    canOpen ? (
      <Anchor component={Link} to={projectSlicePath(row, month, key)} size="sm">
        {text}
      </Anchor>
    ) : (
      <Text size="sm">{text}</Text>
    );

  return (
    <Paper withBorder p="md" component="section" aria-label={cardName} data-testid="project-pies-card">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} fz="h4">
          {cardName}
        </Title>
        <MonthApproval row={row} />
      </Group>
      {row.ayojana_name !== null && (
        <Text size="sm" c="dimmed">
          {t("projects.office", { office: officeName })}
        </Text>
      )}
      <Group gap="md" mb="sm">
        <Text size="sm" c="dimmed">
          {t("projects.total", { total: fmt.number(row.projects) })}
        </Text>
        {components > 0 && (
          <Text size="sm" c="dimmed">
            {t("projects.components", { total: fmt.number(components) })}
          </Text>
        )}
        {flag("over_cost", t("projects.overCost", { n: fmt.number(row.over_cost) }))}
        {flag("extended", t("projects.extended", { n: fmt.number(row.extended) }))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {pie(bandsTitle, bands, components || row.projects, openBand)}
        {pie(t("projects.scheduleChart"), schedule, row.projects, open)}
        {pie(t("projects.npcChart"), npc, row.projects, open)}
      </SimpleGrid>
      <ChartTables id={`project-pies-table-${row.id ?? row.nikaya_id}`}>
        <ChartTable caption={bandsTitle} rows={bands} />
        <ChartTable caption={t("projects.scheduleChart")} rows={schedule} />
        <ChartTable caption={t("projects.npcChart")} rows={npc} />
      </ChartTables>
      {row.id !== null && components > 0 && (
        <ComponentBandModal
          project={{ id: row.id, name: cardName }}
          band={band}
          month={month}
          onClose={() => setBand(null)}
        />
      )}
    </Paper>
  );
}
