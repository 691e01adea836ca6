import { bsDateText, toDevanagariDigits } from "@pragati/domain/calendar";
import type { TIndicatorProgress, TSetupBlock, ZIndicatorAchievementBody } from "@pragati/domain/contract";
import {
  achievementOpen,
  monthsOfPeriod,
  periodCount,
  periodsEndedBy,
  type ReviewPeriod,
  targetIssues,
} from "@pragati/domain/indicators";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { ATTACHMENT_RULES, type IncomingFile } from "../../lib/attachments";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound, refuse } from "../../lib/errors";
import { EVIDENCE_FILES, filesPerRecord } from "../../lib/record-file-owner";
import { checkFileCount, visibleFile, withStoredFiles } from "../../lib/record-files";
import { lockRow } from "../../lib/row-lock";
import { isOfficeInScope } from "../../lib/scope";
import type { FileStorage } from "../../lib/storage";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { assertMonthOpen, closedMonths } from "../approvals/approvals.service";
import { buildSetupBlock } from "../calendar/calendar.service";
import {
  findIndicator,
  findPeriodFile,
  type IndicatorRecord,
  insertPeriodFiles,
  periodFileRows,
  periodRows,
  progressRow,
  writeAchievement,
  writePeriodRow,
  writeTargets,
  yearOrder,
} from "./indicators.repository";
import {
  canManageIndicator,
  INDICATOR,
  indicatorScope,
  lockedFor,
  openForManage,
} from "./indicators.service";

const MESSAGES = {
  noAnnual: {
    en: "Set the indicator's annual target before its period targets.",
    np: "अवधिका लक्ष्यभन्दा पहिले सूचकको वार्षिक लक्ष्य राख्नुहोस्।",
  },
  count: (n: number): BilingualMessage => ({
    en: `Enter a target for each of the ${n} periods, or none.`,
    np: `सबै ${toDevanagariDigits(String(n))} अवधिको लक्ष्य राख्नुहोस्, वा कुनै पनि नराख्नुहोस्।`,
  }),
  decreasing: (period: number): BilingualMessage => ({
    en: `A running total cannot fall: period ${period + 1} is below the one before.`,
    np: `सञ्चित लक्ष्य घट्न सक्दैन: अवधि ${toDevanagariDigits(String(period + 1))} अघिल्लोभन्दा कम छ।`,
  }),
  last: {
    en: "The last period's target must equal the annual target.",
    np: "अन्तिम अवधिको लक्ष्य वार्षिक लक्ष्यसँग बराबर हुनुपर्छ।",
  },
  sum: (sum: number): BilingualMessage => ({
    en: `The period targets add up to ${sum}, not to the annual target.`,
    np: `अवधिका लक्ष्यको जोड ${toDevanagariDigits(String(sum))} हुन्छ, वार्षिक लक्ष्य होइन।`,
  }),
  period: { en: "This indicator has no such period.", np: "यो सूचकमा यस्तो अवधि छैन।" },
  notReporter: {
    en: "Only the indicator's reporting office (or an office above it) may enter its achievements.",
    np: "सूचकको प्रतिवेदन गर्ने निकाय (वा माथिको निकाय) ले मात्र उपलब्धि प्रविष्ट गर्न सक्छ।",
  },
  closed: (from: string | null, to: string | null): BilingualMessage => ({
    en: `Achievements are entered for the active reporting periods of the current fiscal year only, from ${from ?? "…"} to ${to ?? "…"}.`,
    np: `चालु आर्थिक वर्षको सक्रिय प्रतिवेदन अवधिको उपलब्धि मात्र ${bsDateText(from ?? "…", "np")} देखि ${bsDateText(to ?? "…", "np")} सम्म प्रविष्ट गर्न मिल्छ।`,
  }),
  files: filesPerRecord(ATTACHMENT_RULES.maxFiles, { en: "period", np: "अवधिमा" }, EVIDENCE_FILES),
} as const;

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const insideWindow = (today: string, from: string | null, to: string | null) =>
  (!from || today >= from) && (!to || today <= to);

/** The reporting office, or one above it, with `indicator.report` (admin: any). */
const canReport = async (executor: Executor, auth: AuthContext, row: IndicatorRecord) =>
  hasPermission(auth, "indicator.report") &&
  (auth.allOffices || (await isOfficeInScope(executor, auth, row.responsible_office_id)));

