import { Badge, Button, Group, Modal } from "@mantine/core";
import type { TFiscalYear } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
import { PlainTable } from "../../../ui/plain-table";
import { useRemoveFiscalYear } from "../month-table-queries";
import { allFiscalYearsQuery } from "../queries";
import { FiscalYearForm } from "./fiscal-year-form";
import { QueryStatus } from "./query-status";

/**
 * Every fiscal year with its BS and AD dates; the current one is marked, and so is one whose dates fall in
 * a BS year admin has not confirmed (provisional). Users with `calendar.manage` add, edit and remove years.
 */
export function FiscalYearList() {
  const { t } = useTranslation("calendar");
  const fmt = useFormat();
  const canManage = useCan("calendar.manage");
  const { data, isPending, error, refetch } = useQuery(allFiscalYearsQuery());
  const remove = useRemoveFiscalYear();
  const [editing, setEditing] = useState<TFiscalYear | "new" | null>(null);
  const rows = data?.data ?? [];
  const titleOf = (fy: TFiscalYear) => fmt.name(fy.title, fy.title_np);

  const confirmRemove = (fy: TFiscalYear) =>
    confirmMutation({
      title: t("fiscalYears.removeTitle"),
      message: t("fiscalYears.removeMessage", { title: titleOf(fy) }),
      mutation: remove,
      variables: fy.id,
      done: t("fiscalYears.removed", { title: titleOf(fy) }),
    });

  return (
    <>
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing("new")}>{t("fiscalYears.add")}</Button>
        </Group>
      )}
      <PlainTable
        withTableBorder
        highlightOnHover
        label={t("fiscalYears.tableLabel")}
        minWidth={860}
        rows={rows}
        rowKey={(fy) => fy.id}
        columns={[
          { title: t("fiscalYears.columns.titleNp"), render: (fy) => fy.title_np },
          { title: t("fiscalYears.columns.titleEn"), render: (fy) => fy.title },
          { title: t("fiscalYears.columns.startBs"), render: (fy) => fmt.bsDate(fy.start_from) },
          { title: t("fiscalYears.columns.endBs"), render: (fy) => fmt.bsDate(fy.end_at) },
          { title: t("fiscalYears.columns.startAd"), render: (fy) => fmt.digits(fy.start_from_ad) },
          { title: t("fiscalYears.columns.endAd"), render: (fy) => fmt.digits(fy.end_at_ad) },
          {
            title: t("fiscalYears.columns.status"),
            render: (fy) => (
              <Group gap={4} wrap="nowrap">
                {fy.is_current && (
                  <Badge color="green" variant="light">
                    {t("fiscalYears.current")}
                  </Badge>
                )}
                {fy.provisional && (
                  <Badge color="yellow" variant="light" title={t("provisional.help")}>
                    {t("provisional.label")}
                  </Badge>
                )}
              </Group>
            ),
          },
          ...(canManage
            ? [
                {
                  title: t("fiscalYears.columns.actions"),
                  render: (fy: TFiscalYear) => (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={t("fiscalYears.editYear", { title: titleOf(fy) })}
                        onClick={() => setEditing(fy)}
                      >
                        {t("fiscalYears.edit")}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="red"
                        aria-label={t("fiscalYears.removeYear", { title: titleOf(fy) })}
                        loading={remove.isPending && remove.variables === fy.id}
                        onClick={() => confirmRemove(fy)}
                      >
                        {t("fiscalYears.remove")}
                      </Button>
                    </Group>
                  ),
                },
              ]
            : []),
        ]}
      />
      <QueryStatus
        isPending={isPending}
        error={error}
        isEmpty={rows.length === 0}
        onRetry={() => void refetch()}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={
          editing === "new" || editing === null
            ? t("yearForm.addTitle")
            : t("yearForm.editTitle", { title: titleOf(editing) })
        }
      >
        {editing !== null && (
          <FiscalYearForm
            year={editing === "new" ? null : editing}
            years={rows}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
