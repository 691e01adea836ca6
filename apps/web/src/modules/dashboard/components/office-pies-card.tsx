import {
  Box,
  ColorSwatch,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import type { TDashboardRow } from "@pragati/domain/contract";
import type { Band } from "@pragati/domain/progress";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFormat } from "../../../lib/format";
import { PieChart, themeColorVar } from "../../../ui/pie-chart";
import {
  BAND_COLORS,
  detailPath,
  RATING_COLORS,
  RATING_KEYS,
  ratingDetailPath,
  STATUS_BUCKETS,
} from "../bands";
import { officeTrendQuery } from "../queries";
import { ChartTables } from "./chart-tables";
import { MonthApproval } from "./month-approval";

// The trend's line chart (a charting library, about 100 KB gzipped) loads after the cards: the pies, the
// legends and the counts are usable without it on a slow connection.
const OfficeTrend = lazy(() => import("./office-trend").then((m) => ({ default: m.OfficeTrend })));
const TrendTable = lazy(() => import("./office-trend").then((m) => ({ default: m.TrendTable })));
const TREND_HEIGHT = 170;

type OfficePiesCardProps = {
  row: TDashboardRow;
  month: number;
  monthType: string;
  /** The office ids of the cards on the same page: one trend call serves them all. */
  page: readonly number[];
  fiscalYearId: number | null;
};

const PIE_SIZE = 160;

/**
 * One office: a milestone-status pie and a rating pie (slices and legend entries open their detail
 * list) and the month-by-month trend.
 */
export function OfficePiesCard({ row, month, monthType, page, fiscalYearId }: OfficePiesCardProps) {
  const { t } = useTranslation("dashboard");
  const trends = useQuery(officeTrendQuery(page, month, fiscalYearId));
  const trend = trends.data?.find((item) => item.nikaya_id === row.nikaya_id);
  const fmt = useFormat();
  const navigate = useNavigate();
  const officeName = fmt.name(row.nikaya_name, row.nikaya_name_np);
  const open = (bucket: Band) => navigate(detailPath(row, month, bucket, monthType));
  const openRating = (rating: number) => navigate(ratingDetailPath(row, month, rating, monthType));

  const status = STATUS_BUCKETS.map((bucket) => ({
    bucket,
    name: t(`buckets.${bucket}`),
    value: row[bucket],
    color: BAND_COLORS[bucket],
  }));
  const ratings = RATING_KEYS.map((key, rating) => ({
    rating,
    name: t("ratingLabel", { rating: fmt.number(rating) }),
    value: row[key],
    color: RATING_COLORS[rating],
  }));
  const statusTotal = status.reduce((sum, s) => sum + s.value, 0);
  const ratingTotal = ratings.reduce((sum, r) => sum + r.value, 0);
  // Each slice's share of its pie, beside its count (none while the pie is empty).
  const share = (value: number, total: number) =>
    total > 0 ? fmt.percent((value / total) * 100, { maxDecimals: 0 }) : null;

  return (
    <Paper withBorder p="md" component="section" aria-label={officeName} data-testid="office-pies-card">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Title order={2} fz="h4">
          {officeName}
        </Title>
        <MonthApproval row={row} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs" role="group" aria-label={t("statusChart")}>
          <Text fw={600}>{t("statusChart")}</Text>
          <Group align="flex-start" gap="md" wrap="wrap">
            {/* The legend beside it and the table below carry the figures: the drawing is hidden from
                screen readers and from the Tab key (its slices only repeat the legend's links). */}
            <PieChart
              size={PIE_SIZE}
              data={status}
              valueFormatter={(value) => fmt.number(value)}
              onSliceClick={(index) => open(status[index].bucket)}
            />
            <Stack gap={4}>
              {status.map((s) => (
                <UnstyledButton
                  key={s.bucket}
                  onClick={() => open(s.bucket)}
                  aria-label={`${s.name}: ${fmt.number(s.value)}`}
                >
                  <LegendRow
                    color={s.color}
                    label={s.name}
                    count={fmt.number(s.value)}
                    share={share(s.value, statusTotal)}
                  />
                </UnstyledButton>
              ))}
              <Text size="sm" c="dimmed">
                {t("total", { total: fmt.number(statusTotal) })}
              </Text>
            </Stack>
          </Group>
        </Stack>
        <Stack gap="xs" role="group" aria-label={t("ratingChart")}>
          <Text fw={600}>{t("ratingChart")}</Text>
          <Group align="flex-start" gap="md" wrap="wrap">
            {ratingTotal > 0 ? (
              <PieChart
                size={PIE_SIZE}
                data={ratings}
                valueFormatter={(value) => fmt.number(value)}
                onSliceClick={(index) => openRating(ratings[index].rating)}
              />
            ) : (
              <Box w={PIE_SIZE}>
                <Text size="sm" c="dimmed">
                  {t("noRatings")}
                </Text>
              </Box>
            )}
            <Stack gap={4}>
              {ratings.map((r) => (
                <UnstyledButton
                  key={r.name}
                  onClick={() => openRating(r.rating)}
                  aria-label={`${r.name}: ${fmt.number(r.value)}`}
                >
                  <LegendRow
                    color={r.color}
                    label={r.name}
                    count={fmt.number(r.value)}
                    share={share(r.value, ratingTotal)}
                  />
                </UnstyledButton>
              ))}
            </Stack>
          </Group>
        </Stack>
      </SimpleGrid>
      {trends.isPending && <Skeleton height={TREND_HEIGHT} />}
      {trend && trend.month.length > 0 && (
        <Suspense fallback={<Skeleton height={TREND_HEIGHT} />}>
          <OfficeTrend trend={trend} />
        </Suspense>
      )}
      <ChartTables id={`office-pies-table-${row.nikaya_id}`}>
        <ChartTable caption={t("statusChart")} rows={status} />
        <ChartTable caption={t("ratingChart")} rows={ratings} />
        {trend && trend.month.length > 0 && (
          <Suspense fallback={<Skeleton height={TREND_HEIGHT} />}>
            <TrendTable trend={trend} />
          </Suspense>
        )}
      </ChartTables>
    </Paper>
  );
}

/** A chart's figures as a table: the same names and counts as its legend. */
export function ChartTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { name: string; value: number }[];
}) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("chartTable.category")}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t("chartTable.count")}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.name}>
            <Table.Th scope="row" fw={400}>
              {r.name}
            </Table.Th>
            <Table.Td ta="end">{fmt.number(r.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function LegendRow({
  color,
  label,
  count,
  share,
}: {
  color: string;
  label: string;
  count: string;
  share: string | null;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ColorSwatch color={themeColorVar(color)} size={12} withShadow={false} />
      <Text size="sm">
        {label}: <b>{count}</b>
        {share && (
          <Text span size="sm" c="dimmed" data-testid="slice-share">
            {" "}
            ({share})
          </Text>
        )}
      </Text>
    </Group>
  );
}
