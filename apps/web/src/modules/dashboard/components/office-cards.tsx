import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { TDashboardRow } from "@pragati/domain/contract";
import { IconSearch } from "@tabler/icons-react";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { OfficePiesCard } from "./office-pies-card";

/** Cards drawn at once: two charts each, so a ministry or the whole government never renders at once. */
const CARDS_PER_PAGE = 12;

type OfficeCardsProps = {
  rows: readonly TDashboardRow[];
  month: number;
  monthType: string;
  /** Kept by the page, so a month change keeps the search. */
  search: string;
  onSearch: (search: string) => void;
};

/** The office cards with a name search (either language) and "show more" beyond the first page. */
export function OfficeCards({ rows, month, monthType, search, onSearch }: OfficeCardsProps) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const query = useDeferredValue(search.trim().toLowerCase());
  const matching = query
    ? rows.filter(
        (row) => row.nikaya_name.toLowerCase().includes(query) || row.nikaya_name_np.includes(query),
      )
    : rows;
  const visible = matching.slice(0, shown);
  const remaining = matching.length - visible.length;

  return (
    <Stack gap="md">
      {rows.length > 1 && (
        <TextInput
          label={t("findOffice")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            onSearch(event.currentTarget.value);
            setShown(CARDS_PER_PAGE);
          }}
          w={{ base: "100%", xs: 320 }}
        />
      )}
      {matching.length === 0 && <Text c="dimmed">{t("noOfficeFound")}</Text>}
      {visible.map((row) => (
        <OfficePiesCard key={row.nikaya_id} row={row} month={month} monthType={monthType} />
      ))}
      {remaining > 0 && (
        <Group justify="center">
          <Button variant="light" onClick={() => setShown((n) => n + CARDS_PER_PAGE)}>
            {t("showMore", {
              shown: fmt.number(Math.min(remaining, CARDS_PER_PAGE)),
              remaining: fmt.number(remaining),
            })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
