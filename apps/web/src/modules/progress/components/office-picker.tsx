import { Button, Input, Popover } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";

type OfficePickerProps = {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Text of the button when nothing is chosen (e.g. "All offices"). */
  emptyLabel: string;
  /** Whether the choice may be cleared. */
  clearable?: boolean;
};

/** An office of the caller's subtree, chosen in the office tree inside a drop-down. */
export function OfficePicker({ value, onChange, emptyLabel, clearable = false }: OfficePickerProps) {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const [opened, setOpened] = useState(false);
  const tree = useQuery(officeTreeQuery());
  const chosen = tree.data?.find((office) => office.id === value);
  const label = t("filters.office");
  const shown = chosen ? fmt.name(chosen.name, chosen.name_np) : emptyLabel;
  return (
    <Input.Wrapper label={label} labelElement="div">
      <Popover opened={opened} onChange={setOpened} position="bottom-start" width={420} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            display="block"
            variant="default"
            fw={400}
            miw={220}
            justify="space-between"
            rightSection={<IconChevronDown size={14} />}
            aria-label={`${label}: ${shown}`}
            onClick={() => setOpened((o) => !o)}
          >
            {shown}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <OfficeTree
            mode="single"
            label={label}
            description={t("filters.officeHint")}
            value={value === null ? [] : [value]}
            onChange={(ids) => {
              if (ids[0] === undefined && !clearable) return;
              onChange(ids[0] ?? null);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
