import { Badge, Group, Paper, Text } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useSetupStore } from "../../../state/setup-store";

const inside = (today: string, from: string | null, to: string | null) =>
  (!from || today >= from) && (!to || today <= to);

/** The pragati add and edit windows from the setup block, and whether each is open today. */
export function ReportingWindow() {
  const { t } = useTranslation("progress");
  const fmt = useFormat();
  const setup = useSetupStore((s) => s.setup);
  if (!setup) return null;
  const windows = [
    { key: "add", from: setup.pragati_add_from, to: setup.pragati_add_to },
    { key: "edit", from: setup.pragati_edit_from, to: setup.pragati_edit_to },
  ] as const;
  return (
    <Paper withBorder p="sm" data-testid="reporting-window">
      <Group gap="lg" wrap="wrap">
        <Group gap={6}>
          <IconCalendarTime size={18} />
          <Text size="sm" fw={600}>
            {t("window.title")}
          </Text>
        </Group>
        {windows.map((w) => {
          const open = inside(setup.current_date, w.from, w.to);
          return (
            <Group key={w.key} gap={6}>
              <Text size="sm">
                {t(`window.${w.key}`)}:{" "}
                {w.from || w.to
                  ? t("window.range", {
                      from: w.from ? fmt.bsDate(w.from) : "…",
                      to: w.to ? fmt.bsDate(w.to) : "…",
                    })
                  : t("window.unset")}
              </Text>
              <Badge size="sm" variant="light" color={open ? "green" : "red"}>
                {t(open ? "window.open" : "window.closed")}
              </Badge>
            </Group>
          );
        })}
      </Group>
    </Paper>
  );
}
