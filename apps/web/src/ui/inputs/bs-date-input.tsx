import { ActionIcon, Popover, TextInput, type TextInputProps } from "@mantine/core";
import { fromDevanagariDigits, toBsString, tryParseBs } from "@pragati/domain/calendar";
import { IconCalendar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendar } from "../../lib/calendar";
import { useFormat } from "../../lib/format";
import { readBsDate } from "./bs-date";
import { BsMonthGrid } from "./bs-month-grid";

const WHOLE_DATE_LENGTH = "YYYY-MM-DD".length;
const WHOLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type BsDateInputProps = Omit<TextInputProps, "value" | "onChange" | "defaultValue"> & {
  /** The date as typed, digits in either script (`2082-04-01`, `२०८२/०४/०१`); the form reads it with readBsDate. */
  value: string;
  /** The text with ASCII digits. */
  onChange: (text: string) => void;
};

/**
 * The one BS date field: typed as YYYY-MM-DD in Devanagari or Latin digits, or picked from the month
 * table's days; shown with the language's digits. An impossible date is named as soon as a whole one
 * (YYYY-MM-DD) is typed, unless the form shows its own error. Not on leaving the field: a message that
 * appears then moves the buttons below it under the pointer that is clicking them.
 */
export function BsDateInput({ value, onChange, error, ...props }: BsDateInputProps) {
  const { t } = useTranslation("common");
  const fmt = useFormat();
  const calendar = useCalendar();
  const [opened, setOpened] = useState(false);
  const [view, setView] = useState<{ year: number; month: number } | null>(null);

  const stored = calendar ? readBsDate(value, calendar) : null;
  const selected = stored && stored !== "invalid" ? tryParseBs(stored) : null;
  const impossible = stored === "invalid" && value.trim().length >= WHOLE_DATE_LENGTH;

  const open = () => {
    if (!calendar) return;
    const start = selected ?? calendar.todayBs();
    setView({ year: start.year, month: start.month });
    setOpened(true);
  };

  return (
    // The pop-up's roles go on the calendar button that opens it, not on the text field (a textbox may not
    // carry aria-expanded).
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={300}
      trapFocus
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          {...props}
          // A whole stored date reads as every other date of the language (slashes in Nepali).
          value={WHOLE_DATE.test(value) ? fmt.bsDate(value) : fmt.digits(value)}
          onChange={(event) => {
            // Held with ASCII digits, so every form keeps one form of the text.
            onChange(fromDevanagariDigits(event.currentTarget.value));
          }}
          error={error || (impossible ? t("bsDate.invalid") : undefined)}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("bsDate.pick")}
              aria-haspopup="dialog"
              aria-expanded={opened}
              onClick={() => (opened ? setOpened(false) : open())}
              disabled={!calendar || props.disabled || props.readOnly}
            >
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t("bsDate.pick")}>
        {calendar && view && (
          <BsMonthGrid
            calendar={calendar}
            view={view}
            onView={setView}
            selected={selected}
            onPick={(date) => {
              onChange(toBsString(date));
              setOpened(false);
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
