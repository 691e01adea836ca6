import type { ProgressStatus } from "@pragati/domain/progress";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { likePattern, pagedList } from "../../lib/paged";
import type { MilestoneTypeColumns, OfficeColumns, PolicyColumns, UnitColumns } from "../../lib/row-columns";
import type { AuthContext } from "../../plugins/auth";
import { milestoneOfficeFilter } from "../presets/presets.repository";

export type ProgramRowDb = OfficeColumns &
  PolicyColumns &
  MilestoneTypeColumns &
  UnitColumns & {
    milestone_id: number;
    code: string;
    title: string;
    activity_id: number;
    activity_point_no: string;
    activity_title: string;
    annual_target: string;
    start_month: number;
    end_month: number;
    status: ProgressStatus;
    percent: string;
    entered: boolean;
  };

export type ProgramFilters = {
  fiscalYearId: number;
  month: number;
  nikayaIds: readonly number[];
  typeId?: number;
  subtypeId?: number;
  status?: ProgressStatus;
  milestoneIds: readonly number[];
  search: string;
  page_no: number;
  per_page: number;
};

const when = (condition: boolean, fragment: () => SQL): SQL => (condition ? fragment() : sql``);

/**
 * The plan tree as milestone rows in tree order (the policy's office, policy, activity, milestone), each
 * with its state as of the month from `milestone_month_status`: one statement, paged by milestone.
 */
export const listPrograms = (executor: Executor, auth: AuthContext, f: ProgramFilters) =>
  pagedList<ProgramRowDb>(
    executor,
    f,
    sql`SELECT m.id AS milestone_id, m.code, m.title, m.nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
               p.id AS policy_id, p.point_no AS policy_point_no, p.name AS policy_name,
               a.id AS activity_id, a.point_no AS activity_point_no, a.title AS activity_title,
               m.type_id, ty.name AS type_name, ty.name_np AS type_name_np,
               m.subtype_id, st.name AS subtype_name, st.name_np AS subtype_name_np,
               m.unit_id, u.name AS unit_name, u.name_np AS unit_name_np,
               m.annual_target, m.start_month, m.end_month,
               COALESCE(s.status, 'not_started') AS status, COALESCE(s.percent, 0) AS percent,
               COALESCE(s.entered, FALSE) AS entered
          FROM milestones m
          JOIN activities a ON a.id = m.activity_id
          JOIN policies p ON p.id = a.policy_id
          JOIN offices po ON po.id = p.nikaya_id
          JOIN offices o ON o.id = m.nikaya_id
          LEFT JOIN milestone_month_status s ON s.milestone_id = m.id AND s.month = ${f.month}
          LEFT JOIN setup_items ty ON ty.id = m.type_id
          LEFT JOIN setup_items st ON st.id = m.subtype_id
          LEFT JOIN setup_items u ON u.id = m.unit_id
         WHERE m.deleted_at IS NULL AND m.fiscal_year_id = ${f.fiscalYearId}
           AND ${milestoneOfficeFilter(auth, sql`m.nikaya_id`, f.nikayaIds)}
           ${when(f.typeId !== undefined, () => sql`AND m.type_id = ${f.typeId}`)}
           ${when(f.subtypeId !== undefined, () => sql`AND m.subtype_id = ${f.subtypeId}`)}
           ${when(f.status !== undefined, () => sql`AND COALESCE(s.status, 'not_started') = ${f.status}`)}
           ${when(
             f.milestoneIds.length > 0,
             () =>
               sql`AND m.id IN (${sql.join(
                 f.milestoneIds.map((id) => sql`${id}`),
                 sql`, `,
               )})`,
           )}
           ${when(
             f.search !== "",
             () =>
               sql`AND (m.code ILIKE ${likePattern(f.search)} OR m.title ILIKE ${likePattern(f.search)}
                        OR a.title ILIKE ${likePattern(f.search)} OR p.name ILIKE ${likePattern(f.search)})`,
           )}
         ORDER BY po.path, p.id, a.id, m.id`,
  );
