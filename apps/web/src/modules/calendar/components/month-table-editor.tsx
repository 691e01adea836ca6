import {
  Badge,
  Button,
  type ComboboxItem,
  Group,
  Modal,
  type OptionsFilter,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { fromDevanagariDigits, monthNames } from "@pragati/domain/calendar";
import type { TMonthTableAnswer } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { monthTableQuery, useCalendar } from "../../../lib/calendar";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { PlainTable } from "../../../ui/plain-table";
import { useConfirmCalendarYear } from "../month-table-queries";
import { MonthLengthsForm } from "./month-lengths-form";
import { QueryStatus } from "./query-status";

type YearRow = TMonthTableAnswer["years"][number];

/** Years shown before the user picks a range: last year and the next few. */
const DEFAULT_SPAN = 10;

// Year options are labelled in the language's digits; typing either script finds them.
const yearFilter: OptionsFilter = ({ options, search }) => {
  const needle = fromDevanagariDigits(search.trim());
  return options.filter(
    (option): option is ComboboxItem =>
      "label" in option && fromDevanagariDigits(option.label).includes(needle),
  );
};

/**
 * The BS month-length table as a year x 12-month grid, each year confirmed or provisional; users with
 * `calendar.manage` correct a year and confirm a provisional one against the published calendar.
 */
export function MonthTableEditor() {
  const { t } = useTranslation("calendar");
  const fmt = useFormat();
  const canManage = useCan("calendar.manage");
  const { data, isPending, error, refetch } = useQuery(monthTableQuery());
  const calendar = useCalendar();
  const [range, setRange] = useState<{ from: number | null; to: number | null }>({ from: null, to: null });
  const [editing, setEditing] = useState<{ year: number; months: number[] } | null>(null);
  const confirmYear = useConfirmCalendarYear();

  const askConfirm = (year: number) =>
    confirmMutation({
      title: t("provisional.confirmTitle", { year: fmt.digits(year) }),
      message: t("provisional.confirmMessage", { year: fmt.digits(year) }),
      danger: false,
      mutation: confirmYear,
      variables: year,
      done: t("provisional.confirmed", { year: fmt.digits(year) }),
    });

  const years = data?.years ?? [];
  const firstYear = years[0]?.year ?? 0;
  const lastYear = years.at(-1)?.year ?? 0;
  const clamp = (year: number) => Math.min(lastYear, Math.max(firstYear, year));
  const thisYear = calendar?.todayBs().year ?? firstYear;
  const from = range.from ?? clamp(thisYear - 1);
  const to = range.to ?? clamp(from + DEFAULT_SPAN - 1);
  const shown = years.filter((y) => y.year >= from && y.year <= to);
  const yearOptions = years.map((y) => ({ value: String(y.year), label: fmt.digits(y.year) }));
  const names = monthNames(fmt.locale);

  return (
    <Stack gap="sm">
      {data && (
        <Text size="sm" c="dimmed">
          {t("monthTable.anchor", { year: fmt.digits(data.anchor.bs_year), ad: fmt.digits(data.anchor.ad) })}
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <Select
          label={t("monthTable.fromYear")}
          searchable
          filter={yearFilter}
          allowDeselect={false}
          w={140}
          data={yearOptions}
          value={String(from)}
          onChange={(value) => value && setRange({ from: Number(value), to: range.to })}
        />
        <Select
          label={t("monthTable.toYear")}
          searchable
          filter={yearFilter}
          allowDeselect={false}
          w={140}
          data={yearOptions}
          value={String(to)}
          error={to < from ? t("monthTable.yearRangeError") : undefined}
          onChange={(value) => value && setRange({ from: range.from, to: Number(value) })}
        />
      </Group>
      <PlainTable
        withTableBorder
        withColumnBorders
        label={t("monthTable.tableLabel")}
        minWidth={1040}
        rows={shown}
        rowKey={(row) => row.year}
        rowProps={(row) => ({ "data-testid": `month-row-${row.year}` })}
        columns={[
          { title: t("monthTable.year"), rowHeader: true, render: (row) => fmt.digits(row.year) },
          ...names.map((name, index) => ({
            title: name,
            align: "center" as const,
            render: (row: YearRow) => fmt.digits(row.months[index] ?? 0),
          })),
          {
            title: t("monthTable.total"),
            align: "center",
            render: (row) => fmt.digits(row.months.reduce((sum, n) => sum + n, 0)),
          },
          {
            title: t("monthTable.status"),
            render: (row) =>
              row.confirmed ? (
                <Badge color="green" variant="light">
                  {t("provisional.confirmedLabel")}
                </Badge>
              ) : (
                <Badge color="yellow" variant="light" title={t("provisional.help")}>
                  {t("provisional.label")}
                </Badge>
              ),
          },
          ...(canManage
            ? [
                {
                  title: t("monthTable.actions"),
                  render: ({ year, months, confirmed }: YearRow) => (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t("monthTable.correctYear", { year: fmt.digits(year) })}
                        onClick={() => setEditing({ year, months })}
                      >
                        {t("monthTable.correct")}
                      </Button>
                      {!confirmed && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="green"
                          aria-label={t("provisional.confirmYear", { year: fmt.digits(year) })}
                          loading={confirmYear.isPending && confirmYear.variables === year}
                          onClick={() => askConfirm(year)}
                        >
                          {t("provisional.confirm")}
                        </Button>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      <QueryStatus isPending={isPending} error={error} isEmpty={false} onRetry={() => void refetch()} />
      {data && shown.length === 0 && (
        <Text c="dimmed" size="sm" ta="center">
          {t("monthTable.noYears")}
        </Text>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing ? t("monthForm.title", { year: fmt.digits(editing.year) }) : ""}
      >
        {editing && (
          <MonthLengthsForm year={editing.year} months={editing.months} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
