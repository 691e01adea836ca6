import { Grid, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthStore } from "../../../state/auth-store";
import { OfficeTree } from "../../../ui/office-tree/office-tree";
import { useScopeOffices } from "../use-scope-offices";

/** The office an office-plan screen shows: the user's own office until another is picked. */
export function useOfficePlanChoice() {
  const own = useAuthStore((s) => s.user?.nikaya_id ?? null);
  return useState<number | null>(own);
}

type OfficePlanPickerProps = {
  value: number | null;
  onChange: (officeId: number) => void;
  /** The screen's content for the chosen office. */
  children: (officeId: number) => ReactNode;
};

/** The office tree (single choice) beside one office's plan; users of one office see only theirs. */
export function OfficePlanPicker({ value, onChange, children }: OfficePlanPickerProps) {
  const { t } = useTranslation("plans");
  const scope = useScopeOffices();
  const content =
    value === null ? (
      <Text c="dimmed" size="sm" data-testid="office-plan-choose">
        {t("office.chooseFirst")}
      </Text>
    ) : (
      children(value)
    );
  if (!scope.several) return content;
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OfficeTree
          mode="single"
          label={t("fields.office")}
          value={value === null ? [] : [value]}
          // One office stays chosen: unchecking it keeps it.
          onChange={(ids) => ids[0] !== undefined && onChange(ids[0])}
          height={420}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>{content}</Grid.Col>
    </Grid>
  );
}
