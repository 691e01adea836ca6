import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { DASHBOARD_CARDS_PER_PAGE } from "@pragati/domain/contract";
import { IconSearch } from "@tabler/icons-react";
import { Fragment, type ReactNode } from "react";
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
  /** The cards loaded so far, a page of `CARDS_PER_PAGE` at a time, of `total` found. */
  rows: readonly R[];
  total: number;
  /** A project head's cards are projects: the search and its messages say so. */
  projects: boolean;
  /**
   * One office's card (milestone or project pies); `page` is the office ids of the page of cards it is
   * drawn with, so a card can fetch what it needs for its whole page in one call.
   */
  renderCard: (row: R, page: readonly number[]) => ReactNode;
  /** Kept by the page, so a month change keeps the search; the server finds the cards. */
  search: string;
  onSearch: (search: string) => void;
  onMore: () => void;
  loadingMore: boolean;
};

/** The ids of the page of cards the `index`-th card belongs to. */
const pageIds = (rows: readonly OfficeRow[], index: number) => {
  const start = index - (index % CARDS_PER_PAGE);
  return rows.slice(start, start + CARDS_PER_PAGE).map((row) => row.nikaya_id);
};

/** The office cards with a name search (either language) and "show more" beyond the pages loaded. */
export function OfficeCards<R extends OfficeRow>({
  rows,
  total,
  projects,
  renderCard,
  search,
  onSearch,
  onMore,
  loadingMore,
}: OfficeCardsProps<R>) {
  const { t } = useTranslation("dashboard");
  const fmt = useFormat();
  const remaining = total - rows.length;

  return (
    <Stack gap="md">
      {(total > 1 || search !== "") && (
        <TextInput
          label={t(projects ? "findProject" : "findOffice")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: "100%", xs: 320 }}
        />
      )}
      {total === 0 && <Text c="dimmed">{t(projects ? "noProjectFound" : "noOfficeFound")}</Text>}
      {rows.map((row, i) => (
        <Fragment key={row.id ?? row.nikaya_id}>{renderCard(row, pageIds(rows, i))}</Fragment>
      ))}
      {remaining > 0 && (
        <Group justify="center">
          <Button variant="light" onClick={onMore} loading={loadingMore}>
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
