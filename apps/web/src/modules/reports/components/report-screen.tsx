import "../print.css";
import { Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { APPROVAL_VIEWS, type TConsolidatedReport, type TTreasuryReport } from "@pragati/domain/contract";
import { approvalStreamOf, isSummaryKind, type ReportCatalogueEntry } from "@pragati/domain/reports";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError, type QueryParams } from "../../../lib/api-client";
import { useFormat } from "../../../lib/format";
import { notifyError } from "../../../lib/notify";
import { useAuthStore } from "../../../state/auth-store";
import { useFiscalYearStore } from "../../../state/fiscal-year-store";
import { useSetupStore } from "../../../state/setup-store";
import { useUiStore } from "../../../state/ui-store";
import { DataTable } from "../../../ui/data-table/data-table";
import { ErrorState } from "../../../ui/error-state";
import { officeTreeQuery } from "../../../ui/office-tree/office-tree-query";
import { useDefaultApprovalView } from "../../approvals";
import { reportQuery } from "../queries";
import { useReportParams } from "../report-params";
import type { ReportListView, Summary } from "../report-view";
import { REPORT_VIEWS } from "../report-views";
import { ListTotals, type WithTotals } from "./list-totals";
import { PrintHeader } from "./print-header";
import { ReportActions } from "./report-actions";
import { ReportFilterBar } from "./report-filter-bar";
import { SummaryTable } from "./summary-table";

type ReportScreenProps = { definition: ReportCatalogueEntry; anonymous?: boolean };

/** The one report screen: filters in the URL, a summary with totals or a paged list, export and print. */
export function ReportScreen({ definition, anonymous = false }: ReportScreenProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const params = useReportParams();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const view = REPORT_VIEWS[definition.kind];
  // The kind's reporting month, as the API defaults to it.
  const reportingMonth = useSetupStore(
    (s) => s.setup?.[view.reportingMonth ?? "current_pragati_reporting_month"] ?? null,
  );
  const ownOffice = useAuthStore((s) => s.user?.nikaya_id ?? null);
  const summary = useQuery({
    ...reportQuery<Summary & { filters: { month: number }; scope?: TConsolidatedReport["scope"] }>(
      definition.path,
      params.query,
      fiscalYearId,
    ),
    enabled: isSummaryKind(definition.kind),
  });
  const totals = useQuery({
    ...reportQuery<WithTotals>(definition.path, { ...params.query, per_page: 10 }, fiscalYearId),
    enabled: definition.listTotals,
  });
  const offices = useQuery({ ...officeTreeQuery(), enabled: !anonymous });
  const month = params.number("month") ?? summary.data?.filters.month ?? reportingMonth ?? 0;
  // A month-figure report follows an approval view: the URL's, else the one the API defaults to.
  const defaultApproval = useDefaultApprovalView();
  const approval =
    approvalStreamOf(definition.kind) === null
      ? null
      : (APPROVAL_VIEWS.find((v) => v === params.values.approval) ?? defaultApproval);
  const title = t(`titles.${definition.path}`);
  const officeOf = (id: number | null) => {
    const office = offices.data?.find((o) => o.id === id);
    return office ? fmt.name(office.name, office.name_np) : null;
  };
  // A consolidated view names the office it was read for (the API's, as its Excel does); the others
  // the office asked for, else the caller's own.
  const scope = summary.data?.scope;
  const scopeName =
    scope === undefined ? undefined : scope ? fmt.name(scope.name, scope.name_np) : t("filters.allOffices");
  const printOffice =
    scopeName ??
    officeOf(params.number("office_id")) ??
    officeOf(params.number("nikaya_id")) ??
    officeOf(ownOffice) ??
    t("filters.allOffices");
  const measure = params.values.measure;
  const print = usePrintList(definition.path);
  const widget = { definition, params, anonymous, summary: summary.data };

  return (
    <Stack gap="lg" className="report-screen">
      <PrintHeader
        title={title}
        office={printOffice}
        month={definition.decisionFilters ? null : month}
        monthType={definition.monthType ? (params.values.month_type ?? "upto") : null}
        approval={approval}
        list={print.rows}
        treasury={
          view.treasuryHeader ? ((summary.data as unknown as TTreasuryReport | undefined) ?? null) : null
        }
      />
      <Group justify="space-between" align="flex-end" data-print-hide>
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {scopeName !== undefined && (
            <Text c="dimmed" data-testid="report-scope">
              {t("print.office")}: {scopeName}
            </Text>
          )}
          {measure && (
            <Text c="dimmed" data-testid="report-measure">
              {t(`measures.${measure}`, { defaultValue: measure })}
            </Text>
          )}
        </Stack>
        <ReportActions
          path={definition.path}
          query={params.query}
          chooseRows={definition.flatTable}
          exportable={!anonymous}
          onPrint={isSummaryKind(definition.kind) ? undefined : print.start}
          printing={print.fetching}
        />
      </Group>
      {view.FilterBar ? (
        <view.FilterBar {...widget} />
      ) : (
        <ReportFilterBar {...widget} month={month} approval={approval} view={view} />
      )}
      {view.Extra && <view.Extra {...widget} />}
      {isSummaryKind(definition.kind) ? (
        summary.isPending ? (
          <Skeleton height={240} data-testid="report-loading" />
        ) : summary.isError ? (
          <ErrorState
            title={t("loadError")}
            message={summary.error.message}
            onRetry={() => summary.refetch()}
          />
        ) : view.Summary ? (
          <view.Summary summary={summary.data} />
        ) : (
          <SummaryTable view={view} summary={summary.data} path={definition.path} />
        )
      ) : (
        <>
          {definition.listTotals && totals.data && <ListTotals data={totals.data} />}
          {view.list && (
            <ReportList
              definition={definition}
              list={view.list}
              query={params.query}
              printRecords={print.rows?.data ?? null}
              onListChange={print.setList}
            />
          )}
        </>
      )}
    </Stack>
  );
}

