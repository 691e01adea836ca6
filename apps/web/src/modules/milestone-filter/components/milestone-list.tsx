import { Button, Center, Checkbox, Group, Loader, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { MAX_SELECTED_MILESTONES } from "@pragati/domain/contract";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { ErrorState } from "../../../ui/error-state";
import { milestoneOptionsQuery } from "../queries";

const PAGE = 50;
const SEARCH_DEBOUNCE_MS = 300;

type MilestoneListProps = {
  nikayaIds: readonly number[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
};

/**
 * The milestones of the chosen offices and fiscal year with a search by code or title, select all
 * (every match, up to the selection limit) and clear all.
 */
export function MilestoneList({ nikayaIds, selected, onChange }: MilestoneListProps) {
  const { t } = useTranslation("programs");
  const fmt = useFormat();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [limit, setLimit] = useState(PAGE);
  const options = useQuery(milestoneOptionsQuery({ nikayaIds, search: debounced, limit, fiscalYearId }));
  const data = options.data;

  const selectAll = () => {
    const next = new Set(selected);
    for (const id of data?.all_ids ?? []) {
      if (next.size >= MAX_SELECTED_MILESTONES) break;
      next.add(id);
    }
    onChange(next);
  };
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const full = selected.size >= MAX_SELECTED_MILESTONES;

  const body = () => {
    if (options.isPending)
      return (
        <Center py="lg">
          <Loader size="sm" aria-label={t("milestoneFilter.title")} />
        </Center>
      );
    if (options.isError)
      return (
        <ErrorState
          title={t("milestoneFilter.loadError")}
          message={options.error.message}
          onRetry={() => void options.refetch()}
        />
      );
    if (options.data.total === 0)
      return (
        <Text size="sm" c="dimmed" ta="center" py="lg" role="status" data-testid="no-milestones">
          {t("milestoneFilter.noMilestones")}
        </Text>
      );
    return (
      <Stack gap={4}>
        {options.data.data.map((m) => (
          <Checkbox
            key={m.id}
            size="sm"
            checked={selected.has(m.id)}
            disabled={full && !selected.has(m.id)}
            onChange={(event) => toggle(m.id, event.currentTarget.checked)}
            label={`${fmt.digits(m.code)} ${m.title}`}
            description={`${fmt.name(m.nikaya_name, m.nikaya_name_np)} · ${fmt.digits(m.activity_point_no)} ${m.activity_title}`}
          />
        ))}
        {options.data.data.length < options.data.total && (
          <Group justify="space-between" mt="xs">
            <Text size="xs" c="dimmed">
              {t("milestoneFilter.shown", {
                shown: fmt.number(options.data.data.length),
                total: fmt.number(options.data.total),
              })}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => setLimit((n) => n + PAGE)}>
              {t("milestoneFilter.showMore")}
            </Button>
          </Group>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={t("milestoneFilter.search")}
        placeholder={t("milestoneFilter.searchPlaceholder")}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setLimit(PAGE);
        }}
      />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={selectAll} disabled={!data || data.total === 0}>
            {t("milestoneFilter.selectAll")}
          </Button>
          <Button size="compact-sm" variant="light" color="gray" onClick={() => onChange(new Set())}>
            {t("milestoneFilter.clearAll")}
          </Button>
        </Group>
        <Text size="sm" fw={500} aria-live="polite" data-testid="milestone-selected-count">
          {t("milestoneFilter.selected", { n: fmt.number(selected.size) })}
        </Text>
      </Group>
      {full && (
        <Text size="xs" c="orange.8">
          {t("milestoneFilter.limit", { max: fmt.number(MAX_SELECTED_MILESTONES) })}
        </Text>
      )}
      <ScrollArea
        h={300}
        type="auto"
        offsetScrollbars
        p={6}
        style={{
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: "var(--mantine-radius-sm)",
        }}
        aria-busy={options.isFetching}
      >
        {body()}
      </ScrollArea>
    </Stack>
  );
}
