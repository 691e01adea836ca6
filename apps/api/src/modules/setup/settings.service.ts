import { toDevanagariDigits } from "@pragati/domain/calendar";
import type { TOtherSettingUpdate, TReportingPeriodUpdate } from "@pragati/domain/contract";
import {
  checkReportingWindows,
  LOCK_KEYS,
  REPORTING_WINDOW_FIELDS,
  type ReportingWindowIssue,
} from "@pragati/domain/setup";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { type BilingualMessage, FieldErrorCollector, forbidden } from "../../lib/errors";
import { lockRow } from "../../lib/row-lock";
import { authOf, hasPermission } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { setLocks, yearLocks } from "../locks/locks.service";
import { fiscalYearExists, loadSettings, type SettingsChange, saveSettings } from "./settings.repository";
import { presentOtherSetting, presentReportingPeriod } from "./setup.presenter";

/** Only the fields whose value changes, before and after (for the activity log). */
export const settingsDiff = <T extends Record<string, unknown>>(before: T, input: Partial<T>) => {
  const changed = Object.keys(input).filter(
    (key) => input[key] !== undefined && JSON.stringify(input[key]) !== JSON.stringify(before[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, input[key]])),
  };
};

type Decided = {
  change: SettingsChange;
  logged: ReturnType<typeof settingsDiff>;
  /** What else the save writes in its transaction (the global locks). */
  alsoInTransaction?: () => Promise<unknown>;
};

/**
 * Saves a settings form in one transaction that locks the one settings row (`lockRow`) before `decide`
 * reads the values it compares with: of concurrent identical saves, one changes them (and the global locks)
 * and is logged; the others find nothing to change.
 */
export const saveSettingsForm = (
  db: Db,
  request: FastifyRequest,
  entity: string,
  decide: (tx: Executor) => Promise<Decided>,
) =>
  db.transaction(async (tx) => {
    await lockRow(tx, "app_settings", 1);
    const { change, logged, alsoInTransaction } = await decide(tx);
    // Saving the values already stored changes nothing, so it is not logged either.
    if (Object.keys(logged.after).length === 0) return;
    await saveSettings(tx, change);
    await alsoInTransaction?.();
    await recordActivity(tx, request, { action: "update", entity, entityId: 1, changes: logged });
  });

/** The settings with the global locks of a fiscal year (the given one, else the current one). */
export const getOtherSetting = async (executor: Executor, fiscalYearId: number | null) =>
  presentOtherSetting(await loadSettings(executor), await yearLocks(executor, fiscalYearId, null));

/**
 * Limits, notification flags and adoption, and the global locks of `lock_fiscal_year_id` (default: the
 * current year); a lock may change only with `lock.manage` (403).
 */
export const updateOtherSetting = (db: Db, request: FastifyRequest, input: TOtherSettingUpdate) =>
  saveSettingsForm(db, request, "other_setting", async (tx) => {
    const before = await getOtherSetting(tx, input.lock_fiscal_year_id ?? null);
    const { lock_fiscal_year_id: _year, ...fields } = input;
    const logged = settingsDiff(before, fields);
    const lockChanges = Object.fromEntries(
      LOCK_KEYS.filter((key) => key in logged.after).map((key) => [key, input[key]]),
    );
    if (Object.keys(lockChanges).length > 0) {
      if (!hasPermission(authOf(request), "lock.manage")) throw forbidden();
      // The log names the year the locks belong to.
      logged.before.lock_fiscal_year_id = before.lock_fiscal_year_id;
      logged.after.lock_fiscal_year_id = before.lock_fiscal_year_id;
    }
    return {
      change: {
        helperLimit: input.helper_limit,
        reasonLimit: input.reason_limit,
        descriptionLimit: input.description_limit,
        treasuryGapPercent: input.treasury_gap_percent,
        indicatorOnTrackBand: input.indicator_on_track_band,
        approvedOnlyDefault: input.approved_only_default,
        qualityGapPercent: input.quality_gap_percent,
        pragatiNotification: input.pragati_notification,
        commentNotification: input.comment_notification,
        ratingNotification: input.rating_notification,
        allowAdoption: input.allow_adoption,
        evidenceForDecisions: input.evidence_for_decisions,
        evidenceForActionPoints: input.evidence_for_action_points,
        evidenceForMilestones: input.evidence_for_milestones,
        evidenceForProjectJump: input.evidence_for_project_jump,
        projectJumpThreshold: input.project_jump_threshold,
      },
      logged,
      alsoInTransaction: () =>
        setLocks(tx, {
          fiscalYearId: before.lock_fiscal_year_id,
          officeId: null,
          changes: lockChanges,
          userId: authOf(request).userId,
        }),
    };
  });

