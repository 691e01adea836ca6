import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { openStatus } from "./meetings.repository";

export type ReminderCandidate = {
  id: number;
  item_no: number;
  description: string;
  meeting_number: number;
  meeting_title: string;
  meeting_date: string;
  due_date: string;
  status: string;
  reporting_office_id: number;
  duration_unit: "days" | "months";
  duration: number;
  /** Periods with a report waiting or accepted: nothing to remind there. */
  reported_periods: number[];
  /** Reminders sent before, as `<period index>:<kind>`: skipped without a transaction of their own. */
  reminded: string[];
};

/** Open decisions with what their schedule needs, the periods already reported and the reminders sent. */
export const openDecisionSchedules = (executor: Executor) =>
  queryRows<ReminderCandidate>(
    executor,
    sql`SELECT d.id, d.item_no, d.description, m.number AS meeting_number, m.title AS meeting_title,
               m.meeting_date, d.due_date, d.status, d.reporting_office_id,
               rd.extra->>'duration_unit' AS duration_unit, (rd.extra->>'duration')::int AS duration,
               coalesce((SELECT array_agg(DISTINCT r.period_index) FROM decision_reports r
                          WHERE r.decision_id = d.id AND r.state IN ('submitted', 'accepted')), '{}') AS reported_periods,
               coalesce((SELECT array_agg(dr.period_index || ':' || dr.kind) FROM decision_reminders dr
                          WHERE dr.decision_id = d.id), '{}') AS reminded
          FROM decisions d
          JOIN meetings m ON m.id = d.meeting_id
          JOIN setup_items rd ON rd.id = d.reporting_duration_id
         WHERE ${openStatus(sql`d`)}
         ORDER BY d.id`,
  );
