import {
  bsDateText,
  fiscalMonthOf,
  fiscalStartYearOf,
  parseBs,
  toDevanagariDigits,
} from "@pragati/domain/calendar";
import type {
  EntryBlock,
  TMilestoneProgress,
  TPagedQuery,
  TProgressBody,
  TProgressEntryDetail,
  TSetupBlock,
} from "@pragati/domain/contract";
import {
  atOrAboveTargetWarning,
  BANDS,
  canComplete,
  notYetDue,
  type ProgressEntry,
  reasonsRequired,
  targetUpTo,
} from "@pragati/domain/progress";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { AppError, conflict, FieldErrorCollector, notFound, orNotFound } from "../../lib/errors";
import { assertOfficeInScope, inOfficeScope } from "../../lib/scope";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { assertMonthOpen, assertReviewOpen } from "../approvals/approvals.service";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { COMPLETION, claimOnSave, notifyClaim } from "./completion-claims";
import { loadSchedule, recomputeMilestoneStatus, type SavedEntry } from "./milestone-status.service";
import { presentDetail, presentMilestone, presentOfficeMonth, scheduleOf } from "./progress.presenter";
import {
  type EntryRow,
  entryFiles,
  entryReasons,
  findEntry,
  findMilestone,
  findMonthEntry,
  insertEntry,
  lockMilestoneRow,
  milestoneEntries,
  milestoneMonthRows,
  officeMonthMilestones,
  reasonSubTypes,
  replaceEntryReasons,
  updateEntry,
} from "./progress.repository";

export const entryScopeOf = (request: FastifyRequest) => inOfficeScope(authOf(request), sql`e.nikaya_id`);
const milestoneScopeOf = (request: FastifyRequest) => inOfficeScope(authOf(request), sql`m.nikaya_id`);

const MILESTONE = { en: "Milestone", np: "माइलस्टोन" };
export const ENTRY = { en: "Progress entry", np: "प्रगति विवरण" };

/** Inside [from, to] when set; BS dates compare as `YYYY-MM-DD` strings. */
const insideWindow = (today: string, from: string | null, to: string | null) =>
  (!from || today >= from) && (!to || today <= to);

/** Whether a fiscal month has not begun by `today` (BS): it starts on day 1, so months compare alone. */
const isFutureMonth = (startYear: number, month: number, today: string) => {
  const date = parseBs(today);
  const year = fiscalStartYearOf(date);
  return startYear > year || (startYear === year && month > fiscalMonthOf(date));
};

/** The window of a write: a new entry uses the add window, an existing one the edit window. */
const windowOf = (setup: TSetupBlock, exists: boolean): [string | null, string | null] =>
  exists ? [setup.pragati_edit_from, setup.pragati_edit_to] : [setup.pragati_add_from, setup.pragati_add_to];

export type EntryGate = {
  auth: AuthContext;
  setup: TSetupBlock;
  /** The month starts after today. */
  future: boolean;
  existing: { awaitingCorrection: boolean } | null;
};

/**
 * Whether the caller may enter (or edit) a month's progress now, and if not why: the one rule behind
 * the store, the evidence files and the `entry_allowed` flags of the entry screens. The action-plan lock
 * freezes the plan, never progress: progress follows the reporting window (PRODUCT.md section 4). Admin
 * passes the window; a sent-back entry may be corrected once outside it.
 */
export const entryBlockOf = (gate: EntryGate): EntryBlock | null => {
  if (!hasPermission(gate.auth, "progress.create")) return "permission";
  const isAdmin = gate.auth.roleSlug === "admin";
  if (gate.future) return "future";
  if (isAdmin || gate.existing?.awaitingCorrection) return null;
  const [from, to] = windowOf(gate.setup, gate.existing !== null);
  return insideWindow(gate.setup.current_date, from, to) ? null : "window";
};

