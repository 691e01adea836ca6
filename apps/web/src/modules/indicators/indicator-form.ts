import type { TIndicator, TIndicatorBody } from "@pragati/domain/contract";
import type {
  IndicatorAggregation,
  IndicatorDirection,
  IndicatorLevel,
  IndicatorUnitType,
  ReviewPeriod,
} from "@pragati/domain/indicators";

/** The form's values: choices and numbers null while empty, texts as typed. */
export type IndicatorValues = {
  code: string;
  name: string;
  name_np: string;
  definition: string;
  nikaya_id: number | null;
  responsible_office_id: number | null;
  parent_id: number | null;
  level: IndicatorLevel;
  office_category_id: number | null;
  review_period: ReviewPeriod;
  unit_id: number | null;
  unit_type: IndicatorUnitType;
  direction: IndicatorDirection;
  aggregation: IndicatorAggregation;
  baseline: number | null;
  baseline_fiscal_year_id: number | null;
  annual_target: number | null;
  weightage: number | null;
  sdg_code: string;
  sdg_version: string;
  data_source: string;
};
export type IndicatorField = keyof IndicatorValues;
export const INDICATOR_FIELDS = [
  "code",
  "name",
  "name_np",
  "definition",
  "nikaya_id",
  "responsible_office_id",
  "parent_id",
  "level",
  "office_category_id",
  "review_period",
  "unit_id",
  "unit_type",
  "direction",
  "aggregation",
  "baseline",
  "baseline_fiscal_year_id",
  "annual_target",
  "weightage",
  "sdg_code",
  "sdg_version",
  "data_source",
] as const satisfies readonly IndicatorField[];

export const emptyIndicatorValues = (officeId: number | null): IndicatorValues => ({
  code: "",
  name: "",
  name_np: "",
  definition: "",
  nikaya_id: officeId,
  responsible_office_id: null,
  parent_id: null,
  level: "output",
  office_category_id: null,
  review_period: "monthly",
  unit_id: null,
  unit_type: "number",
  direction: "increase",
  aggregation: "non_cumulative",
  baseline: null,
  baseline_fiscal_year_id: null,
  annual_target: null,
  weightage: 1,
  sdg_code: "",
  sdg_version: "",
  data_source: "",
});

export const indicatorValues = (row: TIndicator): IndicatorValues => ({
  code: row.code,
  name: row.name,
  name_np: row.name_np,
  definition: row.definition,
  nikaya_id: row.nikaya.id,
  responsible_office_id: row.responsible_office.id === row.nikaya.id ? null : row.responsible_office.id,
  parent_id: row.parent?.id ?? null,
  level: row.level,
  office_category_id: row.office_category?.id ?? null,
  review_period: row.review_period,
  unit_id: row.unit?.id ?? null,
  unit_type: row.unit_type,
  direction: row.direction,
  aggregation: row.aggregation,
  baseline: row.baseline,
  baseline_fiscal_year_id: row.baseline_fiscal_year?.id ?? null,
  annual_target: row.annual_target,
  weightage: row.weightage,
  sdg_code: row.sdg_code ?? "",
  sdg_version: row.sdg_version ?? "",
  data_source: row.data_source,
});

/** What the API is sent; a number the field could not read (NaN) goes as it is, for the schema to name. */
export const indicatorBody = (values: IndicatorValues, fiscalYearId: number): TIndicatorBody =>
  ({
    ...values,
    fiscal_year_id: fiscalYearId,
    code: values.code.trim(),
    name: values.name.trim(),
    name_np: values.name_np.trim(),
    definition: values.definition.trim(),
    weightage: values.weightage ?? Number.NaN,
    sdg_code: values.sdg_code.trim() || null,
    sdg_version: values.sdg_version.trim() || null,
    data_source: values.data_source.trim(),
  }) as TIndicatorBody;
