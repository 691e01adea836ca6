import type { TIndicator } from "@pragati/domain/contract";
import { namedRef } from "../../lib/named-ref";
import type { IndicatorRecord } from "./indicators.repository";

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** An indicator row as the API answers it (numeric text to numbers, names grouped). */
export const presentIndicator = (row: IndicatorRecord, canManage: boolean): TIndicator => ({
  id: row.id,
  fiscal_year_id: row.fiscal_year_id,
  code: row.code,
  name: row.name,
  name_np: row.name_np,
  definition: row.definition,
  nikaya: { id: row.nikaya_id, name: row.nikaya_name, name_np: row.nikaya_name_np },
  responsible_office: {
    id: row.responsible_office_id,
    name: row.responsible_office_name,
    name_np: row.responsible_office_name_np,
  },
  parent:
    row.parent_id === null
      ? null
      : {
          id: row.parent_id,
          code: row.parent_code ?? "",
          name: row.parent_name ?? "",
          name_np: row.parent_name_np ?? "",
        },
  depth: row.depth,
  level: row.level as TIndicator["level"],
  office_category: namedRef(row.office_category_id, row.office_category_name, row.office_category_name_np),
  review_period: row.review_period as TIndicator["review_period"],
  unit: namedRef(row.unit_id, row.unit_name, row.unit_name_np),
  unit_type: row.unit_type as TIndicator["unit_type"],
  direction: row.direction as TIndicator["direction"],
  aggregation: row.aggregation as TIndicator["aggregation"],
  baseline: numberOrNull(row.baseline),
  baseline_fiscal_year:
    row.baseline_fiscal_year_id === null
      ? null
      : { id: row.baseline_fiscal_year_id, title: row.baseline_fiscal_year_title ?? "" },
  annual_target: numberOrNull(row.annual_target),
  weightage: Number(row.weightage),
  sdg_code: row.sdg_code,
  sdg_version: row.sdg_version,
  data_source: row.data_source,
  can_manage: canManage,
});