const windowConflict = (setup: TSetupBlock, exists: boolean) => {
  const [from, to] = windowOf(setup, exists);
  return conflict({
    en: `Progress can be ${exists ? "edited" : "entered"} only from ${from ?? "…"} to ${to ?? "…"}.`,
    np: `प्रगति ${bsDateText(from ?? "…", "np")} देखि ${bsDateText(to ?? "…", "np")} सम्म मात्र ${exists ? "सम्पादन" : "प्रविष्ट"} गर्न मिल्छ।`,
  });
};

/** The milestone in the caller's scope, locked against concurrent writes of its entries. */
export const lockMilestone = (tx: Executor, auth: AuthContext, milestoneId: number) =>
  orNotFound(lockMilestoneRow(tx, milestoneId, inOfficeScope(auth, sql`m.nikaya_id`)), MILESTONE);

/** The office's month of action-plan progress, submitted or approved, is read-only (409). */
const assertProgressMonthOpen = (
  tx: Executor,
  milestone: { fiscal_year_id: number; nikaya_id: number },
  month: number,
) =>
  assertMonthOpen(tx, {
    stream: "pragati",
    fiscalYearId: milestone.fiscal_year_id,
    month,
    officeId: milestone.nikaya_id,
  });

/**
 * Throws the window (409) refusal of writing an existing entry or its files; the
 * caller has checked scope (404) and permission (403).
 */
export const assertEntryWritable = async (
  tx: Executor,
  auth: AuthContext,
  entry: Pick<EntryRow, "milestone_id" | "awaiting_correction" | "month">,
) => {
  const milestone = await lockMilestone(tx, auth, entry.milestone_id);
  const setup = await buildSetupBlock(tx);
  const block = entryBlockOf({
    auth,
    setup,
    future: false,
    existing: { awaitingCorrection: entry.awaiting_correction },
  });
  if (block === "window") throw windowConflict(setup, true);
  await assertProgressMonthOpen(tx, milestone, entry.month);
  return milestone;
};

/**
 * Stores (or replaces) the entry of a milestone for a fiscal month and recomputes the milestone's
 * month rows inside the caller's transaction (PRODUCT.md section 4). Returns the entry id and the
 * warning flag. Order of refusals: 404 scope, 409 window, 422 fields.
 */
