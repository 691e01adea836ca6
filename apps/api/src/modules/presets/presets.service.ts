import {
  type BsDate,
  type Calendar,
  isValidAd,
  toBsString,
  toDevanagariDigits,
  tryParseBs,
} from "@pragati/domain/calendar";
import {
  MAX_PRESETS_PER_YEAR,
  MAX_SELECTED_MILESTONES,
  type TMilestonePresetBody,
  type TMilestonePresetUpdate,
} from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { now } from "../../lib/clock";
import { FieldErrorCollector, orNotFound } from "../../lib/errors";
import { authOf } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { fiscalYearExists } from "../plans/plans.repository";
import {
  assertOfficesInScope,
  countLivePresets,
  deletePresetRow,
  findPreset,
  insertPreset,
  listMilestoneOptions,
  listPresets,
  matchingMilestoneIds,
  replacePresetItems,
  updatePresetRow,
  usableMilestoneIds,
} from "./presets.repository";

export const PRESET = { en: "Preset", np: "प्रिसेट" };

const MESSAGES = {
  date: {
    en: "Enter a valid date (BS, YYYY-MM-DD).",
    np: "मान्य मिति लेख्नुहोस् (वि.सं., YYYY-MM-DD)।",
  },
  past: { en: "The expiry date cannot be in the past.", np: "समाप्ति मिति विगतको हुन सक्दैन।" },
  tooLate: (max: { en: string; np: string }) => ({
    en: `A preset expires at most one year from today (${max.en}).`,
    np: `प्रिसेट बढीमा आजदेखि एक वर्षभित्र (${max.np}) समाप्त हुन्छ।`,
  }),
  milestones: {
    en: "Some milestones are not of your offices or of this fiscal year.",
    np: "केही माइलस्टोन तपाईंका निकाय वा यो आर्थिक वर्षका होइनन्।",
  },
  fiscalYear: { en: "Select a valid fiscal year.", np: "मान्य आर्थिक वर्ष छान्नुहोस्।" },
  tooMany: {
    en: `You already keep ${MAX_PRESETS_PER_YEAR} presets for this fiscal year; delete one first.`,
    np: `यो आर्थिक वर्षका लागि ${toDevanagariDigits(MAX_PRESETS_PER_YEAR)} प्रिसेट भइसके; पहिले एउटा हटाउनुहोस्।`,
  },
};

/** Today in Nepal as BS and AD, the bounds of every expiry check. */
const todayOf = (calendar: Calendar) => {
  const bs = calendar.todayBs(now());
  return { bs, ad: calendar.bsToAd(bs) };
};

/** The same day a BS year later (the last day of the month when that month is shorter). */
const oneYearLater = (calendar: Calendar, today: BsDate): BsDate => {
  const year = today.year + 1;
  return { year, month: today.month, day: Math.min(today.day, calendar.monthLength(year, today.month)) };
};

/**
 * Reads an expiry typed as a BS date or an AD (ISO) date. The two calendars are 56-57 years apart, so a
 * year nearer today's BS year than today's AD year is BS. Null when it is no real date of the table.
 */
const readDate = (calendar: Calendar, value: string, today: { bs: BsDate; ad: string }) => {
  const parsed = tryParseBs(value);
  if (!parsed) return null;
  const adYear = Number(today.ad.slice(0, 4));
  try {
    if (Math.abs(parsed.year - today.bs.year) <= Math.abs(parsed.year - adYear)) {
      if (!calendar.isValidBs(parsed)) return null;
      return { bs: toBsString(parsed), ad: calendar.bsToAd(parsed) };
    }
    const ad = `${parsed.year}-${String(parsed.month).padStart(2, "0")}-${String(parsed.day).padStart(2, "0")}`;
    if (!isValidAd(ad) || ad < calendar.firstAd || ad > calendar.lastAd) return null;
    return { bs: toBsString(calendar.adToBs(ad)), ad };
  } catch {
    // A year outside the month table throws RangeError: no real date either.
    return null;
  }
};

/** The expiry of a preset: the date given, or one year from today; never past, never beyond a year. */
const expiryOf = (calendar: Calendar, value: string | null | undefined, errors: FieldErrorCollector) => {
  const today = todayOf(calendar);
  const max = oneYearLater(calendar, today.bs);
  const latest = { bs: toBsString(max), ad: calendar.bsToAd(max) };
  if (!value) return latest;
  const date = readDate(calendar, value, today);
  if (!date) errors.add("expires_at", MESSAGES.date);
  else if (date.ad < today.ad) errors.add("expires_at", MESSAGES.past);
  else if (date.ad > latest.ad)
    errors.add("expires_at", MESSAGES.tooLate({ en: latest.bs, np: toDevanagariDigits(latest.bs) }));
  else return date;
  return latest;
};

