import type { TPagedQuery } from "@pragati/domain/contract";
import { OPEN_DECISION_STATUSES } from "@pragati/domain/meetings";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRow, queryRows } from "../../db/client";
import { decisionSupportingOffices, decisions, meetings } from "../../db/schema/meetings";
import { likePattern } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { idList, pagedRecords } from "../../lib/record-sql";

/** `status IN (the open statuses)` for a decision alias. */
export const openStatus = (alias: SQL) =>
  sql`${alias}.status IN (${sql.join(
    OPEN_DECISION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;

/** What the scope of a list needs: which decisions the caller sees, and today's AD date for overdue. */
export type MeetingScope = { decisions: SQL; seesAll: boolean; todayAd: string };

export type MeetingListRecord = {
  id: number;
  fiscal_year_id: number;
  number: number;
  title: string;
  meeting_type_id: number;
  meeting_type_name: string;
  meeting_type_name_np: string;
  presidency_type_id: number;
  presidency_type_name: string;
  presidency_type_name_np: string;
  president_name: string;
  president_position: string;
  meeting_date: string;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  decision_count: number;
  open_count: number;
  overdue_count: number;
};

export type MeetingRecord = MeetingListRecord & { attendees: string; agenda: string };

const visibleDecisions = (scope: MeetingScope) =>
  sql`SELECT d.* FROM decisions d WHERE d.meeting_id = m.id AND ${scope.decisions}`;

const listColumns = sql`m.id, m.fiscal_year_id, m.number, m.title,
       mt.id AS meeting_type_id, mt.name AS meeting_type_name, mt.name_np AS meeting_type_name_np,
       pt.id AS presidency_type_id, pt.name AS presidency_type_name, pt.name_np AS presidency_type_name_np,
       m.president_name, m.president_position, m.meeting_date,
       o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
       c.decision_count, c.open_count, c.overdue_count`;

const listFrom = (scope: MeetingScope) => sql`FROM meetings m
  JOIN setup_items mt ON mt.id = m.meeting_type_id
  JOIN setup_items pt ON pt.id = m.presidency_type_id
  JOIN offices o ON o.id = m.nikaya_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS decision_count,
           (count(*) FILTER (WHERE ${openStatus(sql`d`)}))::int AS open_count,
           (count(*) FILTER (WHERE ${openStatus(sql`d`)} AND d.due_date_ad < ${scope.todayAd}::date))::int AS overdue_count
      FROM (${visibleDecisions(scope)}) d) c`;

/** A meeting is in scope for the secretariat always, for an office when it sees one of its decisions. */
export const meetingInScope = (scope: MeetingScope) =>
  scope.seesAll ? sql`TRUE` : sql`EXISTS (${visibleDecisions(scope)})`;

export type MeetingFilters = TPagedQuery & { meeting_type_id?: number; state?: "open" | "overdue" };

/** Meetings in scope (of the fiscal year asked), newest first. */
export const listMeetings = (executor: Executor, query: MeetingFilters, scope: MeetingScope) => {
  const term = query.search.trim();
  const keys = sql`SELECT m.id FROM meetings m
     WHERE ${meetingInScope(scope)}
       ${typeof query.fiscal_year_id === "number" ? sql`AND m.fiscal_year_id = ${query.fiscal_year_id}` : sql``}
       ${query.meeting_type_id ? sql`AND m.meeting_type_id = ${query.meeting_type_id}` : sql``}
       ${query.state === "open" ? sql`AND EXISTS (SELECT 1 FROM (${visibleDecisions(scope)}) d WHERE ${openStatus(sql`d`)})` : sql``}
       ${
         query.state === "overdue"
           ? sql`AND EXISTS (SELECT 1 FROM (${visibleDecisions(scope)}) d WHERE ${openStatus(sql`d`)}
                  AND d.due_date_ad < ${scope.todayAd}::date)`
           : sql``
       }
       ${term ? sql`AND (m.title ILIKE ${likePattern(term)} OR m.president_name ILIKE ${likePattern(term)})` : sql``}
     ORDER BY m.meeting_date DESC, m.id DESC`;
  return pagedRecords<MeetingListRecord>(
    executor,
    query,
    keys,
    (page) => sql`SELECT ${listColumns} ${listFrom(scope)} WHERE m.id IN (${page})`,
  );
};

export const findMeeting = async (executor: Executor, id: number, scope: MeetingScope) =>
  queryRow<MeetingRecord>(
    executor,
    sql`SELECT ${listColumns}, m.attendees, m.agenda ${listFrom(scope)}
           WHERE m.id = ${id} AND ${meetingInScope(scope)}`,
  );

/** A decision's row with the names it shows and what its schedule needs. */
export type DecisionRecord = {
  id: number;
  meeting_id: number;
  item_no: number;
  description: string;
  meeting_date: string;
  subject_area_id: number | null;
  subject_area_name: string | null;
  subject_area_name_np: string | null;
  implementing_office_id: number;
  implementing_office_name: string;
  implementing_office_name_np: string;
  reporting_office_id: number;
  reporting_office_name: string;
  reporting_office_name_np: string;
  reporting_duration_id: number;
  reporting_duration_name: string;
  reporting_duration_name_np: string;
  duration_unit: "days" | "months";
  duration: number;
  due_date: string;
  status: string;
  reason: string;
  implementation_percent: number | null;
  project_id: number | null;
  project_name: string | null;
  milestone_id: number | null;
  milestone_code: string | null;
  milestone_title: string | null;
  indicator_id: number | null;
  indicator_code: string | null;
  indicator_name: string | null;
  indicator_name_np: string | null;
  supporting_offices: { id: number; name: string; name_np: string }[];
};

export const decisionColumns = sql`d.id, d.meeting_id, d.item_no, d.description, m.meeting_date,
       sa.id AS subject_area_id, sa.name AS subject_area_name, sa.name_np AS subject_area_name_np,
       io.id AS implementing_office_id, io.name AS implementing_office_name,
       io.name_np AS implementing_office_name_np,
       ro.id AS reporting_office_id, ro.name AS reporting_office_name, ro.name_np AS reporting_office_name_np,
       rd.id AS reporting_duration_id, rd.name AS reporting_duration_name,
       rd.name_np AS reporting_duration_name_np,
       rd.extra->>'duration_unit' AS duration_unit, (rd.extra->>'duration')::int AS duration,
       d.due_date, d.status, d.reason, d.implementation_percent,
       p.id AS project_id, p.name AS project_name,
       ms.id AS milestone_id, ms.code AS milestone_code, ms.title AS milestone_title,
       ind.id AS indicator_id, ind.code AS indicator_code, ind.name AS indicator_name,
       ind.name_np AS indicator_name_np,
       coalesce((SELECT json_agg(json_build_object('id', so.id, 'name', so.name, 'name_np', so.name_np)
                   ORDER BY so.path)
                  FROM decision_supporting_offices dso JOIN offices so ON so.id = dso.nikaya_id
                 WHERE dso.decision_id = d.id), '[]'::json) AS supporting_offices`;

export const decisionFrom = sql`FROM decisions d
  JOIN meetings m ON m.id = d.meeting_id
  JOIN offices io ON io.id = d.implementing_office_id
  JOIN offices ro ON ro.id = d.reporting_office_id
  JOIN setup_items rd ON rd.id = d.reporting_duration_id
  LEFT JOIN setup_items sa ON sa.id = d.subject_area_id
  LEFT JOIN projects p ON p.id = d.project_id
  LEFT JOIN milestones ms ON ms.id = d.milestone_id
  LEFT JOIN indicators ind ON ind.id = d.indicator_id`;

/** The decisions of a meeting the caller sees, by item number. */
export const meetingDecisions = (executor: Executor, meetingId: number, scope: MeetingScope) =>
  queryRows<DecisionRecord>(
    executor,
    sql`SELECT ${decisionColumns} ${decisionFrom} WHERE d.meeting_id = ${meetingId} AND ${scope.decisions}
         ORDER BY d.item_no`,
  );

export const findDecision = async (executor: Executor, id: number, scope: MeetingScope) =>
  queryRow<DecisionRecord>(
    executor,
    sql`SELECT ${decisionColumns} ${decisionFrom} WHERE d.id = ${id} AND ${scope.decisions}`,
  );

export const meetingFileRows = (executor: Executor, meetingId: number) =>
  queryRows<{ id: number; filename: string }>(
    executor,
    sql`SELECT id, filename FROM meeting_files WHERE meeting_id = ${meetingId} ORDER BY id`,
  );

export const findMeetingFile = async (executor: Executor, id: number) =>
  queryRow<{
    id: number;
    meeting_id: number;
    filename: string;
    storage_key: string;
    mime_type: string;
  }>(
    executor,
    sql`SELECT id, meeting_id, filename, storage_key, mime_type FROM meeting_files WHERE id = ${id}`,
  );

export const meetingFileKeys = async (executor: Executor, meetingId: number) =>
  (
    await queryRows<{ storage_key: string }>(
      executor,
      sql`SELECT storage_key FROM meeting_files WHERE meeting_id = ${meetingId}`,
    )
  ).map((row) => row.storage_key);

/** The setup entries of a list among `wanted`, with their extra fields. */
export const setupEntriesOf = async (executor: Executor, list: string, wanted: number[]) =>
  wanted.length === 0
    ? []
    : queryRows<{ id: number; extra: Record<string, unknown> }>(
        executor,
        sql`SELECT id, extra FROM setup_items WHERE list_key = ${list} AND parent_id IS NULL AND id IN (${idList(wanted)})`,
      );

export const fiscalYearIdOf = async (executor: Executor, startYear: number) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT id FROM fiscal_years WHERE start_year = ${startYear}`,
    )
  )[0]?.id ?? null;