/**
 * The suchak window: a period of the current fiscal year whose last month is an active reporting month,
 * while today is inside the suchak reporting period (when set). Admin passes the dates, not the periods.
 */
export const periodOpen = (auth: AuthContext, setup: TSetupBlock, row: IndicatorRecord, period: number) =>
  row.fiscal_year_id === setup.current_fiscal_year_id_by_current_date &&
  achievementOpen(row.review_period as ReviewPeriod, period, setup.active_suchak_reporting_period) &&
  (auth.roleSlug === "admin" ||
    insideWindow(setup.current_date, setup.suchak_reporting_period.from, setup.suchak_reporting_period.to));

/** The periods ended by the reporting month: all of a past year, none of a future one. */
const endedPeriods = async (executor: Executor, setup: TSetupBlock, row: IndicatorRecord) => {
  const review = row.review_period as ReviewPeriod;
  const years = await yearOrder(executor, row.fiscal_year_id, setup.current_fiscal_year_id_by_current_date);
  if (years.current_start_year === null || years.start_year < years.current_start_year)
    return periodCount(review);
  if (years.start_year > years.current_start_year) return 0;
  return periodsEndedBy(review, setup.current_suchak_reporting_month);
};

/** An indicator's periods with targets, achievements and files, and its progress to date. */
export const indicatorProgress = async (
  executor: Executor,
  request: FastifyRequest,
  id: number,
): Promise<TIndicatorProgress> => {
  const auth = authOf(request);
  const row = await orNotFound(findIndicator(executor, id, indicatorScope(auth)), INDICATOR);
  const [setup, stored, files, locked, closed] = await Promise.all([
    buildSetupBlock(executor),
    periodRows(executor, id),
    periodFileRows(executor, id),
    lockedFor(executor, auth, row.fiscal_year_id),
    closedMonths(executor, {
      stream: "indicator",
      fiscalYearId: row.fiscal_year_id,
      officeId: row.responsible_office_id,
    }),
  ]);
  const review = row.review_period as ReviewPeriod;
  const [reporter, ended] = await Promise.all([
    canReport(executor, auth, row),
    endedPeriods(executor, setup, row),
  ]);
  const progress = await progressRow(executor, id, ended);
  const periods = Array.from({ length: periodCount(review) }, (_, period) => {
    const found = stored.find((p) => p.period === period);
    const figures = progress.periods[period];
    const months = monthsOfPeriod(review, period);
    const frozen = closed.has(months[months.length - 1]);
    return {
      period,
      months,
      target: numberOrNull(found?.target ?? null),
      actual: numberOrNull(found?.actual ?? null),
      comment: found?.comment ?? "",
      files: files
        .filter((f) => f.period === period)
        .map((f) => ({ id: f.id, filename: f.filename, file_url: `/api/indicators/file/${f.id}` })),
      open: reporter && !frozen && periodOpen(auth, setup, row, period),
      frozen,
      percent: figures.percent,
      status: figures.status,
    };
  });
  return {
    indicator_id: id,
    periods,
    to_date: {
      ended,
      reported: progress.reported,
      target: progress.t,
      actual: progress.a,
      percent: progress.percent,
      met: progress.kind === "met" ? true : progress.kind === "not_met" ? false : null,
      status: progress.status,
    },
    can_manage: canManageIndicator(auth, row, locked),
    can_report: reporter,
  };
};

/** Sets the targets of every period (or clears them), checked per aggregation; the lock binds it. */
export const setTargets = (db: Db, request: FastifyRequest, id: number, targets: readonly number[]) =>
  db.transaction(async (tx) => {
    const { current } = await openForManage(tx, request, id);
    const errors = new FieldErrorCollector();
    const count = periodCount(current.review_period as ReviewPeriod);
    const annual = numberOrNull(current.annual_target);
    if (targets.length > 0 && annual === null) errors.add("periods", MESSAGES.noAnnual);
    else if (annual !== null)
      for (const issue of targetIssues({
        aggregation: current.aggregation as "cumulative",
        direction: current.direction as "increase",
        baseline: numberOrNull(current.baseline),
        annual,
        periods: targets,
        periodCount: count,
      })) {
        if (issue.field !== "periods") continue;
        if (issue.issue === "count") errors.add("periods", MESSAGES.count(issue.expected));
        else if (issue.issue === "decreasing")
          errors.add(`periods.${issue.period}`, MESSAGES.decreasing(issue.period));
        else if (issue.issue === "last_not_annual") errors.add(`periods.${count - 1}`, MESSAGES.last);
        else errors.add("periods", MESSAGES.sum(issue.sum));
      }
    errors.throwIfAny();
    await writeTargets(tx, id, targets.length === 0 ? Array(count).fill(null) : targets);
    await recordActivity(tx, request, {
      action: "update",
      entity: "indicator",
      entityId: id,
      nikayaId: current.nikaya_id,
      changes: { period_targets: targets },
    });
  });

