import { CONTRACT_CATEGORIES, type TContractListRow } from "@pragati/domain/contract";
import { CONTRACT_STATUSES } from "@pragati/domain/contracts";
import { CONTRACT_LIST_COLUMNS, type ReportKind } from "@pragati/domain/reports";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import { columnsOf, type Renderers } from "../../ui/data-table/columns-of";
import type { DataTableColumn } from "../../ui/data-table/data-table";
import { ParamSelect } from "../../ui/param-select";
import { listView, type ReportView, type ReportWidgetProps } from "../reports";

/** The contracts behind a count of the consolidated contract view, as of the report month's end. */
function useContractColumns(): DataTableColumn<TContractListRow>[] {
  const { t } = useTranslation("reports");
  const fmt = useFormat();
  const amount = (value: number | null) => (value === null ? "—" : fmt.number(value));
  const yesNo = (value: boolean) => t(value ? "labels.yes" : "labels.no");
  const renderers: Renderers<TContractListRow> = {
    number: (row) => fmt.digits(row.number),
    nikaya_name: (row) => fmt.name(row.nikaya_name, row.nikaya_name_np),
    category: (row) => t(`contractCategories.${row.category}`),
    stage: (row) => t(`contractStages.${row.stage}`),
    contractor: (row) => row.contractor ?? "—",
    estimated_amount: (row) => fmt.number(row.estimated_amount),
    contract_amount: (row) => amount(row.contract_amount),
    current_amount: (row) => amount(row.current_amount),
    planned_award: (row) => fmt.bsDate(row.planned_award),
    actual_award: (row) => fmt.bsDate(row.actual_award),
    revised_completion: (row) => fmt.bsDate(row.revised_completion),
    late: (row) => yesNo(row.late),
    variations: (row) => fmt.number(row.variations),
    extensions: (row) => fmt.number(row.extensions),
    multi_year: (row) => yesNo(row.multi_year),
    coming_liability: (row) => fmt.number(row.coming_liability),
  };
  return columnsOf(
    t,
    CONTRACT_LIST_COLUMNS,
    [],
    renderers,
    (key) => (row) => String(row[key as keyof TContractListRow] ?? "—"),
  );
}

/** The consolidated contract view's filters: category, and the stage at the month's end. */
function ContractFilters({ params }: ReportWidgetProps) {
  const { t } = useTranslation("reports");
  return (
    <>
      <ParamSelect
        params={params}
        name="category"
        label={t("filters.category")}
        empty={t("filters.allCategories")}
        data={CONTRACT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`contractCategories.${category}`),
        }))}
      />
      <ParamSelect
        params={params}
        name="stage"
        label={t("filters.stage")}
        empty={t("filters.allStages")}
        data={CONTRACT_STATUSES.map((stage) => ({ value: stage, label: t(`contractStages.${stage}`) }))}
      />
    </>
  );
}

/** The consolidated contract view (ayojana reporting month) and the contracts behind its counts. */
export const contractReportViews = {
  contract: {
    reportingMonth: "current_ayojana_reporting_month",
    Filters: ContractFilters,
    oneOffice: "filters.oneOfficeContracts",
    officeDrill: true,
  },
  contracts: {
    reportingMonth: "current_ayojana_reporting_month",
    Filters: ContractFilters,
    oneOffice: "filters.oneOfficeContracts",
    list: listView({ useColumns: useContractColumns, idAccessor: (row) => row.id, printable: true }),
  },
} satisfies Partial<Record<ReportKind, ReportView>>;
