import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { pointAging, pointDaysOverdue, pointOverdue } from "./visit-reports.repository";

export type PointReminderCandidate = {
  id: number;
  description: string;
  due_date: string;
  responsible_nikaya_id: number;
  visit_title: string;
  days_overdue: number;
  stage: "d0_30" | "d31_60" | "d61_90" | "d90_plus";
};

/**
 * Overdue points on `todayAd` (open or in progress, past the due date; the partial index on open due
 * dates) of visits whose report is accepted (before that the responsible office does not see them),
 * with their aging stage, left out when that stage was reminded already.
 */
export const overduePointsToRemind = (executor: Executor, todayAd: string) =>
  queryRows<PointReminderCandidate>(
    executor,
    sql`SELECT * FROM (
          SELECT ap.id, ap.description, ap.due_date, ap.responsible_nikaya_id, v.title AS visit_title,
                 ${pointDaysOverdue(todayAd)} AS days_overdue, ${pointAging(todayAd)} AS stage
            FROM monitoring_action_points ap
            JOIN monitoring_visits v ON v.id = ap.visit_id
           WHERE ${pointOverdue(todayAd)}) p
         WHERE NOT EXISTS (SELECT 1 FROM monitoring_point_reminders r WHERE r.point_id = p.id AND r.stage = p.stage)
         ORDER BY p.id`,
  );