export const numberTaken = async (
  executor: Executor,
  key: { meetingTypeId: number; fiscalYearId: number; number: number; exceptId: number | null },
) =>
  (
    await queryRows(
      executor,
      sql`SELECT id FROM meetings WHERE meeting_type_id = ${key.meetingTypeId}
           AND fiscal_year_id = ${key.fiscalYearId} AND number = ${key.number}
           ${key.exceptId === null ? sql`` : sql`AND id <> ${key.exceptId}`}`,
    )
  ).length > 0;

/** The offices among `wanted` that pass `inScope` (a condition on an office-id column). */
export const officesInScope = async (executor: Executor, wanted: number[], inScope: (id: SQL) => SQL) =>
  (
    await queryRows<{ id: number }>(
      executor,
      sql`SELECT o.id FROM offices o WHERE o.id IN (${idList(wanted)}) AND ${inScope(sql`o.id`)}`,
    )
  ).map((row) => row.id);

/**
 * The milestones a decision may be linked to: not deleted, of an office of the caller's subtree
 * (`inScope`, a condition on `m.nikaya_id`; admin: any).
 */
const linkableMilestones = (inScope: SQL) => sql`m.deleted_at IS NULL AND ${inScope}`;

export const milestoneInScope = async (executor: Executor, id: number, inScope: SQL) =>
  (
    await queryRows(
      executor,
      sql`SELECT m.id FROM milestones m WHERE m.id = ${id} AND ${linkableMilestones(inScope)}`,
    )
  ).length > 0;

