import { Button, Input, Popover } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";

type OfficeFilterProps = { value: number | null; onChange: (value: number | null) => void };

/** The user list's office filter: the office tree in a drop-down; an office includes its sub-offices. */
export function OfficeFilter({ value, onChange }: OfficeFilterProps) {
  const { t } = useTranslation("users");
  const fmt = useFormat();
  const [opened, setOpened] = useState(false);
  const tree = useQuery(officeTreeQuery());
  const chosen = tree.data?.find((office) => office.id === value);
  const label = t("filters.office");
  return (
    <Input.Wrapper label={label} labelElement="div">
      <Popover opened={opened} onChange={setOpened} position="bottom-start" width={420} shadow="md" trapFocus>
        <Popover.Target>
          <Button
            display="block"
            variant="default"
            fw={400}
            miw={200}
            justify="space-between"
            rightSection={<IconChevronDown size={14} />}
            aria-label={`${label}: ${chosen ? fmt.name(chosen.name, chosen.name_np) : t("filters.all")}`}
            onClick={() => setOpened((o) => !o)}
          >
            {chosen ? fmt.name(chosen.name, chosen.name_np) : t("filters.all")}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <OfficeTree
            mode="single"
            label={label}
            description={t("filters.officeHint")}
            value={value === null ? [] : [value]}
            onChange={(ids) => {
              onChange(ids[0] ?? null);
              setOpened(false);
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
