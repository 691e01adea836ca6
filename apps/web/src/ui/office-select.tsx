import { Button, Group, Input, Popover, Stack } from "@mantine/core";
import { IconBuilding, IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../lib/format";
import { OfficeTree } from "./office-tree/office-tree";
import { officeTreeQuery } from "./office-tree/office-tree-query";

type OfficeSelectProps = {
  value: number | null;
  onChange: (officeId: number | null) => void;
  /** The field's name: above the button, in its accessible name ("Office: …") and on the tree. */
  label: string;
  /** The button's text while no office is chosen ("All offices", "Choose an office"). */
  emptyLabel: string;
  /** Under the tree's label: what choosing an office means (e.g. it includes its sub-offices). */
  description?: string;
  /** The choice may be cleared: unchecking the office or the drop-down's `emptyLabel` button. */
  clearable?: boolean;
  /** In a toolbar the button stands alone; its accessible name still carries the label. */
  hideLabel?: boolean;
  /** Which offices it offers: the caller's own (default), or those the decision reports filter by. */
  purpose?: "decisions";
};

/** One office of the caller's tree, picked in the office tree (single choice) inside a drop-down. */
export function OfficeSelect({
  value,
  onChange,
  label,
  emptyLabel,
  description,
  clearable = false,
  hideLabel = false,
  purpose,
}: OfficeSelectProps) {
  const { t } = useTranslation("offices");
  const fmt = useFormat();
  const [opened, setOpened] = useState(false);
  // Names are needed only once an office is chosen; the tree loads them itself when opened.
  const tree = useQuery({ ...officeTreeQuery(purpose), enabled: value !== null });
  const chosen = value === null ? undefined : tree.data?.find((office) => office.id === value);
  const shown = chosen ? fmt.name(chosen.name, chosen.name_np) : emptyLabel;
  const choose = (officeId: number | null) => {
    onChange(officeId);
    setOpened(false);
  };

  const select = (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={420} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          // On its own line under the label (a wrapper's label is inline).
          display="block"
          variant="default"
          fw={400}
          miw={200}
          justify="space-between"
          leftSection={<IconBuilding size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t("tree.selectButton", { label, office: shown })}
          onClick={() => setOpened((o) => !o)}
        >
          {shown}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <OfficeTree
            mode="single"
            purpose={purpose}
            label={label}
            description={description}
            value={value === null ? [] : [value]}
            onChange={(ids) => {
              if (ids[0] === undefined && !clearable) return;
              choose(ids[0] ?? null);
            }}
          />
          {clearable && (
            <Group justify="flex-end">
              <Button size="xs" variant="subtle" disabled={value === null} onClick={() => choose(null)}>
                {emptyLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );

  if (hideLabel) return select;
  return (
    <Input.Wrapper label={label} labelElement="div">
      {select}
    </Input.Wrapper>
  );
}