type PrintRows = { title: string; filters: string; data: unknown[]; count: number };

/**
 * Printing a list: every row of the list shown (its filters and search, at most the export's limit)
 * from the print endpoint, which reads the same rows as the Excel export; the browser's print opens
 * once they are drawn, and they are dropped after printing.
 */
function usePrintList(path: string) {
  const { t } = useTranslation("reports");
  const locale = useUiStore((s) => s.locale);
  const [list, setList] = useState<QueryParams>({});
  const [rows, setRows] = useState<PrintRows | null>(null);
  const fetched = useMutation({
    mutationFn: (limit: number) =>
      api.get<PrintRows>(`api/reports/print/${path}`, { ...list, lang: locale, limit }),
    onSuccess: setRows,
    onError: (error) => notifyError(isApiError(error) ? error.message : t("printError")),
  });
  useEffect(() => {
    if (rows) window.print();
  }, [rows]);
  useEffect(() => {
    const drop = () => setRows(null);
    window.addEventListener("afterprint", drop);
    return () => window.removeEventListener("afterprint", drop);
  }, []);
  return { rows, setList, start: (limit: number) => fetched.mutate(limit), fetching: fetched.isPending };
}

/** A list kind's table, as its module declares it (`ReportView.list`). */
function ReportList({
  definition,
  list,
  query,
  printRecords,
  onListChange,
}: {
  definition: ReportCatalogueEntry;
  list: ReportListView<unknown>;
  query: Record<string, unknown>;
  printRecords: unknown[] | null;
  onListChange: (list: QueryParams) => void;
}) {
  const { t } = useTranslation("reports");
  const columns = list.useColumns();
  // The print rows are the list's own rows (the same shape as its pages).
  const printing = list.printable ? { printRecords, onListChange } : {};
  return (
    <DataTable
      path={`/api/reports/${definition.path}`}
      columns={columns}
      tableKey={list.tableKey}
      filters={query as Record<string, string>}
      idAccessor={list.idAccessor}
      label={t(`titles.${definition.path}`)}
      {...printing}
    />
  );
}
