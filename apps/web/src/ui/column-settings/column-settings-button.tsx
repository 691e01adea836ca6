import { Button } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { notifyError, notifySuccess } from "../../lib/notify";
import type { ColumnChoice } from "./column-choice";
import { ColumnSettingsDialog } from "./column-settings-dialog";
import { useSaveColumnSettings } from "./use-column-settings";

type ColumnSettingsButtonProps = {
  tableKey: string;
  /** The table's columns in their current order and visibility. */
  columns: ColumnChoice[];
};

/** Opens the column-settings dialog and saves its result for the user on the server. */
export function ColumnSettingsButton({ tableKey, columns }: ColumnSettingsButtonProps) {
  const { t } = useTranslation("table");
  const [opened, setOpened] = useState(false);
  const save = useSaveColumnSettings(tableKey);

  const apply = (next: ColumnChoice[]) =>
    save.mutate(
      next.map(({ key, visible }) => ({ key, visible })),
      {
        onSuccess: () => {
          setOpened(false);
          notifySuccess(t("columns.saved"));
        },
        onError: (error) => notifyError(isApiError(error) ? error : t("columns.saveError")),
      },
    );

  return (
    <>
      <Button variant="default" leftSection={<IconColumns size={16} />} onClick={() => setOpened(true)}>
        {t("columns.button")}
      </Button>
      <ColumnSettingsDialog
        opened={opened}
        onClose={() => setOpened(false)}
        columns={columns}
        onApply={apply}
        saving={save.isPending}
      />
    </>
  );
}
