import type { TApprovalBody, TProgressBody, TProjectProgressBody } from "@pragati/domain/contract";
import { BANDS } from "@pragati/domain/progress";
import { RATING_NAMES } from "../../apps/api/src/modules/dashboard/office-month-counts";
import { ADMIN_USERNAME } from "../generate/sizes";
import type { Sql } from "../lib/sql";

/** The month every scenario reads and writes: the last of the generated (complete) fiscal year. */
export const BENCH_MONTH = 11;
/** Offices that write at once in the write scenarios, and milestones each one cycles through. */
const WRITING_OFFICES = 50;
const MILESTONES_PER_WRITER = 20;
/** Submitted months the approval scenario approves one after the other (each at most its chain's levels). */
const APPROVAL_POOL = 5_000;

export type OfficeUser = { username: string; nikayaId: number; path: string };
export type Writer = OfficeUser & { bodies: TProgressBody[] };

export type Fixtures = {
  fiscalYearId: number;
  month: number;
  admin: string;
  /** The field office with the most milestones: the heaviest single-office dashboard. */
  office: OfficeUser;
  writers: Writer[];
  /** Search terms of the milestone list: one for the whole country (admin), one inside an office. */
  search: { admin: string; office: string };
  /** The field office profiling the most projects, and its projects' stored months to re-send. */
  projectOffice: OfficeUser & { bodies: { projectId: number; body: TProjectProgressBody }[] };
  /** Offices' months awaiting approval (generated as submitted), for admin to approve in turn. */
  approvals: TApprovalBody[];
};

/**
 * Reads who the scenarios act as from the generated data. Writes re-send each milestone's stored
 * entry of the month (reasons included), so every write passes the progress rules and the data stays
 * as generated.
 */
export const loadFixtures = async (sql: Sql): Promise<Fixtures> => {
  const [year] = await sql.query<{ fiscal_year_id: number }>(
    "SELECT fiscal_year_id FROM milestones GROUP BY fiscal_year_id ORDER BY count(*) DESC LIMIT 1",
  );
  const [office] = await sql.query<{ username: string; id: number; path: string }>(
    `SELECT u.username, o.id, o.path
       FROM offices o JOIN users u ON u.nikaya_id = o.id
      WHERE o.level = 3 AND u.username LIKE 'u%.1'
      ORDER BY (SELECT count(*) FROM milestones m WHERE m.nikaya_id = o.id) DESC, o.id LIMIT 1`,
  );
  const writerOffices = await sql.query<{ username: string; id: number; path: string }>(
    `SELECT u.username, o.id, o.path
       FROM offices o JOIN users u ON u.nikaya_id = o.id
      WHERE o.level = 3 AND u.username LIKE 'u%.1' ORDER BY o.id LIMIT ${WRITING_OFFICES}`,
  );
  const entries = await sql.query<{
    nikaya_id: number;
    milestone_id: number;
    status: TProgressBody["status"];
    achieved: string | number;
    explanation: string;
    reasons: { main_type_id: number; sub_type_id: number }[];
  }>(
    `SELECT * FROM (
       SELECT e.nikaya_id, e.milestone_id, e.status, e.achieved, e.explanation,
              COALESCE((SELECT json_agg(json_build_object('main_type_id', r.main_type_id, 'sub_type_id', r.sub_type_id))
                          FROM progress_reasons r WHERE r.entry_id = e.id), '[]'::json) AS reasons,
              row_number() OVER (PARTITION BY e.nikaya_id ORDER BY e.milestone_id) AS n
         FROM progress_entries e
        WHERE e.nikaya_id = ANY($1::int[]) AND e.month = $2 AND e.fiscal_year_id = $3) q
      WHERE n <= ${MILESTONES_PER_WRITER}`,
    [writerOffices.map((o) => o.id), BENCH_MONTH, year.fiscal_year_id],
  );
  const writers = writerOffices.map((o) => ({
    username: o.username,
    nikayaId: o.id,
    path: o.path,
    bodies: entries
      .filter((e) => e.nikaya_id === o.id)
      .map((e) => ({
        milestone_id: e.milestone_id,
        fiscal_year_id: year.fiscal_year_id,
        month: BENCH_MONTH,
        status: e.status,
        achieved: Number(e.achieved),
        explanation: e.explanation,
        reasons: typeof e.reasons === "string" ? JSON.parse(e.reasons) : e.reasons,
      })),
  }));
  const [projectOffice] = await sql.query<{ username: string; id: number; path: string }>(
    `SELECT u.username, o.id, o.path
       FROM offices o JOIN users u ON u.nikaya_id = o.id
      WHERE o.level = 3 AND u.username LIKE 'u%.1'
      ORDER BY (SELECT count(*) FROM projects p WHERE p.nikaya_id = o.id) DESC, o.id LIMIT 1`,
  );
  const projectMonths = await sql.query<Record<string, string | number>>(
    `SELECT pp.project_id, pp.physical_target, pp.physical_achieved, pp.financial_target, pp.budget, pp.expense,
            pp.problems, pp.remarks
       FROM project_progress pp JOIN projects p ON p.id = pp.project_id
      WHERE p.nikaya_id = $1 AND pp.fiscal_year_id = $2 AND pp.month = $3
      ORDER BY pp.project_id LIMIT ${MILESTONES_PER_WRITER}`,
    [projectOffice.id, year.fiscal_year_id, BENCH_MONTH],
  );
  const approvals = await sql.query<TApprovalBody>(
    // A month of action-plan progress with an unrated entry cannot be approved at its top level (the
    // secretary rates first), so the pool leaves those out: every approval of the run succeeds.
    `SELECT a.stream, a.fiscal_year_id, a.month, a.office_id FROM approvals a
      WHERE a.fiscal_year_id = $1 AND a.state = 'submitted'
        AND NOT (a.stream = 'pragati' AND EXISTS (
              SELECT 1 FROM progress_entries pe
               WHERE pe.fiscal_year_id = a.fiscal_year_id AND pe.nikaya_id = a.office_id
                 AND pe.month = a.month AND pe.rating IS NULL))
      ORDER BY a.month DESC, a.office_id, a.stream LIMIT ${APPROVAL_POOL}`,
    [year.fiscal_year_id],
  );
  return {
    approvals,
    projectOffice: {
      username: projectOffice.username,
      nikayaId: projectOffice.id,
      path: projectOffice.path,
      bodies: projectMonths.map((m) => ({
        projectId: Number(m.project_id),
        body: {
          fiscal_year_id: year.fiscal_year_id,
          month: BENCH_MONTH,
          physical_target: Number(m.physical_target),
          physical_achieved: Number(m.physical_achieved),
          financial_target: Number(m.financial_target),
          budget: Number(m.budget),
          expense: Number(m.expense),
          problems: String(m.problems),
          remarks: String(m.remarks),
        },
      })),
    },
    fiscalYearId: year.fiscal_year_id,
    month: BENCH_MONTH,
    admin: ADMIN_USERNAME,
    office: { username: office.username, nikayaId: office.id, path: office.path },
    writers,
    search: { admin: "bridge", office: "road" },
  };
};

