import { type Calendar, toBsString } from "@pragati/domain/calendar";
import { ACTION_POINT_PRIORITIES, type VISIT_STATES } from "@pragati/domain/monitoring";
import { TableRows } from "../lib/copy";
import type { Random } from "../lib/random";
import type { OfficeRow } from "./model";
import { MONTHS, type Size } from "./sizes";

/** What the visit rows point to, read from the freshly seeded and generated database. */
export type MonitoringRefs = {
  fiscalYearId: number;
  startYear: number;
  calendar: Calendar;
  projects: { id: number; nikaya_id: number }[];
  base: Record<"visits" | "members" | "points", number>;
};

/** States in about the shares a monitoring unit sees mid-year: most visits reported and accepted. */
const STATE_WEIGHTS: [(typeof VISIT_STATES)[number], number][] = [
  ["draft", 8],
  ["ordered", 8],
  ["in_field", 8],
  ["report_submitted", 10],
  ["returned", 5],
  ["accepted", 35],
  ["closed", 21],
  ["cancelled", 5],
];
const stateOf = (random: Random) => {
  let roll = random.int(1, 100);
  for (const [state, weight] of STATE_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return state;
  }
  return "accepted";
};
const REPORTED = new Set(["report_submitted", "returned", "accepted", "closed"]);
/** Action points are the recommendations of a report the reviewers accepted. */
const WITH_POINTS = new Set(["accepted", "closed"]);

/**
 * `size.visits` monitoring visits of the generated fiscal year, created by ministries and departments,
 * each monitoring an office below the centre and, for about half, one of its projects: a team of three
 * with a leader, a report once in the field, and 1 to 5 action points (about three) for the accepted and
 * closed ones, due one to three months after the visit, in every status, so the state, aging and coverage
 * reports count every column.
 */
export const monitoringTables = (
  random: Random,
  size: Size,
  refs: MonitoringRefs,
  offices: readonly OfficeRow[],
) => {
  const visitRows = new TableRows("monitoring_visits", [
    "id",
    "fiscal_year_id",
    "nikaya_id",
    "target_nikaya_id",
    "project_id",
    "title",
    "subject",
    "from_date",
    "from_date_ad",
    "to_date",
    "to_date_ad",
    "order_number",
    "order_count",
    "order_issued_on",
    "state",
    "state_reason",
    "reported_on_ad",
  ]);
  const memberRows = new TableRows("monitoring_members", [
    "id",
    "visit_id",
    "name",
    "phone",
    "designation",
    "is_leader",
    "verified_at",
  ]);
  const reportRows = new TableRows("monitoring_reports", [
    "visit_id",
    "team_mobilised",
    "as_per_subject",
    "main_objectives",
    "suggestion",
  ]);
  const pointRows = new TableRows("monitoring_action_points", [
    "id",
    "visit_id",
    "description",
    "responsible_nikaya_id",
    "due_date",
    "due_date_ad",
    "priority",
    "status",
    "actions_taken",
    "reason",
  ]);
  const creators = offices.filter((o) => o.level === 1 || o.level === 2);
  const targets = offices.filter((o) => o.level >= 1);
  const projectsOf = new Map<number, number[]>();
  for (const p of refs.projects) projectsOf.set(p.nikaya_id, [...(projectsOf.get(p.nikaya_id) ?? []), p.id]);
  const lastDay = refs.calendar.fiscalMonthRange(refs.startYear, MONTHS - 1).end;
  const bs = (date: string) => [date, refs.calendar.bsToAd(date)];
  let memberId = refs.base.members;
  let pointId = refs.base.points;
  for (let i = 1; i <= size.visits; i++) {
    const id = refs.base.visits + i;
    const state = stateOf(random);
    const target = random.pick(targets).id;
    const own = projectsOf.get(target);
    const project = own && random.chance(0.5) ? random.pick(own) : null;
    const month = random.int(0, MONTHS - 2);
    const range = refs.calendar.fiscalMonthRange(refs.startYear, month);
    const from = `${range.start.slice(0, 8)}${String(random.int(1, 25)).padStart(2, "0")}`;
    const to = toBsString(refs.calendar.addDays(from, random.int(0, 4)));
    const ordered = state !== "draft";
    visitRows.add([
      id,
      refs.fiscalYearId,
      random.pick(creators).id,
      target,
      project,
      `Monitoring visit ${i}`,
      "Progress and quality of the works",
      ...bs(from),
      ...bs(to),
      ordered ? `${refs.startYear}-${i}` : "",
      ordered ? 1 : 0,
      ordered ? from : null,
      state,
      state === "cancelled" ? "Budget not released" : state === "returned" ? "Add the site photos" : "",
      // Reported within 0-12 days of the last day, so "on time" (within 7) is derived both ways.
      REPORTED.has(state)
        ? refs.calendar.bsToAd(toBsString(refs.calendar.addDays(to, random.int(0, 12))))
        : null,
    ]);
    for (let m = 0; m < 3; m++)
      memberRows.add([
        ++memberId,
        id,
        `Member ${m + 1} of visit ${i}`,
        `98${String(i * 3 + m).padStart(8, "0")}`,
        m === 0 ? "Under secretary" : "Section officer",
        m === 0,
        ordered && state !== "ordered" ? new Date().toISOString() : null,
      ]);
    if (!REPORTED.has(state) && state !== "in_field") continue;
    reportRows.add([id, true, random.chance(0.9), "Works checked on site", "Speed up"]);
    if (!WITH_POINTS.has(state)) continue;
    const count = random.int(1, 5);
    for (let k = 1; k <= count; k++) {
      const due = toBsString(refs.calendar.addDays(to, random.int(30, 90)));
      const dueDate = due > lastDay ? lastDay : due;
      const status = random.pick(["open", "open", "in_progress", "completed", "completed", "not_accepted"]);
      pointRows.add([
        ++pointId,
        id,
        `Recommendation ${k} of visit ${i}`,
        project && random.chance(0.7) ? target : random.pick(targets).id,
        ...bs(dueDate),
        random.pick(ACTION_POINT_PRIORITIES),
        status,
        status === "completed" ? "Done as recommended" : "",
        status === "not_accepted" ? "Outside the office's mandate" : "",
      ]);
    }
  }
  return [visitRows, memberRows, reportRows, pointRows];
};
