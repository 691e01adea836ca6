import { Badge, Button, Group, Modal, Table } from "@mantine/core";
import type { TFiscalYear } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { useCan } from "../../../state/auth-store";
import { confirmMutation } from "../../../ui/confirm-dialog";
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
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder highlightOnHover aria-label={t("fiscalYears.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("fiscalYears.columns.titleNp")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.titleEn")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.startBs")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.endBs")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.startAd")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.endAd")}</Table.Th>
              <Table.Th>{t("fiscalYears.columns.status")}</Table.Th>
              {canManage && <Table.Th>{t("fiscalYears.columns.actions")}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((fy) => (
              <Table.Tr key={fy.id}>
                <Table.Td>{fy.title_np}</Table.Td>
                <Table.Td>{fy.title}</Table.Td>
                <Table.Td>{fmt.bsDate(fy.start_from)}</Table.Td>
                <Table.Td>{fmt.bsDate(fy.end_at)}</Table.Td>
                <Table.Td>{fmt.digits(fy.start_from_ad)}</Table.Td>
                <Table.Td>{fmt.digits(fy.end_at_ad)}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                {canManage && (
                  <Table.Td>
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
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
