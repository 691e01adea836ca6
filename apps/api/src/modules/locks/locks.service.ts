import { LOCK_KEYS, type LockKey } from "@pragati/domain/setup";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { type BilingualMessage, conflict, FieldErrorCollector } from "../../lib/errors";
import { inOfficeScope } from "../../lib/scope";
import type { AuthContext } from "../../plugins/auth";
import { findFiscalYearById } from "../calendar/calendar.repository";
import { chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { anyLock, lockedKinds, lockedOffices, writeLock } from "./locks.repository";

/**
 * The five locks bound to a fiscal year (PRODUCT.md section 3). This file is the one place that decides
 * whether a write is locked: modules call `assertUnlocked` (or `isLocked` to show the state) with the
 * kind, the fiscal year of the record and every office it belongs to.
 */

export type LockScope = { kind: LockKey; fiscalYearId: number; officeIds: readonly number[] };

export const LOCKED_MESSAGES: Record<LockKey, BilingualMessage> = {
  action_plan_lock: { en: "The action plan is locked.", np: "कार्ययोजना लक गरिएको छ।" },
  ayojana_lock: { en: "Projects are locked.", np: "आयोजना लक गरिएको छ।" },
  profile_lock: { en: "Project profiles are locked.", np: "आयोजना प्रोफाइल लक गरिएको छ।" },
  indicator_lock: { en: "Indicators are locked.", np: "सूचक लक गरिएको छ।" },
  contract_lock: { en: "Contracts are locked.", np: "ठेक्का लक गरिएको छ।" },
};

/** True when the kind is locked for that fiscal year globally or for any of the offices. */
export const isLocked = (executor: Executor, scope: LockScope): Promise<boolean> =>
  anyLock(executor, { ...scope, officeIds: [...new Set(scope.officeIds)] });

/** Refuses with 409 (message in both languages) when the lock binds the caller; admin is never bound. */
export const assertUnlocked = async (executor: Executor, auth: AuthContext, scope: LockScope) => {
  if (auth.roleSlug === "admin") return;
  if (await isLocked(executor, scope)) {
    const message = LOCKED_MESSAGES[scope.kind];
    throw conflict(message);
  }
};

/** The fiscal year a lock call names, else the current one; an unknown id is a 422 on `fiscal_year_id`. */
export const lockFiscalYearId = async (executor: Executor, fiscalYearId: number | null | undefined) => {
  const id = await chosenOrCurrentFiscalYearId(executor, fiscalYearId);
  const found = id == null ? null : await findFiscalYearById(executor, id);
  if (!found)
    new FieldErrorCollector()
      .add("fiscal_year_id", { en: "Choose a fiscal year.", np: "आर्थिक वर्ष छान्नुहोस्।" })
      .throwIfAny();
  return found?.id as number;
};

/** The five locks of one fiscal year, global (`officeId` null) or one office's own. */
export const locksOf = async (
  executor: Executor,
  fiscalYearId: number,
  officeId: number | null,
): Promise<Record<LockKey, boolean>> => {
  const on = await lockedKinds(executor, fiscalYearId, officeId);
  return Object.fromEntries(LOCK_KEYS.map((key) => [key, on.has(key)])) as Record<LockKey, boolean>;
};

/** The five locks of a fiscal year (the given one, else the current one), global or one office's own. */
export const yearLocks = async (executor: Executor, fiscalYearId: number | null, officeId: number | null) => {
  const year = await lockFiscalYearId(executor, fiscalYearId);
  return { fiscalYearId: year, on: await locksOf(executor, year, officeId) };
};
export type YearLocks = Awaited<ReturnType<typeof yearLocks>>;

/** Sets the locks named in `changes` (others stay) and answers the five before and after. */
export const setLocks = async (
  executor: Executor,
  input: {
    fiscalYearId: number;
    officeId: number | null;
    changes: Partial<Record<LockKey, boolean>>;
    userId: number | null;
  },
) => {
  const before = await locksOf(executor, input.fiscalYearId, input.officeId);
  for (const kind of LOCK_KEYS) {
    const on = input.changes[kind];
    if (on === undefined || on === before[kind]) continue;
    await writeLock(executor, {
      kind,
      fiscalYearId: input.fiscalYearId,
      officeId: input.officeId,
      on,
      userId: input.userId,
    });
  }
  const after = {
    ...before,
    ...Object.fromEntries(
      LOCK_KEYS.filter((k) => input.changes[k] !== undefined).map((k) => [k, input.changes[k] as boolean]),
    ),
  };
  return { before, after };
};

/**
 * What binds the caller for one kind in a fiscal year (the given one, else the current one), for the
 * screens: the global lock and the offices of the caller's scope whose own lock is on.
 */
export const locksInScope = async (
  executor: Executor,
  auth: AuthContext,
  input: { kind: LockKey; fiscalYearId: number | null },
) => {
  const { fiscalYearId, on } = await yearLocks(executor, input.fiscalYearId, null);
  const offices = await lockedOffices(executor, {
    kind: input.kind,
    fiscalYearId,
    scope: inOfficeScope(auth, sql`o.id`),
  });
  return { fiscalYearId, global: on[input.kind], offices };
};
