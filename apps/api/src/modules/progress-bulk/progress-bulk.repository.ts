import type { ProgressStatus } from "@pragati/domain/progress";
import { type Executor, queryRows, sql } from "../../db/client";
import type { ReasonChoice, SheetMilestone } from "./progress-bulk.sheet";

export const findOffice = async (executor: Executor, id: number) => {
  const [row] = await queryRows<{ id: number; name: string; name_np: string; code: string | null }>(
    executor,
    sql`SELECT id, name, name_np, code FROM offices WHERE id = ${id}`,
  );
  return row ?? null;
};

export const findFiscalYear = async (executor: Executor, id: number) => {
  const [row] = await queryRows<{ id: number; title: string; title_np: string; start_year: number }>(
    executor,
    sql`SELECT id, title, title_np, start_year FROM fiscal_years WHERE id = ${id}`,
  );
  return row ?? null;
};

const byPoint = new Intl.Collator("en", { numeric: true });

/**
 * The office's own milestones (it implements them) of the fiscal year that have started by the month,
 * or already have an entry in it, with that entry; in plan order (activity point, milestone code).
 */
export const sheetMilestones = async (
  executor: Executor,
  options: { nikayaId: number; fiscalYearId: number; month: number },
): Promise<SheetMilestone[]> => {
  const rows = await queryRows<{
    id: number;
    code: string;
    title: string;
    point_no: string;
    unit: string | null;
    unit_np: string | null;
    cumulative: boolean;
    annual_target: number;
    month_target: number | null;
    status: ProgressStatus | null;
    achieved: number | null;
    explanation: string | null;
    reasons: { main_type_id: number; sub_type_id: number }[];
  }>(
    executor,
    sql`SELECT m.id, m.code, m.title, a.point_no, u.name AS unit, u.name_np AS unit_np, m.cumulative,
               m.annual_target::float8 AS annual_target, t.target::float8 AS month_target,
               e.status, e.achieved::float8 AS achieved, e.explanation,
               coalesce((SELECT json_agg(json_build_object('main_type_id', r.main_type_id,
                                                           'sub_type_id', r.sub_type_id)
                                         ORDER BY r.main_type_id, r.sub_type_id)
                           FROM progress_reasons r WHERE r.entry_id = e.id), '[]'::json) AS reasons
          FROM milestones m
          JOIN activities a ON a.id = m.activity_id
          LEFT JOIN setup_items u ON u.id = m.unit_id
          LEFT JOIN milestone_targets t ON t.milestone_id = m.id AND t.month = ${options.month}
          LEFT JOIN progress_entries e ON e.milestone_id = m.id AND e.month = ${options.month}
         WHERE m.nikaya_id = ${options.nikayaId} AND m.fiscal_year_id = ${options.fiscalYearId}
           AND m.deleted_at IS NULL AND (m.start_month <= ${options.month} OR e.id IS NOT NULL)`,
  );
  return rows
    .sort((a, b) => byPoint.compare(a.point_no, b.point_no) || byPoint.compare(a.code, b.code) || a.id - b.id)
    .map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      unit: r.unit && r.unit_np ? { en: r.unit, np: r.unit_np } : null,
      cumulative: r.cumulative,
      annual_target: r.annual_target,
      month_target: r.month_target,
      entry: r.status
        ? {
            status: r.status,
            achieved: r.achieved ?? 0,
            explanation: r.explanation ?? "",
            reasons: r.reasons,
          }
        : null,
    }));
};

/** Every main/sub pair of the progress problem types, in the setup list's order. */
export const reasonChoices = async (executor: Executor): Promise<ReasonChoice[]> => {
  const rows = await queryRows<{
    main_type_id: number;
    sub_type_id: number;
    main_en: string;
    main_np: string;
    main_code: string | null;
    sub_en: string;
    sub_np: string;
    sub_code: string | null;
    active: boolean;
  }>(
    executor,
    sql`SELECT p.id AS main_type_id, s.id AS sub_type_id, p.name AS main_en, p.name_np AS main_np,
               p.code AS main_code, s.name AS sub_en, s.name_np AS sub_np, s.code AS sub_code,
               (p.status AND s.status) AS active
          FROM setup_items s
          JOIN setup_items p ON p.id = s.parent_id
         WHERE s.list_key = 'paragati-samasyas-types' AND p.list_key = 'paragati-samasyas-types'
           AND p.parent_id IS NULL
         ORDER BY p.sort_order, p.id, s.sort_order, s.id`,
  );
  return rows.map((r) => ({
    main_type_id: r.main_type_id,
    sub_type_id: r.sub_type_id,
    main: { en: r.main_en, np: r.main_np, code: r.main_code },
    sub: { en: r.sub_en, np: r.sub_np, code: r.sub_code },
    active: r.active,
  }));
};