/** Whether the indicator is one the caller sees (`scope`: the indicators' scope rule, alias `i`). */
export const indicatorInScope = async (executor: Executor, id: number, scope: SQL) =>
  (await queryRows(executor, sql`SELECT i.id FROM indicators i WHERE i.id = ${id} AND ${scope}`)).length > 0;

export type LinkOptionRecord = {
  id: number;
  code: string;
  name: string;
  name_np: string;
  office_id: number;
  office_name: string;
  office_name_np: string;
};
const LINK_OPTIONS = 20;

/** The decision form's milestone picker: the year's milestones in scope matching the term, by code. */
export const milestoneLinkOptions = (
  executor: Executor,
  options: { fiscalYearId: number; search: string; inScope: SQL },
) =>
  queryRows<LinkOptionRecord>(
    executor,
    sql`SELECT m.id, m.code, m.title AS name, m.title AS name_np,
               o.id AS office_id, o.name AS office_name, o.name_np AS office_name_np
          FROM milestones m JOIN offices o ON o.id = m.nikaya_id
         WHERE m.fiscal_year_id = ${options.fiscalYearId} AND ${linkableMilestones(options.inScope)}
           ${options.search ? sql`AND (m.code ILIKE ${likePattern(options.search)} OR m.title ILIKE ${likePattern(options.search)})` : sql``}
         ORDER BY m.code, m.id LIMIT ${LINK_OPTIONS}`,
  );

