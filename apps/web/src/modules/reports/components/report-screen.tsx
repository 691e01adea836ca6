import "../print.css";
import { Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import type {
  TActivityListRow,
  TBudgetaryAnalysis,
  TConsolidatedReport,
  TContractListRow,
  TCoverageListRow,
  TDecisionListRow,
  TIndicatorListRow,
  TMilestoneListRow,
  TMilestonePreset,
  TPlanTree,
  TPointListRow,
  TTimetable,
  TTreasuryReport,
  TVisitListRow,
} from "@pragati/domain/contract";
import {
  isContractKind,
  isIndicatorKind,
  isSummaryKind,
  type ReportCatalogueEntry,
} from "@pragati/domain/reports";
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
import { presetsQuery } from "../../milestone-filter";
import { reportQuery } from "../queries";
import { useReportParams } from "../report-params";
import { BudgetaryAnalysis } from "./budgetary-analysis";
import {
  ACTIVITY_TABLE_KEY,
  MILESTONE_TABLE_KEY,
  useActivityColumns,
  useContractColumns,
  useCoverageColumns,
  useDecisionColumns,
  useIndicatorColumns,
  useMilestoneColumns,
  usePointColumns,
  useProjectColumns,
  useTimetableColumns,
  useTreeColumns,
  useVisitColumns,
} from "./list-columns";
import { ListTotals, type WithTotals } from "./list-totals";
import { PrintHeader } from "./print-header";
import { ReportActions } from "./report-actions";
import { ReportFilterBar } from "./report-filter-bar";
import { type Summary, SummaryTable } from "./summary-table";
import { TreasuryFilterBar } from "./treasury-filter-bar";

type ReportScreenProps = { definition: ReportCatalogueEntry; anonymous?: boolean };

/** The one report screen: filters in the URL, a summary with totals or a paged list, export and print. */
export function ReportScreen({ definition, anonymous = false }: ReportScreenProps) {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const params = useReportParams();
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  // The indicator report reads the suchak reporting month, the contract ones the ayojana one, the others
  // the pragati one (as the API does).
  const reportingMonth = useSetupStore((s) =>
    isIndicatorKind(definition.kind)
      ? (s.setup?.current_suchak_reporting_month ?? null)
      : isContractKind(definition.kind)
        ? (s.setup?.current_ayojana_reporting_month ?? null)
        : (s.setup?.current_pragati_reporting_month ?? null),
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
  const treasury =
    definition.kind === "treasury" ? (summary.data as unknown as TTreasuryReport | undefined) : null;
  const budgetary =
    definition.kind === "budgetary" ? (summary.data as unknown as TBudgetaryAnalysis | undefined) : null;

  return (
    <Stack gap="lg" className="report-screen">
      <PrintHeader
        title={title}
        office={printOffice}
        month={definition.decisionFilters ? null : month}
        monthType={definition.monthType ? (params.values.month_type ?? "upto") : null}
        list={print.rows}
        treasury={treasury ?? budgetary}
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
      {budgetary !== null ? (
        <TreasuryFilterBar params={params} report={budgetary} everyDate />
      ) : treasury === null ? (
        <ReportFilterBar definition={definition} params={params} month={month} anonymous={anonymous} />
      ) : (
        <TreasuryFilterBar params={params} report={treasury} />
      )}
      {definition.flatTable && definition.kind === "milestones" && <PresetPicker params={params} />}
      {isSummaryKind(definition.kind) ? (
        summary.isPending ? (
          <Skeleton height={240} data-testid="report-loading" />
        ) : summary.isError ? (
          <ErrorState
            title={t("loadError")}
            message={summary.error.message}
            onRetry={() => summary.refetch()}
          />
        ) : budgetary ? (
          <BudgetaryAnalysis analysis={budgetary} />
        ) : (
          <SummaryTable kind={definition.kind} summary={summary.data} path={definition.path} />
        )
      ) : (
        <>
          {definition.listTotals && totals.data && <ListTotals data={totals.data} />}
          <ReportList
            definition={definition}
            query={params.query}
            printRecords={print.rows?.data ?? null}
            onListChange={print.setList}
          />
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

function ReportList({
  definition,
  query,
  printRecords,
  onListChange,
}: {
  definition: ReportCatalogueEntry;
  query: Record<string, unknown>;
  printRecords: unknown[] | null;
  onListChange: (list: QueryParams) => void;
}) {
  const { t } = useTranslation("reports");
  const milestoneColumns = useMilestoneColumns();
  const activityColumns = useActivityColumns();
  const timetableColumns = useTimetableColumns();
  const treeColumns = useTreeColumns();
  const projectColumns = useProjectColumns();
  const decisionColumns = useDecisionColumns();
  const indicatorColumns = useIndicatorColumns();
  const contractColumns = useContractColumns();
  const visitColumns = useVisitColumns();
  const pointColumns = usePointColumns();
  const coverageColumns = useCoverageColumns();
  const path = `/api/reports/${definition.path}`;
  const label = t(`titles.${definition.path}`);
  const filters = query as Record<string, string>;
  // The print rows are the list's own rows (the same shape as its pages).
  const rowsOf = <Row,>() => printRecords as readonly Row[] | null;
  switch (definition.kind) {
    case "milestones":
      return (
        <DataTable
          path={path}
          columns={milestoneColumns}
          tableKey={MILESTONE_TABLE_KEY}
          filters={filters}
          idAccessor={(row) => row.milestone_master_id}
          label={label}
          printRecords={rowsOf<TMilestoneListRow>()}
          onListChange={onListChange}
        />
      );
    case "activities":
      return (
        <DataTable
          path={path}
          columns={activityColumns}
          tableKey={ACTIVITY_TABLE_KEY}
          filters={filters}
          idAccessor={(row) => row.activity_id}
          label={label}
          printRecords={rowsOf<TActivityListRow>()}
          onListChange={onListChange}
        />
      );
    case "projects":
      return (
        <DataTable
          path={path}
          columns={projectColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
        />
      );
    case "decisions":
      return (
        <DataTable
          path={path}
          columns={decisionColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
          printRecords={rowsOf<TDecisionListRow>()}
          onListChange={onListChange}
        />
      );
    case "indicators":
      return (
        <DataTable
          path={path}
          columns={indicatorColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
          printRecords={rowsOf<TIndicatorListRow>()}
          onListChange={onListChange}
        />
      );
    case "contracts":
      return (
        <DataTable
          path={path}
          columns={contractColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
          printRecords={rowsOf<TContractListRow>()}
          onListChange={onListChange}
        />
      );
    case "visits":
      return (
        <DataTable
          path={path}
          columns={visitColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
          printRecords={rowsOf<TVisitListRow>()}
          onListChange={onListChange}
        />
      );
    case "points":
      return (
        <DataTable
          path={path}
          columns={pointColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
          printRecords={rowsOf<TPointListRow>()}
          onListChange={onListChange}
        />
      );
    case "coverage-items":
      return (
        <DataTable
          path={path}
          columns={coverageColumns}
          filters={filters}
          idAccessor={(row) => row.id}
          label={label}
          printRecords={rowsOf<TCoverageListRow>()}
          onListChange={onListChange}
        />
      );
    case "timetable":
      return (
        <DataTable
          path={path}
          columns={timetableColumns}
          filters={filters}
          idAccessor={(row) => row.milestone_master_id}
          label={label}
          printRecords={rowsOf<TTimetable["data"][number]>()}
          onListChange={onListChange}
        />
      );
    default:
      return (
        <DataTable
          path={path}
          columns={treeColumns}
          filters={filters}
          idAccessor={(row) => `${row.kind}-${row.id}`}
          label={label}
          printRecords={rowsOf<TPlanTree["data"][number]>()}
          onListChange={onListChange}
        />
      );
  }
}

/** A saved milestone filter preset narrows `table/milestone` to its milestones. */
function PresetPicker({ params }: { params: ReturnType<typeof useReportParams> }) {
  const { t } = useTranslation("reports");
  const fiscalYearId = useFiscalYearStore((s) => s.current?.id ?? null);
  const presets = useQuery(presetsQuery(fiscalYearId));
  const chosen = params.values.milestone_ids ?? null;
  const list: TMilestonePreset[] = presets.data ?? [];
  const options = list.map((preset) => ({ value: String(preset.id), label: preset.title }));
  const current = list.find((preset) => preset.milestone_ids.join(",") === chosen);
  return (
    <Paper withBorder p="sm" data-print-hide>
      <Select
        label={t("filters.preset")}
        placeholder={t("filters.noPreset")}
        data={options}
        value={current ? String(current.id) : null}
        onChange={(value) =>
          params.update({
            milestone_ids:
              list.find((preset) => String(preset.id) === value)?.milestone_ids.join(",") || null,
          })
        }
        clearable
        w={{ base: "100%", xs: 320 }}
      />
    </Paper>
  );
}
