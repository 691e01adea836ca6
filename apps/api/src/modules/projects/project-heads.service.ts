import { bsDateText } from "@pragati/domain/calendar";
import type { TProjectHeadEnd, ZProjectHeadBody } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { type BilingualMessage, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { authOf } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { checkDate } from "../offices/offices.service";
import {
  endProjectHead,
  findProjectHead,
  headCandidates,
  insertProjectHead,
  overlappingHead,
} from "./project-heads.repository";
import { todayBs } from "./project-scope";
import { openForEdit, scopeOf } from "./projects.service";

export const POSTING: BilingualMessage = { en: "Posting", np: "पदस्थापना" };

const MESSAGES = {
  user: {
    en: "Choose a project head from the list.",
    np: "सूचीबाट आयोजना प्रमुख छान्नुहोस्।",
  },
  endBeforePosting: {
    en: "The termination date cannot be before the posting date.",
    np: "कार्यावधि समाप्त हुने मिति पदस्थापना मितिभन्दा अघि हुन सक्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

/** Another head's (or the same head's) posting meets these days: one head at a time per project. */
const overlapMessage = (other: { posted_on: string; terminated_on: string | null; user_name: string }) => {
  const until = other.terminated_on;
  return {
    en: `${other.user_name} is posted to this project from ${other.posted_on}${until ? ` to ${until}` : " with no termination date"}; postings of heads on a project cannot overlap.`,
    np: `${other.user_name} यस आयोजनामा ${bsDateText(other.posted_on, "np")} देखि ${until ? `${bsDateText(until, "np")} सम्म` : "समाप्त मिति बिना"} खटिनुभएको छ; एउटै आयोजनामा प्रमुखहरूको पदस्थापना एकअर्कामा पर्न मिल्दैन।`,
  };
};

/** The caller's scope and today's date, for reading postings. */
export const headScopeOf = async (executor: Executor, request: FastifyRequest) => ({
  scope: await scopeOf(executor, request),
  today: await todayBs(executor),
});

/**
 * Checks a posting's days: valid BS dates, the end not before the start, and no other posting on the
 * project meeting them. The caller holds the project's row lock, so two postings cannot race past it.
 */
const checkPostingDays = async (
  tx: Executor,
  errors: FieldErrorCollector,
  posting: { projectId: number; postedOn: string; terminatedOn: string | null; exceptId: number | null },
) => {
  const calendar = await loadCalendar(tx);
  const from = checkDate(errors, calendar, "posted_on", posting.postedOn);
  const to = checkDate(errors, calendar, "terminated_on", posting.terminatedOn);
  const endBeforeStart = from !== null && to !== null && to < from;
  if (endBeforeStart) errors.add("terminated_on", MESSAGES.endBeforePosting);
  // Overlap is judged only on days that are themselves valid.
  const daysValid = from !== null && (posting.terminatedOn === null || to !== null) && !endBeforeStart;
  if (daysValid) {
    const other = await overlappingHead(tx, {
      projectId: posting.projectId,
      from,
      to,
      exceptId: posting.exceptId,
    });
    if (other) errors.add("posted_on", overlapMessage(other));
  }
  return { from, to };
};

/**
 * Posts a head to a project: the project in the caller's scope and open to profile changes (404, 409),
 * a user of the project-head role in the caller's office subtree (422), days that meet no other posting
 * of the project (422). Postings are kept for good; a posting ends by its termination date.
 */
export const postProjectHead = (db: Db, request: FastifyRequest, body: z.output<typeof ZProjectHeadBody>) =>
  db.transaction(async (tx) => {
    const { auth, project } = await openForEdit(tx, request, body.project_id);
    const errors = new FieldErrorCollector();
    if ((await headCandidates(tx, auth, body.user_id)).length === 0) errors.add("user_id", MESSAGES.user);
    const { from, to } = await checkPostingDays(tx, errors, {
      projectId: project.id,
      postedOn: body.posted_on,
      terminatedOn: body.terminated_on ?? null,
      exceptId: null,
    });
    errors.throwIfAny();
    const row = await insertProjectHead(tx, {
      projectId: project.id,
      userId: body.user_id,
      postedOn: from as string,
      terminatedOn: to,
      createdBy: auth.userId,
    });
    await recordActivity(tx, request, {
      action: "create",
      entity: "project_head",
      entityId: row.id,
      nikayaId: project.nikaya_id,
      changes: { ...body, posted_on: from, terminated_on: to },
    });
    return row.id;
  });

/** Sets (or corrects) a posting's termination date under the same rules as posting. */
export const endProjectHeadPosting = (db: Db, request: FastifyRequest, id: number, body: TProjectHeadEnd) =>
  db.transaction(async (tx) => {
    const { scope, today } = await headScopeOf(tx, request);
    const { project_id } = await orNotFound(findProjectHead(tx, id, scope, today), POSTING);
    // The posting is read again under its project's lock (`openForEdit`): a concurrent end may have moved it.
    const { project } = await openForEdit(tx, request, project_id);
    const before = await orNotFound(findProjectHead(tx, id, scope, today), POSTING);
    const errors = new FieldErrorCollector();
    const { to } = await checkPostingDays(tx, errors, {
      projectId: project.id,
      postedOn: before.posted_on,
      terminatedOn: body.terminated_on,
      exceptId: id,
    });
    errors.throwIfAny();
    await endProjectHead(tx, id, to as string);
    await recordActivity(tx, request, {
      action: "update",
      entity: "project_head",
      entityId: id,
      nikayaId: project.nikaya_id,
      changes: { before: { terminated_on: before.terminated_on }, after: { terminated_on: to } },
    });
  });

export const candidatesFor = (db: Db, request: FastifyRequest) => headCandidates(db, authOf(request));