export const storeProgressIn = async (tx: Executor, request: FastifyRequest, body: TProgressBody) => {
  const auth = authOf(request);
  const milestone = await lockMilestone(tx, auth, body.milestone_id);
  const setup = await buildSetupBlock(tx);
  const existing = await findMonthEntry(tx, milestone.id, body.month);
  const today = setup.current_date;
  // Saving a sent-back entry answers the send-back: that is its one correction (outside the window too).
  const correcting = !!existing?.returnedAt && !existing.correctionUsed;
  const block = entryBlockOf({
    auth,
    setup,
    // A future month is a field error (422), reported with the others below.
    future: false,
    existing: existing ? { awaitingCorrection: correcting } : null,
  });
  if (block === "window") throw windowConflict(setup, !!existing);
  await assertProgressMonthOpen(tx, milestone, body.month);

  const loaded = await orNotFound(loadSchedule(tx, milestone.id), MILESTONE);
  const entries: ProgressEntry[] = [
    ...loaded.entries.filter((e) => e.month !== body.month),
    { month: body.month, status: body.status, achieved: body.achieved },
  ];
  const errors = new FieldErrorCollector();
  if (body.fiscal_year_id != null && body.fiscal_year_id !== milestone.fiscal_year_id)
    errors.add("fiscal_year_id", {
      en: "The month must be in the milestone's fiscal year.",
      np: "महिना माइलस्टोनकै आर्थिक वर्षभित्र हुनुपर्छ।",
    });
  if (isFutureMonth(milestone.start_year, body.month, today))
    errors.add("month", {
      en: "Progress cannot be entered for a future month.",
      np: "आउँदो महिनाको प्रगति प्रविष्ट गर्न मिल्दैन।",
    });
  if (body.status === "completed" && !canComplete(loaded.schedule, entries, body.month))
    errors.add("status", {
      en: "Completed can be chosen only from the end month, or once the annual target is reached.",
      np: "अन्तिम महिनादेखि वा वार्षिक लक्ष्य पूरा भएपछि मात्र सम्पन्न छान्न मिल्छ।",
    });
  await checkReasons(
    tx,
    errors,
    body,
    setup.reason_limit,
    reasonsRequired(loaded.schedule, entries, body.month),
  );
  if (body.explanation.length > setup.description_limit)
    errors.add("explanation", {
      en: `The explanation may be at most ${setup.description_limit} characters.`,
      np: `थप विवरण बढीमा ${toDevanagariDigits(setup.description_limit)} अक्षरको हुनुपर्छ।`,
    });
  errors.throwIfAny();

  const completionState = claimOnSave(
    setup.evidence_for_milestones && body.status === "completed",
    body.achieved,
    existing && { amount: Number(existing.achieved), state: existing.completionState },
  );
  const claimed = completionState === "claimed" && existing?.completionState !== "claimed";
  const values = {
    status: body.status,
    achieved: String(body.achieved),
    explanation: body.explanation,
    entryDate: today,
    updatedAt: sql`now()`,
    completionState,
    // A new claim drops the last decision; the activity log keeps it.
    ...(completionState === existing?.completionState
      ? {}
      : {
          completionReason: null,
          completionClaimedAt: completionState === "claimed" ? sql`now()` : null,
          completionDecidedBy: null,
          completionDecidedAt: null,
        }),
  };
  let entryId: number;
  let achieved: string;
  if (existing) {
    ({ achieved } = await updateEntry(tx, existing.id, {
      ...values,
      correctionUsed: existing.correctionUsed || correcting,
    }));
    entryId = existing.id;
  } else {
    const row = await insertEntry(tx, {
      ...values,
      milestoneId: milestone.id,
      fiscalYearId: milestone.fiscal_year_id,
      nikayaId: milestone.nikaya_id,
      month: body.month,
      createdBy: auth.userId,
      createdByNikaya: auth.nikayaId,
    });
    entryId = row.id;
    achieved = row.achieved;
  }
  await replaceEntryReasons(tx, entryId, body.reasons);
  // The milestone is locked and its entries were read above: the month rows follow from them and the
  // amount as stored (numeric rounding), without reading them again.
  const stored: SavedEntry[] = [
    ...loaded.entries.filter((e) => e.month !== body.month),
    {
      id: entryId,
      month: body.month,
      status: body.status,
      achieved: Number(achieved),
      rating: existing?.rating ?? null,
      commented: existing?.comment != null,
      completionState,
      reasons: body.reasons.map((r): [number, number] => [r.main_type_id, r.sub_type_id]),
    },
  ];
  await recomputeMilestoneStatus(tx, milestone.id, { ...loaded, entries: stored });
  await recordActivity(tx, request, {
    action: existing ? "update" : "create",
    entity: "progress_entry",
    entityId: entryId,
    nikayaId: milestone.nikaya_id,
    changes: existing
      ? {
          before: {
            status: existing.status,
            achieved: existing.achieved,
            explanation: existing.explanation,
          },
          after: body,
        }
      : body,
  });
  if (claimed)
    await notifyClaim(tx, {
      step: "claimed",
      what: COMPLETION,
      month: body.month,
      officeId: milestone.nikaya_id,
      reason: null,
    });
  return { id: entryId, warning: atOrAboveTargetWarning(loaded.schedule, entries, body.month) };
};

/** `storeProgressIn` in a transaction of its own. */
export const storeProgress = (db: Db, request: FastifyRequest, body: TProgressBody) =>
  db.transaction((tx) => storeProgressIn(tx, request, body));

