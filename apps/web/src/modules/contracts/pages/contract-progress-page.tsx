import { Alert, Badge, Button, Group, Select, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import type { TContractMonth, TContractMonthFigures } from "@pragati/domain/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../lib/format";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { OfficeSelect } from "../../../ui/office-select";
import { Screen } from "../../../ui/page-header";
import { QueryView } from "../../../ui/query-view";
import { MonthApprovalNotice } from "../../approvals";
import { StatusBadge } from "../components/status-badge";
import { contractMonthQuery, useSubmitContractMonth } from "../queries";

const FIGURES: (keyof TContractMonthFigures)[] = [
  "estimated_amount",
  "actual_amount",
  "multi_year_count",
  "due_count",
  "due_amount",
  "awarded_count",
];
const COUNTS = new Set<keyof TContractMonthFigures>(["multi_year_count", "due_count", "awarded_count"]);

/** Route `thekka-pragarti`: an office's month of contract progress, figures beside the records behind them. */
export default function ContractProgressPage() {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [month, setMonth] = useState<number | null>(null);
  const shown = useQuery(contractMonthQuery(officeId, month, fiscalYearId));

  const body = () => {
    return (
      <QueryView query={shown}>
        {(data) => <MonthView key={`${data.nikaya.id}-${data.month}`} data={data} />}
      </QueryView>
    );
  };

  return (
    <Screen words={["contracts", "progress"]}>
      <Group align="flex-end">
        <OfficeSelect
          label={t("progress.office")}
          emptyLabel={t("progress.ownOffice")}
          clearable
          value={officeId}
          onChange={setOfficeId}
        />
        <Select
          label={t("progress.month")}
          data={Array.from({ length: 12 }, (_, m) => ({ value: String(m), label: fmt.fiscalMonth(m) }))}
          value={String(month ?? shown.data?.month ?? "")}
          onChange={(value) => setMonth(value === null ? null : Number(value))}
          allowDeselect={false}
        />
      </Group>
      {body()}
    </Screen>
  );
}

/** The month's figures (now and as submitted), the submission and the records behind the figures. */
function MonthView({ data }: { data: TContractMonth }) {
  const { t } = useTranslation("contracts");
  const fmt = useFormat();
  const [remarks, setRemarks] = useState("");
  const submit = useSubmitContractMonth();
  const value = (figures: TContractMonthFigures, key: keyof TContractMonthFigures) =>
    COUNTS.has(key) ? fmt.digits(figures[key]) : fmt.number(figures[key]);

  return (
    <Stack gap="md">
      <MonthApprovalNotice stream="contract" month={data.month} officeId={data.nikaya.id} />
      <Table withTableBorder striped aria-label={t("progress.figures")} data-testid="contract-month-figures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("progress.figure")}</Table.Th>
            <Table.Th ta="right">{t("progress.fromRecords")}</Table.Th>
            <Table.Th ta="right">{t("progress.asSubmitted")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FIGURES.map((key) => (
            <Table.Tr key={key}>
              <Table.Td>{t(`figures.${key}`)}</Table.Td>
              <Table.Td ta="right">{value(data.figures, key)}</Table.Td>
              <Table.Td ta="right">{data.submitted ? value(data.submitted.figures, key) : "-"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {data.submitted ? (
        <Alert color="green" title={t("progress.submittedTitle")}>
          {t("progress.submittedText", {
            date: fmt.dateTime(data.submitted.submitted_at),
            name: data.submitted.submitted_by_name ?? "-",
          })}
          {data.submitted.remarks && <Text size="sm">{data.submitted.remarks}</Text>}
        </Alert>
      ) : data.can_submit ? (
        <Stack gap="xs">
          <Textarea
            label={t("progress.remarks")}
            autosize
            minRows={2}
            value={remarks}
            onChange={(event) => setRemarks(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              loading={submit.isPending}
              onClick={() =>
                submit.mutate(
                  {
                    nikaya_id: data.nikaya.id,
                    fiscal_year_id: data.fiscal_year_id,
                    month: data.month,
                    remarks,
                  },
                  {
                    onSuccess: () => notifySuccess(t("progress.submitted")),
                    onError: (error) => notifyError(error),
                  },
                )
              }
            >
              {t("progress.submit")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("progress.cannotSubmit", {
            from: fmt.bsDate(data.window.from),
            to: fmt.bsDate(data.window.to),
          })}
        </Text>
      )}

      <Title order={2} fz="h4">
        {t("progress.records")}
      </Title>
      {data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("progress.noRecords")}
        </Text>
      ) : (
        <Table withTableBorder striped aria-label={t("progress.records")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("fields.number")}</Table.Th>
              <Table.Th>{t("fields.title")}</Table.Th>
              <Table.Th>{t("fields.status")}</Table.Th>
              <Table.Th ta="right">{t("fields.estimated_amount")}</Table.Th>
              <Table.Th ta="right">{t("fields.contract_amount")}</Table.Th>
              <Table.Th>{t("progress.plannedAward")}</Table.Th>
              <Table.Th>{t("progress.actualAward")}</Table.Th>
              <Table.Th>{t("progress.enters")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{fmt.digits(row.number)}</Table.Td>
                <Table.Td>{row.title}</Table.Td>
                <Table.Td>
                  <StatusBadge state={row.status} />
                </Table.Td>
                <Table.Td ta="right">{fmt.number(row.estimated_amount)}</Table.Td>
                <Table.Td ta="right">{fmt.number(row.contract_amount)}</Table.Td>
                <Table.Td>{fmt.bsDate(row.planned_award)}</Table.Td>
                <Table.Td>{fmt.bsDate(row.actual_award)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {row.due && <Badge variant="light">{t("progress.due")}</Badge>}
                    {row.awarded && (
                      <Badge variant="light" color="green">
                        {t("progress.awarded")}
                      </Badge>
                    )}
                    {row.multi_year && row.counted && (
                      <Badge variant="light" color="grape">
                        {t("badges.multiYear")}
                      </Badge>
                    )}
                    {!row.counted && (
                      <Badge variant="light" color="gray">
                        {t("progress.dropped")}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
