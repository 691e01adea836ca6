import { Badge, Button, Group, Paper, Text } from "@mantine/core";
import type { TSetupOption } from "@pragati/domain/contract";
import { IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import type { QuickFilter } from "../../../state/quick-filter-store";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { setupOptionsQuery } from "../../setup";

type ActiveFilterSummaryProps = {
  filter: QuickFilter | null;
  month: number;
  milestoneCount: number;
  onClear: () => void;
};

/** What narrows the programs list now (quick filter and milestone selection), with "clear". */
export function ActiveFilterSummary({ filter, month, milestoneCount, onClear }: ActiveFilterSummaryProps) {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const offices = useQuery({ ...officeTreeQuery(), enabled: (filter?.nikayaIds.length ?? 0) > 0 });
  const types = useQuery({ ...setupOptionsQuery("milestone-types"), enabled: filter?.typeId != null });
  const typeName = (id: number | null) => {
    const found = (types.data ?? []).find((o: TSetupOption) => o.id === id);
    return found ? fmt.name(found.name, found.name_np) : fmt.digits(String(id));
  };
  const officeNames = (filter?.nikayaIds ?? [])
    .map((id) => {
      const office = offices.data?.find((o) => o.id === id);
      return office ? fmt.name(office.name, office.name_np) : fmt.digits(String(id));
    })
    .join(", ");

  const chips: string[] = [];
  if (filter && filter.nikayaIds.length > 0) chips.push(t("summary.offices", { names: officeNames }));
  if (filter?.typeId != null) chips.push(t("summary.type", { name: typeName(filter.typeId) }));
  if (filter?.subtypeId != null) chips.push(t("summary.subtype", { name: typeName(filter.subtypeId) }));
  if (filter?.status) chips.push(t("summary.status", { status: t(`statuses.${filter.status}`) }));
  if (filter) chips.push(t("summary.month", { month: fmt.fiscalMonth(month) }));
  if (milestoneCount > 0) chips.push(t("summary.milestones", { n: fmt.number(milestoneCount) }));
  const active = filter !== null || milestoneCount > 0;

  return (
    <Paper withBorder p="sm" role="region" aria-label={t("summary.label")}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t("summary.label")}:
          </Text>
          {filter === null && (
            <Text size="sm" c="dimmed">
              {t("summary.none")}
            </Text>
          )}
          {chips.map((chip) => (
            <Badge key={chip} variant="light" size="lg" tt="none">
              {chip}
            </Badge>
          ))}
        </Group>
        {active && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={onClear}>
            {t("summary.clear")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
