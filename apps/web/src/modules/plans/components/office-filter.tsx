import { Button, Group, Popover, Stack } from "@mantine/core";
import { IconBuilding, IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { useScopeOffices } from "../use-scope-offices";

type OfficeFilterProps = {
  value: number | null;
  onChange: (officeId: number | null) => void;
  /** One office must stay chosen (no "all offices"). */
  required?: boolean;
};

/** The office a plan list shows, picked in the office tree (single) inside a pop-over. */
export function OfficeFilter({ value, onChange, required = false }: OfficeFilterProps) {
  const { t } = useTranslation("plans");
  const fmt = useFormat();
  const scope = useScopeOffices();
  const [opened, setOpened] = useState(false);
  const chosen = scope.byId(value);
  const current = chosen
    ? fmt.name(chosen.name, chosen.name_np)
    : t(required ? "office.choose" : "office.all");

  return (
    <Popover opened={opened} onChange={setOpened} width={420} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconBuilding size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t("office.filterLabel", { office: current })}
          onClick={() => setOpened((o) => !o)}
        >
          {current}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <OfficeTree
            mode="single"
            label={t("office.filter")}
            value={value === null ? [] : [value]}
            onChange={(ids) => {
              if (ids.length === 0 && required) return;
              onChange(ids[0] ?? null);
              setOpened(false);
            }}
          />
          {!required && (
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="subtle"
                disabled={value === null}
                onClick={() => {
                  onChange(null);
                  setOpened(false);
                }}
              >
                {t("office.all")}
              </Button>
            </Group>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
