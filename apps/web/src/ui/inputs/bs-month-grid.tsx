import { Group, NativeSelect, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { type BsDate, type Calendar, monthNames } from "@pragati/domain/calendar";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

type BsMonthGridProps = {
  calendar: Calendar;
  /** The month shown. */
  view: { year: number; month: number };
  onView: (view: { year: number; month: number }) => void;
  selected: BsDate | null;
  onPick: (date: BsDate) => void;
};

/** One BS month of the month table: year and month selects over its days, weeks starting on Sunday. */
export function BsMonthGrid({ calendar, view, onView, selected, onPick }: BsMonthGridProps) {
  const { t } = useTranslation("common");
  const fmt = useFormat();
  const years = Array.from({ length: calendar.lastYear - calendar.firstYear + 1 }, (_, i) => {
    const year = calendar.firstYear + i;
    return { value: String(year), label: fmt.digits(year) };
  });
  const months = monthNames(fmt.locale).map((name, i) => ({ value: String(i + 1), label: name }));
  const length = calendar.monthLength(view.year, view.month);
  // The AD weekday of day 1 places it under its column.
  const firstWeekday = new Date(calendar.bsToAd({ ...view, day: 1 })).getUTCDay();
  const isSelected = (day: number) =>
    selected?.year === view.year && selected.month === view.month && selected.day === day;

  return (
    <Stack gap="xs">
      <Group gap="xs" grow>
        <NativeSelect
          aria-label={t("bsDate.year")}
          data={years}
          value={String(view.year)}
          onChange={(event) => onView({ ...view, year: Number(event.currentTarget.value) })}
        />
        <NativeSelect
          aria-label={t("bsDate.month")}
          data={months}
          value={String(view.month)}
          onChange={(event) => onView({ ...view, month: Number(event.currentTarget.value) })}
        />
      </Group>
      <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
        {WEEKDAYS.map((day) => (
          <Text key={day} size="xs" c="dimmed" ta="center">
            {t(`bsDate.weekdays.${day}`)}
          </Text>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          <span key={`blank-${i.toString()}`} />
        ))}
        {Array.from({ length }, (_, i) => i + 1).map((day) => (
          <UnstyledButton
            key={day}
            onClick={() => onPick({ ...view, day })}
            aria-pressed={isSelected(day)}
            ta="center"
            py={4}
            bg={isSelected(day) ? "var(--mantine-primary-color-filled)" : undefined}
            c={isSelected(day) ? "white" : undefined}
            style={{ borderRadius: "var(--mantine-radius-sm)" }}
          >
            <Text size="sm" inherit>
              {fmt.digits(day)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
