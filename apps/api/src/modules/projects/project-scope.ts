import { toBsString } from "@pragati/domain/calendar";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";

/** A project head sees the projects they are posted to, not their office's (PRODUCT.md 7). */
export const seesPostedProjectsOnly = (auth: AuthContext) => auth.roleSlug === "ayojana-pramukh";

/**
 * A condition on the posting row `ph`: it holds on `today` (BS 'YYYY-MM-DD', which compares as text),
 * from the posting date through the termination date, both days included.
 */
export const postedOn = (today: string | SQL): SQL =>
  sql`ph.posted_on <= ${today} AND (ph.terminated_on IS NULL OR ph.terminated_on >= ${today})`;

/**
 * The one project-scope rule (alias `p`). A project head: the projects they are posted to today. Anyone
 * else: a project whose profiling office, creating office or one of its implementing offices is in the
 * caller's office subtree (admin and anugaman-admin: every project). Every read of projects (profiles,
 * files, progress, the consolidated view, the dashboard) filters through it.
 */
export const projectScopeFor = (auth: AuthContext, today: string): SQL => {
  if (seesPostedProjectsOnly(auth))
    return sql`EXISTS (SELECT 1 FROM project_heads ph WHERE ph.project_id = p.id
                        AND ph.user_id = ${auth.userId} AND ${postedOn(today)})`;
  if (auth.allOffices) return sql`TRUE`;
  return sql`(${inOfficeScope(auth, sql`p.nikaya_id`)} OR ${inOfficeScope(auth, sql`p.created_by_nikaya_id`)}
    OR EXISTS (SELECT 1 FROM project_offices po WHERE po.project_id = p.id
               AND ${inOfficeScope(auth, sql`po.nikaya_id`)}))`;
};

/** Today in Nepal as a BS date string, from the stored month table. */
export const todayBs = async (executor: Executor) =>
  toBsString((await loadCalendar(executor)).todayBs(now()));

/**
 * The caller's project scope as of today. Only a project head's scope depends on the date, so only
 * theirs reads the calendar.
 */
export const projectScopeOf = async (executor: Executor, auth: AuthContext): Promise<SQL> =>
  projectScopeFor(auth, seesPostedProjectsOnly(auth) ? await todayBs(executor) : "");

/**
 * The office scope of the project reports and the project dashboard on the profiling office: a project
 * head's postings are their whole scope there (a posted project profiled above their office counts,
 * as it is listed); anyone else, the office scope.
 */
export const projectOfficeScope =
  (auth: AuthContext) =>
  (officeId: SQL): SQL =>
    seesPostedProjectsOnly(auth) ? sql`TRUE` : inOfficeScope(auth, officeId);

/**
 * A project head's office filter on the project reports: an office of their office scope, or one whose
 * subtree holds the profiling office of a project posted to them today (so the rows and slices they
 * see drill down); any other office answers 404, as out of scope, so no id leaks.
 */
export const assertHeadOffice = async (executor: Executor, auth: AuthContext, officeId: number) => {
  const today = await todayBs(executor);
  const found = await queryRows<{ id: number }>(
    executor,
    sql`SELECT r.id FROM offices r
         WHERE r.id = ${officeId}
           AND (${inOfficeScope(auth, sql`r.id`)}
                OR EXISTS (SELECT 1 FROM projects p JOIN offices o ON o.id = p.nikaya_id
                            WHERE ${projectScopeFor(auth, today)} AND o.path LIKE r.path || '%'))`,
  );
  if (found.length === 0) throw notFound({ en: "Office", np: "निकाय" });
};