const checkMilestones = async (
  executor: Executor,
  request: FastifyRequest,
  fiscalYearId: number,
  ids: readonly number[],
  errors: FieldErrorCollector,
) => {
  const unique = [...new Set(ids)];
  const usable = await usableMilestoneIds(executor, authOf(request), fiscalYearId, unique);
  if (unique.some((id) => !usable.has(id))) errors.add("milestone_ids", MESSAGES.milestones);
  return unique;
};

const todayAd = async (executor: Executor) => todayOf(await loadCalendar(executor)).ad;

/** The fiscal year of a query: the one asked for, else the current one. */
const fiscalYearOf = async (executor: Executor, fiscalYearId: number | string | undefined) =>
  (await chosenOrCurrentFiscalYearId(executor, fiscalYearId)) ?? 0;

export const presetsOfUser = async (
  executor: Executor,
  request: FastifyRequest,
  query: { fiscal_year_id?: number | string },
) =>
  listPresets(
    executor,
    authOf(request),
    await fiscalYearOf(executor, query.fiscal_year_id),
    await todayAd(executor),
  );

/** One preset to apply: 404 when it expired, was deleted or belongs to someone else. */
export const presetToApply = async (executor: Executor, request: FastifyRequest, id: number) =>
  orNotFound(findPreset(executor, authOf(request), id, await todayAd(executor)), PRESET);

export const createPreset = async (db: Db, request: FastifyRequest, body: TMilestonePresetBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const errors = new FieldErrorCollector();
    const calendar = await loadCalendar(tx);
    const today = todayOf(calendar).ad;
    const fiscalYearId = await fiscalYearOf(tx, body.fiscal_year_id);
    if (!(await fiscalYearExists(tx, fiscalYearId)))
      errors.add("fiscal_year_id", MESSAGES.fiscalYear).throwIfAny();
    if ((await countLivePresets(tx, auth.userId, fiscalYearId, today)) >= MAX_PRESETS_PER_YEAR)
      errors.add("title", MESSAGES.tooMany);
    const expiry = expiryOf(calendar, body.expires_at, errors);
    const milestoneIds = await checkMilestones(tx, request, fiscalYearId, body.milestone_ids, errors);
    errors.throwIfAny();
    const id = await insertPreset(tx, {
      userId: auth.userId,
      fiscalYearId,
      title: body.title,
      expiresAt: expiry.bs,
      expiresAtAd: expiry.ad,
      createdBy: auth.userId,
    });
    await replacePresetItems(tx, id, milestoneIds);
    await recordActivity(tx, request, {
      action: "create",
      entity: "milestone_preset",
      entityId: id,
      changes: { after: { title: body.title, expires_at: expiry.bs, milestone_ids: milestoneIds } },
    });
    return id;
  });
};

export const updatePreset = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  body: TMilestonePresetUpdate,
) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx);
    const current = await orNotFound(findPreset(tx, auth, id, todayOf(calendar).ad), PRESET);
    const errors = new FieldErrorCollector();
    const expiry = body.expires_at === undefined ? null : expiryOf(calendar, body.expires_at, errors);
    const milestoneIds =
      body.milestone_ids === undefined
        ? null
        : await checkMilestones(tx, request, current.fiscal_year_id, body.milestone_ids, errors);
    errors.throwIfAny();
    await updatePresetRow(tx, id, auth.userId, {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(expiry ? { expiresAt: expiry.bs, expiresAtAd: expiry.ad } : {}),
      updatedAt: new Date(),
    });
    if (milestoneIds) await replacePresetItems(tx, id, milestoneIds);
    await recordActivity(tx, request, {
      action: "update",
      entity: "milestone_preset",
      entityId: id,
      changes: {
        before: {
          title: current.title,
          expires_at: current.expires_at,
          milestone_ids: current.milestone_ids,
        },
        after: {
          title: body.title ?? current.title,
          expires_at: expiry?.bs ?? current.expires_at,
          milestone_ids: milestoneIds ?? current.milestone_ids,
        },
      },
    });
  });
};

export const deletePreset = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await db.transaction(async (tx) => {
    const current = await orNotFound(findPreset(tx, auth, id, await todayAd(tx)), PRESET);
    await deletePresetRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "milestone_preset",
      entityId: id,
      changes: { before: { title: current.title, expires_at: current.expires_at } },
    });
  });
};

/** The milestones the filter offers, with every matching id (up to the selection limit) for "select all". */
export const milestoneOptions = async (
  executor: Executor,
  request: FastifyRequest,
  query: { page_no: number; per_page: number; search: string; fiscal_year_id?: number | string },
  nikayaIds: readonly number[],
) => {
  const auth = authOf(request);
  await assertOfficesInScope(executor, auth, nikayaIds);
  const options = {
    fiscalYearId: await fiscalYearOf(executor, query.fiscal_year_id),
    nikayaIds,
    search: query.search.trim(),
  };
  const [page, allIds] = await Promise.all([
    listMilestoneOptions(executor, auth, { ...options, page_no: query.page_no, per_page: query.per_page }),
    matchingMilestoneIds(executor, auth, { ...options, limit: MAX_SELECTED_MILESTONES }),
  ]);
  return { ...page, all_ids: allIds };
};