/** Reasons: pairs of a main type and one of its sub types (setup list paragati-samasyas-types). */
const checkReasons = async (
  tx: Executor,
  errors: FieldErrorCollector,
  body: TProgressBody,
  limit: number,
  required: boolean,
) => {
  if (required && body.reasons.length === 0)
    errors.add("reasons", {
      en: "Choose the reasons, as the month's target was not met.",
      np: "महिनाको लक्ष्य पूरा नभएकाले कारण छान्नुहोस्।",
    });
  if (body.reasons.length > limit)
    errors.add("reasons", {
      en: `Choose at most ${limit} reasons.`,
      np: `बढीमा ${toDevanagariDigits(limit)} वटा कारण छान्नुहोस्।`,
    });
  const subs = body.reasons.map((r) => r.sub_type_id);
  if (new Set(subs).size !== subs.length)
    errors.add("reasons", { en: "A reason is chosen twice.", np: "एउटै कारण दुई पटक छानिएको छ।" });
  if (subs.length === 0) return;
  const valid = await reasonSubTypes(tx, subs);
  const parentOf = new Map(valid.map((v) => [v.id, v.parent_id]));
  if (body.reasons.some((r) => parentOf.get(r.sub_type_id) !== r.main_type_id))
    errors.add("reasons", {
      en: "Choose each sub reason under its main reason from the progress problem types.",
      np: "प्रत्येक उप कारण प्रगति समस्याका प्रकारबाट त्यसको मुख्य कारणअन्तर्गत छान्नुहोस्।",
    });
};

type Review = { comment: string } | { rating: number } | { note: string };

/**
 * The secretary's comment, rating or send-back of an entry in their subtree, while its month is open to
 * it (`assertReviewOpen`).
 */
export const reviewEntry = (db: Db, request: FastifyRequest, id: number, review: Review) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const before = await orNotFound(findEntry(tx, id, entryScopeOf(request)), ENTRY);
    await assertReviewOpen(
      tx,
      {
        stream: "pragati",
        fiscalYearId: before.fiscal_year_id,
        month: before.month,
        officeId: before.nikaya_id,
      },
      "note" in review ? "return" : "rate",
    );
    const [set, action] =
      "comment" in review
        ? [{ comment: review.comment, commentedBy: auth.userId, commentedAt: sql`now()` }, "comment"]
        : "rating" in review
          ? [{ rating: review.rating, ratedBy: auth.userId, ratedAt: sql`now()` }, "rate"]
          : // Each send-back allows the office one correction, even outside the reporting window.
            [{ returnedAt: sql`now()`, returnNote: review.note, correctionUsed: false }, "return"];
    await updateEntry(tx, id, { ...set, updatedAt: sql`now()` });
    // The month rows carry the rating and whether the month's entry is commented.
    if (!("note" in review)) await recomputeMilestoneStatus(tx, before.milestone_id);
    await recordActivity(tx, request, {
      action,
      entity: "progress_entry",
      entityId: id,
      nikayaId: before.nikaya_id,
      changes: {
        before: { comment: before.comment, rating: before.rating, return_note: before.return_note },
        after: review,
      },
    });
  });

const asEntries = (rows: readonly Pick<EntryRow, "month" | "status" | "achieved">[]): ProgressEntry[] =>
  rows.map((r) => ({ month: r.month, status: r.status, achieved: r.achieved }));

/** `api/pragati/show/{id}`: an entry in scope with its reasons, files, targets and warning. */
export const entryDetail = async (
  executor: Executor,
  request: FastifyRequest,
  id: number,
): Promise<TProgressEntryDetail> => {
  const scope = entryScopeOf(request);
  const row = await orNotFound(findEntry(executor, id, scope), ENTRY);
  const [milestone, siblings, reasons, files] = await Promise.all([
    findMilestone(executor, row.milestone_id, sql`TRUE`),
    milestoneEntries(executor, row.milestone_id, sql`TRUE`),
    entryReasons(executor, [id]),
    entryFiles(executor, [id]),
  ]);
  if (!milestone) throw notFound(ENTRY);
  return presentDetail(row, milestone, asEntries(siblings), reasons, files);
};