export const getReportingPeriod = async (executor: Executor) =>
  presentReportingPeriod(await loadSettings(executor));

const windowMessage = (issue: ReportingWindowIssue): BilingualMessage => {
  switch (issue.issue) {
    case "invalid_date":
      return {
        en: "Enter a valid BS date, e.g. 2082-04-01.",
        np: `मान्य वि.सं. मिति लेख्नुहोस्, जस्तै ${toDevanagariDigits("2082-04-01")}।`,
      };
    case "both_required":
      return {
        en: "Enter both dates of the period, or neither.",
        np: "अवधिको सुरु र अन्त्य दुवै मिति लेख्नुहोस्, वा कुनै पनि नलेख्नुहोस्।",
      };
    case "from_after_to":
      return {
        en: "The end date must not be before the start date.",
        np: "अन्त्य मिति सुरु मितिभन्दा अघि हुन सक्दैन।",
      };
  }
};

/**
 * Reporting months, the active suchak months, the add/edit windows (BS dates checked against the
 * calendar, both ends or neither, start <= end) and the current fiscal year.
 */
export const updateReportingPeriod = (db: Db, request: FastifyRequest, input: TReportingPeriodUpdate) =>
  saveSettingsForm(db, request, "reporting_period", async (tx) => {
    const before = presentReportingPeriod(await loadSettings(tx));
    const errors = new FieldErrorCollector();
    // Windows are checked as they will be stored: the input over the current values.
    const merged = { ...before, ...input };
    const { issues, dates } = checkReportingWindows(await loadCalendar(tx), merged);
    for (const issue of issues) errors.add(issue.field, windowMessage(issue));
    if (input.current_fiscal_year_id && !(await fiscalYearExists(tx, input.current_fiscal_year_id)))
      errors.add("current_fiscal_year_id", {
        en: "Choose a fiscal year from the list.",
        np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।",
      });
    errors.throwIfAny();

    const months =
      input.active_suchak_months && [...new Set(input.active_suchak_months)].sort((a, b) => a - b);
    const normalized = {
      ...input,
      ...(months ? { active_suchak_months: months } : {}),
      ...Object.fromEntries(
        REPORTING_WINDOW_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, dates[f]]),
      ),
    };
    return {
      change: {
        currentFiscalYearId: normalized.current_fiscal_year_id,
        pragatiReportingMonth: normalized.pragati_reporting_month,
        suchakReportingMonth: normalized.suchak_reporting_month,
        ayojanaReportingMonth: normalized.ayojana_reporting_month,
        activeSuchakMonths: normalized.active_suchak_months,
        pragatiAddFrom: normalized.pragati_add_from,
        pragatiAddTo: normalized.pragati_add_to,
        pragatiEditFrom: normalized.pragati_edit_from,
        pragatiEditTo: normalized.pragati_edit_to,
        suchakPeriodFrom: normalized.suchak_period_from,
        suchakPeriodTo: normalized.suchak_period_to,
        ayojanaPeriodFrom: normalized.ayojana_period_from,
        ayojanaPeriodTo: normalized.ayojana_period_to,
      },
      logged: settingsDiff(before, normalized),
    };
  });
