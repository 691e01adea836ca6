import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { DASHBOARD_CARDS_PER_PAGE } from "@pragati/domain/contract";
import { IconSearch } from "@tabler/icons-react";
import { Fragment, type ReactNode, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";

/** Cards drawn at once: two charts each, so a ministry or the whole government never renders at once. */
const CARDS_PER_PAGE = DASHBOARD_CARDS_PER_PAGE;

/** An office's row, or one project's (a project head's dashboard: `id` and `ayojana_name` set). */
type OfficeRow = {
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  id?: number | null;
  ayojana_name?: string | null;
};

type OfficeCardsProps<R extends OfficeRow> = {
  rows: readonly R[];
  /**
   * One office's card (milestone or project pies); `page` is the office ids of the page of cards it is
   * drawn with, so a card can fetch what it needs for its whole page in one call.
   */
  renderCard: (row: R, page: readonly number[]) => ReactNode;
  /** Kept by the page, so a month change keeps the search. */
  search: string;
  onSearch: (search: string) => void;
};

/** The ids of the page of cards the `index`-th visible card belongs to. */
const pageIds = (visible: readonly OfficeRow[], index: number) => {
  const start = index - (index % CARDS_PER_PAGE);
  return visible.slice(start, start + CARDS_PER_PAGE).map((row) => row.nikaya_id);
};

/** The office cards with a name search (either language) and "show more" beyond the first page. */
export function OfficeCards<R extends OfficeRow>({
  rows,
  renderCard,
  search,
  onSearch,
}: OfficeCardsProps<R>) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const query = useDeferredValue(search.trim().toLowerCase());
  const matching = query
    ? rows.filter(
        (row) =>
          row.nikaya_name.toLowerCase().includes(query) ||
          row.nikaya_name_np.includes(query) ||
          (row.ayojana_name ?? "").toLowerCase().includes(query),
      )
    : rows;
  const visible = matching.slice(0, shown);
  // A project head's cards are projects: the search says so.
  const projects = rows.some((row) => row.ayojana_name != null);
  const remaining = matching.length - visible.length;

  return (
    <Stack gap="md">
      {rows.length > 1 && (
        <TextInput
          label={t(projects ? "findProject" : "findOffice")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            onSearch(event.currentTarget.value);
            setShown(CARDS_PER_PAGE);
          }}
          w={{ base: "100%", xs: 320 }}
        />
      )}
      {matching.length === 0 && <Text c="dimmed">{t(projects ? "noProjectFound" : "noOfficeFound")}</Text>}
      {visible.map((row, i) => (
        <Fragment key={row.id ?? row.nikaya_id}>{renderCard(row, pageIds(visible, i))}</Fragment>
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