/**
 * The indicator and period the caller may report now: 404 outside scope, 403 not the reporter, 409 closed.
 * Locked (`lockRow`) before it is read: a period's files are counted, and its indicator checked, against
 * what concurrent entries and edits committed.
 */
const openForReport = async (tx: Executor, request: FastifyRequest, id: number, period: number) => {
  const auth = authOf(request);
  await lockRow(tx, "indicators", id);
  const row = await orNotFound(findIndicator(tx, id, indicatorScope(auth)), INDICATOR);
  if (!(await canReport(tx, auth, row))) throw refuse(403, MESSAGES.notReporter);
  if (period >= periodCount(row.review_period as ReviewPeriod))
    new FieldErrorCollector().add("period", MESSAGES.period).throwIfAny();
  const setup = await buildSetupBlock(tx);
  if (!periodOpen(auth, setup, row, period)) {
    const message = MESSAGES.closed(setup.suchak_reporting_period.from, setup.suchak_reporting_period.to);
    throw conflict(message);
  }
  // A period is reported in its last month: that month of the reporting office's chain freezes it.
  const months = monthsOfPeriod(row.review_period as ReviewPeriod, period);
  await assertMonthOpen(tx, {
    stream: "indicator",
    fiscalYearId: row.fiscal_year_id,
    month: months[months.length - 1],
    officeId: row.responsible_office_id,
  });
  return { auth, row };
};

type AchievementInput = z.output<typeof ZIndicatorAchievementBody>;

export const reportAchievement = (
  db: Db,
  request: FastifyRequest,
  input: { id: number; period: number; body: AchievementInput },
) =>
  db.transaction(async (tx) => {
    const { auth, row } = await openForReport(tx, request, input.id, input.period);
    await writeAchievement(tx, {
      indicatorId: input.id,
      period: input.period,
      actual: input.body.actual,
      comment: input.body.comment,
      userId: auth.userId,
    });
    await recordActivity(tx, request, {
      action: "update",
      entity: "indicator",
      entityId: input.id,
      nikayaId: row.responsible_office_id,
      changes: { period: input.period, ...input.body },
    });
  });

/** Evidence files of a period's achievement, stored with the transaction that records them. */
export const attachPeriodFiles = (
  db: Db,
  storage: FileStorage,
  request: FastifyRequest,
  input: { id: number; period: number; files: readonly IncomingFile[] },
) =>
  withStoredFiles(db, storage, async (tx, store) => {
    const { auth, row } = await openForReport(tx, request, input.id, input.period);
    const existing = (await periodFileRows(tx, input.id)).filter((f) => f.period === input.period).length;
    checkFileCount({
      existing,
      incoming: input.files.length,
      max: ATTACHMENT_RULES.maxFiles,
      message: MESSAGES.files,
    });
    const periodId = await writePeriodRow(tx, input.id, input.period);
    await insertPeriodFiles(tx, periodId, await store(input.files), auth.userId);
    await recordActivity(tx, request, {
      action: "update",
      entity: "indicator",
      entityId: input.id,
      nikayaId: row.responsible_office_id,
      changes: { period: input.period, files_added: input.files.map((f) => f.filename) },
    });
  });

/** A stored evidence file the caller sees (404 otherwise). */
export const visiblePeriodFile = (executor: Executor, request: FastifyRequest, fileId: number) =>
  visibleFile(findPeriodFile(executor, fileId), (file) =>
    findIndicator(executor, file.indicator_id, indicatorScope(authOf(request))),
  );