/** The decision form's indicator picker: the year's indicators in scope matching the term, by code. */
export const indicatorLinkOptions = (
  executor: Executor,
  options: { fiscalYearId: number; search: string; scope: SQL },
) =>
  queryRows<LinkOptionRecord>(
    executor,
    sql`SELECT i.id, i.code, i.name, i.name_np, o.id AS office_id, o.name AS office_name,
               o.name_np AS office_name_np
          FROM indicators i JOIN offices o ON o.id = i.nikaya_id
         WHERE i.fiscal_year_id = ${options.fiscalYearId} AND ${options.scope}
           ${
             options.search
               ? sql`AND (i.code ILIKE ${likePattern(options.search)} OR i.name ILIKE ${likePattern(options.search)}
                          OR i.name_np ILIKE ${likePattern(options.search)})`
               : sql``
           }
         ORDER BY lower(i.code), i.id LIMIT ${LINK_OPTIONS}`,
  );

/** Whether the project is one the caller sees (`scope`: the one project-scope rule, alias `p`). */
export const projectInScope = async (executor: Executor, id: number, scope: SQL) =>
  (await queryRows(executor, sql`SELECT p.id FROM projects p WHERE p.id = ${id} AND ${scope}`)).length > 0;

export const {
  insert: insertMeeting,
  update: updateMeetingRow,
  remove: deleteMeetingRow,
} = recordRows(meetings);

export const nextItemNo = async (executor: Executor, meetingId: number) =>
  (
    await queryRows<{ next: number }>(
      executor,
      sql`SELECT coalesce(max(item_no), 0)::int + 1 AS next FROM decisions WHERE meeting_id = ${meetingId}`,
    )
  )[0].next;

export const {
  insert: insertDecision,
  update: updateDecisionRow,
  remove: deleteDecisionRow,
} = recordRows(decisions);

export const setSupportingOffices = async (executor: Executor, decisionId: number, officeIds: number[]) => {
  await executor
    .delete(decisionSupportingOffices)
    .where(eq(decisionSupportingOffices.decisionId, decisionId));
  if (officeIds.length > 0)
    await executor
      .insert(decisionSupportingOffices)
      .values(officeIds.map((nikayaId) => ({ decisionId, nikayaId })));
};

/** The decisions of a meeting with their durations, for moving their due dates with the meeting date. */
export const meetingSchedules = (executor: Executor, meetingId: number) =>
  queryRows<{ id: number; duration_unit: "days" | "months"; duration: number }>(
    executor,
    sql`SELECT d.id, rd.extra->>'duration_unit' AS duration_unit, (rd.extra->>'duration')::int AS duration
          FROM decisions d JOIN setup_items rd ON rd.id = d.reporting_duration_id
         WHERE d.meeting_id = ${meetingId}`,
  );

/** Sets every listed decision's due date in one statement. */
export const setDueDates = async (
  executor: Executor,
  dates: readonly { id: number; dueDate: string; dueDateAd: string }[],
) => {
  if (dates.length === 0) return;
  await executor.execute(
    sql`UPDATE decisions d SET due_date = v.due_date, due_date_ad = v.due_date_ad::date, updated_at = now()
          FROM (VALUES ${sql.join(
            dates.map((row) => sql`(${row.id}::int, ${row.dueDate}::text, ${row.dueDateAd}::text)`),
            sql`, `,
          )}) AS v(id, due_date, due_date_ad)
         WHERE d.id = v.id`,
  );
};
