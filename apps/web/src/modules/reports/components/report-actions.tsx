import { Button, Group } from "@mantine/core";
import { IconFileSpreadsheet, IconPrinter } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError, type QueryParams } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { saveBlob } from "../../../lib/save-file";
import { useUiStore } from "../../../state/ui-store";
import { NumberInput } from "../../../ui/inputs/number-input";

/** The most rows one export writes (the flat tables let the user choose fewer). */
export const MAX_EXPORT_ROWS = 100_000;
const DEFAULT_TABLE_EXPORT_ROWS = 1_000;

type ReportActionsProps = {
  path: string;
  query: QueryParams;
  /** The flat tables export a user-chosen number of rows. */
  chooseRows: boolean;
  /** The public report is printed but not exported (export needs a session). */
  exportable?: boolean;
  /** Lists print every row: this fetches them, then prints; summaries print the screen as it is. */
  onPrint?: (limit: number) => void;
  printing?: boolean;
};

/**
 * Excel export of the report with the screen's filters (server-side, streamed) and the print view; a
 * list prints as many rows as it exports (the chosen number on the flat tables).
 */
export function ReportActions({
  path,
  query,
  chooseRows,
  exportable = true,
  onPrint,
  printing = false,
}: ReportActionsProps) {
  const { t } = useTranslation("reports");
  const locale = useUiStore((s) => s.locale);
  const [rows, setRows] = useState<number | null>(DEFAULT_TABLE_EXPORT_ROWS);
  // Within 1..MAX_EXPORT_ROWS; an empty or unreadable count exports the default.
  const limit = rows && rows > 0 ? Math.min(rows, MAX_EXPORT_ROWS) : DEFAULT_TABLE_EXPORT_ROWS;
  const exported = useMutation({
    mutationFn: () =>
      api.blob(`api/reports/export/${path}`, {
        query: {
          ...query,
          lang: locale,
          ...(chooseRows ? { limit } : {}),
        },
      }),
    onSuccess: (blob) => saveBlob(blob, `${path.replace(/\//g, "-")}.xlsx`),
    onError: (error) => notifyError(isApiError(error) ? error.message : t("exportError")),
  });

  return (
    <Group gap="sm" align="flex-end" data-print-hide>
      {exportable && chooseRows && (
        <NumberInput
          label={t("exportRows")}
          maxDigits={String(MAX_EXPORT_ROWS).length}
          value={rows}
          onChange={setRows}
          w={160}
        />
      )}
      {exportable && (
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={exported.isPending}
          onClick={() => exported.mutate()}
        >
          {t("export")}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        loading={printing}
        onClick={() => (onPrint ? onPrint(chooseRows ? limit : MAX_EXPORT_ROWS) : window.print())}
      >
        {t("printButton")}
      </Button>
    </Group>
  );
}
