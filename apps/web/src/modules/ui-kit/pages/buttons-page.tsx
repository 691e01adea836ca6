import { ActionIcon, Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { BANDS } from "@pragati/domain/progress";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { confirmAction } from "../../../ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "../../../ui/data-table/data-table";
import { PieChart } from "../../../ui/pie-chart";
import { BAND_CHART_COLORS } from "../../../ui/theme";
import { KitSection } from "../components/kit-section";

type LogRow = { id: number; action: string; entity: string };

// A sample count per band, so every slice and badge shows.
const SAMPLE_COUNTS = [12, 4, 6, 9, 7, 5, 21];

/** Route `buttons`: buttons, status badges, toasts, the confirmation dialog, a chart and the table's states. */
export default function ButtonsPage() {
  const { t } = useTranslation(["ui-kit", "dashboard"]);
  const fmt = useFormat();
  const [confirmed, setConfirmed] = useState(false);
  const bands = BANDS.map((band, i) => ({
    band,
    name: t(`dashboard:buckets.${band}`),
    value: SAMPLE_COUNTS[i] ?? 0,
    color: BAND_CHART_COLORS[band],
  }));
  const columns: DataTableColumn<LogRow>[] = [
    { accessor: "action", title: t("buttons.action") },
    { accessor: "entity", title: t("buttons.entity") },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t("buttons.title")}
        </Title>
        <Text c="dimmed">{t("buttons.intro")}</Text>
      </div>
      <KitSection id="kit-buttons" title={t("buttons.buttons")}>
        <Group>
          <Button>{t("buttons.filled")}</Button>
          <Button variant="light">{t("buttons.light")}</Button>
          <Button variant="outline">{t("buttons.outline")}</Button>
          <Button variant="subtle">{t("buttons.subtle")}</Button>
          <Button color="red">{t("buttons.danger")}</Button>
          <Button disabled>{t("buttons.disabled")}</Button>
          <Button loading loaderProps={{ "aria-label": t("buttons.loading") }}>
            {t("buttons.loading")}
          </Button>
        </Group>
      </KitSection>
      <KitSection id="kit-icon-buttons" title={t("buttons.iconButtons")}>
        <Group>
          <ActionIcon variant="subtle" aria-label={t("buttons.view")}>
            <IconEye size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t("buttons.edit")}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={t("buttons.delete")}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </KitSection>
      <KitSection id="kit-badges" title={t("buttons.badges")}>
        <Group>
          {bands.map((b) => (
            <Badge key={b.band} variant="light" color={b.color.split(".")[0]}>
              {b.name}
            </Badge>
          ))}
        </Group>
      </KitSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <KitSection id="kit-toasts" title={t("buttons.toasts")}>
          <Group>
            <Button variant="light" onClick={() => notifySuccess(t("buttons.successMessage"))}>
              {t("buttons.toastSuccess")}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => notifyError(new Error(t("buttons.errorMessage")))}
            >
              {t("buttons.toastError")}
            </Button>
          </Group>
        </KitSection>
        <KitSection id="kit-confirm" title={t("buttons.confirm")}>
          <Group>
            <Button
              variant="light"
              onClick={() =>
                confirmAction({
                  title: t("buttons.confirmTitle"),
                  message: t("buttons.confirmMessage"),
                  onConfirm: () => setConfirmed(true),
                })
              }
            >
              {t("buttons.openConfirm")}
            </Button>
            {confirmed && <Text role="status">{t("buttons.confirmed")}</Text>}
          </Group>
        </KitSection>
      </SimpleGrid>
      <KitSection id="kit-chart" title={t("buttons.chart")}>
        <Group align="flex-start" gap="xl">
          {/* The table beside it carries the figures; the drawing is hidden from screen readers. */}
          <PieChart size={180} data={bands} valueFormatter={(value) => fmt.number(value)} />
          <Table withTableBorder captionSide="top" w="auto">
            <Table.Caption>{t("buttons.chartName")}</Table.Caption>
            <Table.Tbody>
              {bands.map((b) => (
                <Table.Tr key={b.band}>
                  <Table.Th scope="row" fw={400}>
                    {b.name}
                  </Table.Th>
                  <Table.Td ta="end">{fmt.number(b.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      </KitSection>
      <KitSection id="kit-tables" title={t("buttons.tables")}>
        <Stack gap="lg">
          <Text fw={600}>{t("buttons.tableRows")}</Text>
          <DataTable<LogRow> path="api/activity-logs/all" label={t("buttons.tableLabel")} columns={columns} />
          <Text fw={600}>{t("buttons.tableError")}</Text>
          <DataTable<LogRow>
            path="api/ui-kit/no-such-list"
            label={t("buttons.tableErrorLabel")}
            columns={columns}
          />
        </Stack>
      </KitSection>
    </Stack>
  );
}