/**
 * The ceiling's table: the dashboard rows of every month, precomputed, in the dashboard's order (one
 * row per office with milestones), read with one index range scan.
 */
export const createCeilingTable = async (sql: Sql) => {
  await sql.query("DROP TABLE IF EXISTS bench_dashboard_ceiling");
  await sql.query(
    `CREATE TABLE bench_dashboard_ceiling AS
     SELECT c.fiscal_year_id, c.month, row_number() OVER (PARTITION BY c.fiscal_year_id, c.month ORDER BY o.path, o.id) AS position,
            o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
            c.not_started, c.in_progress_below_twenty_percent, c.in_progress_below_fourty_percent,
            c.in_progress_below_sixty_percent, c.in_progress_below_eighty_percent,
            c.in_progress_below_hundred_percent, c.completed_and_achieved,
            c.zero_rating, c.one_rating, c.two_rating, c.three_rating, c.four_rating, c.five_rating
       FROM (SELECT s.fiscal_year_id, s.month, s.nikaya_id, ${COUNT_COLUMNS}
               FROM milestone_month_status s
               JOIN milestones m ON m.id = s.milestone_id AND m.deleted_at IS NULL
              GROUP BY s.fiscal_year_id, s.month, s.nikaya_id) c
       JOIN offices o ON o.id = c.nikaya_id`,
  );
  await sql.query("CREATE INDEX ON bench_dashboard_ceiling (fiscal_year_id, month, position)");
  await sql.query("ANALYZE bench_dashboard_ceiling");
};

/** The dashboard's count columns, in the API's order. */
export const DASHBOARD_COLUMNS = [...BANDS, ...RATING_NAMES];

/** The 13 counts of a dashboard row, over `milestone_month_status s`. */
export const COUNT_COLUMNS = [
  ...BANDS.map((name, band) => `count(*) FILTER (WHERE s.band = ${band})::int AS ${name}`),
  ...RATING_NAMES.map((name, rating) => `count(*) FILTER (WHERE s.rating = ${rating})::int AS ${name}`),
].join(", ");