/**
 * `api/pragati/milestones`: one office's milestones (default: the caller's office) for a fiscal month
 * (default: the current pragati reporting month) of the header's fiscal year (default: the current one).
 */
export const officeMonth = async (
  executor: Executor,
  request: FastifyRequest,
  query: TPagedQuery & { nikaya_id?: number; month?: number },
) => {
  const auth = authOf(request);
  const nikayaId = query.nikaya_id ?? auth.nikayaId;
  if (nikayaId == null)
    throw new AppError({
      status: 422,
      message: "Choose an office.",
      messageNp: "निकाय छान्नुहोस्।",
      errors: { nikaya_id: ["Choose an office."] },
      errorsNp: { nikaya_id: ["निकाय छान्नुहोस्।"] },
    });
  await assertOfficeInScope(executor, auth, nikayaId);
  const setup = await buildSetupBlock(executor);
  const month = query.month ?? setup.current_pragati_reporting_month;
  const fiscalYearId = (await chosenOrCurrentFiscalYearId(executor, query.fiscal_year_id, setup)) ?? 0;
  const page = await officeMonthMilestones(executor, { ...query, nikayaId, fiscalYearId, month });
  return {
    ...page,
    data: page.data.map((row) =>
      presentOfficeMonth(
        row,
        month,
        entryBlockOf({
          auth,
          setup,
          future: isFutureMonth(row.start_year, month, setup.current_date),
          existing:
            row.entry_id === null
              ? null
              : { awaitingCorrection: row.entry_returned_at !== null && row.entry_correction_used === false },
        }),
      ),
    ),
    nikaya_id: nikayaId,
    month,
    fiscal_year_id: fiscalYearId,
  };
};

/** `api/gatibidhi/milestone/{id}`: one milestone's progress month by month (PRODUCT.md section 4). */
export const milestoneProgress = async (
  executor: Executor,
  request: FastifyRequest,
  milestoneId: number,
): Promise<TMilestoneProgress> => {
  const auth = authOf(request);
  const milestone = await orNotFound(
    findMilestone(executor, milestoneId, milestoneScopeOf(request)),
    MILESTONE,
  );
  const [setup, statusRows, entries] = await Promise.all([
    buildSetupBlock(executor),
    milestoneMonthRows(executor, milestoneId),
    milestoneEntries(executor, milestoneId, sql`TRUE`),
  ]);
  const ids = entries.map((e) => e.id);
  const [reasons, files] = await Promise.all([entryReasons(executor, ids), entryFiles(executor, ids)]);
  const schedule = scheduleOf(milestone);
  const all = asEntries(entries);
  const currentYearStart = fiscalStartYearOf(parseBs(setup.current_date));
  return {
    milestone: presentMilestone(milestone),
    months: Array.from({ length: 12 }, (_, month) => {
      const entry = entries.find((e) => e.month === month) ?? null;
      const state = statusRows.find((s) => s.month === month);
      const block = entryBlockOf({
        auth,
        setup,
        future: isFutureMonth(milestone.start_year, month, setup.current_date),
        existing: entry ? { awaitingCorrection: entry.awaiting_correction } : null,
      });
      return {
        month,
        month_target: schedule.months.find((m) => m.month === month)?.target ?? null,
        target_up_to: targetUpTo(schedule, month),
        status: state?.status ?? "not_started",
        band: BANDS[state?.band ?? 0] ?? BANDS[0],
        percent: state?.percent ?? 0,
        not_yet_due: notYetDue({
          yearStart: milestone.start_year,
          currentYearStart,
          month,
          reportingMonth: setup.current_pragati_reporting_month,
        }),
        entry: entry ? presentDetail(entry, milestone, all, reasons, files) : null,
        entry_allowed: block === null,
        entry_block: block,
      };
    }),
  };
};
