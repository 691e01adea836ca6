import { bsDateText, fiscalMonthOf, fiscalStartYearOf, parseBs } from "@pragati/domain/calendar";
import type { TContractMonth, TSetupBlock, ZContractMonthBody } from "@pragati/domain/contract";
import {
  type ContractStatus,
  dayAfterFiscalMonth,
  monthFigures,
  monthRoleOf,
} from "@pragati/domain/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, type BilingualMessage, conflict, FieldErrorCollector, notFound } from "../../lib/errors";
import { assertOfficeInScope } from "../../lib/scope";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { assertMonthOpen, closedMonths } from "../approvals/approvals.service";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { assertUnlocked, isLocked } from "../locks/locks.service";
import { projectScopeOf, seesPostedProjectsOnly } from "../projects/project-scope";
import { fiscalYearStart } from "../projects/projects.repository";
import {
  findSubmittedMonth,
  insertSubmittedMonth,
  officeRef,
  officeYearContracts,
} from "./contract-months.repository";

const MESSAGES = {
  fiscalYear: { en: "Choose a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  future: {
    en: "A month not yet ended cannot be submitted.",
    np: "नसकिएको महिना पेश गर्न मिल्दैन।",
  },
  headSubmit: {
    en: "The office's staff submit its month; a project head reads the contracts of their projects only.",
    np: "निकायको महिना निकायका कर्मचारीले पेश गर्छन्; आयोजना प्रमुखले आफ्ना आयोजनाका ठेक्का मात्र हेर्न सक्छन्।",
  },
  submitted: {
    en: "This month's contract progress was already submitted; it stays as submitted.",
    np: "यो महिनाको ठेक्का प्रगति पेश भइसकेको छ; पेश गरेअनुसार नै रहन्छ।",
  },
} satisfies Record<string, BilingualMessage>;

/** Inside the ayojana reporting period [from, to] when set (the window projects' months use). */
const insideWindow = (setup: TSetupBlock) => {
  const { from, to } = setup.ayojana_reporting_period;
  const today = setup.current_date;
  return (!from || today >= from) && (!to || today <= to);
};

const windowClosed = (setup: TSetupBlock) => {
  const { from, to } = setup.ayojana_reporting_period;
  return conflict({
    en: `Contract progress can be submitted only from ${from ?? "…"} to ${to ?? "…"}.`,
    np: `ठेक्का प्रगति ${bsDateText(from ?? "…", "np")} देखि ${bsDateText(to ?? "…", "np")} सम्म मात्र पेश गर्न मिल्छ।`,
  });
};

/** A month is over once today is past it (the reporting month just ended, or any before it). */
const monthEnded = (setup: TSetupBlock, startYear: number, month: number) => {
  const today = parseBs(setup.current_date);
  const todayYear = fiscalStartYearOf(today);
  return startYear < todayYear || (startYear === todayYear && month < fiscalMonthOf(today));
};

/** The figures of an office's month and the rows behind them, from the records now. */
const derive = async (
  executor: Executor,
  input: { officeId: number; fiscalYearId: number; startYear: number; month: number; scope: SQL },
) => {
  const until = dayAfterFiscalMonth(input.startYear, input.month);
  const contracts = await officeYearContracts(executor, input);
  return {
    figures: monthFigures(contracts, until),
    rows: contracts.map((c) => ({
      id: c.id,
      number: c.number,
      title: c.title,
      status: c.status as ContractStatus,
      estimated_amount: c.estimated_amount,
      contract_amount: c.contract_amount,
      multi_year: c.multi_year,
      planned_award: c.planned_award,
      actual_award: c.actual_award,
      ...(({ counted, due, awarded }) => ({ counted, due, awarded }))(monthRoleOf(c, until)),
    })),
  };
};

const yearStartOr422 = async (executor: Executor, fiscalYearId: number | null) => {
  const startYear = fiscalYearId === null ? null : await fiscalYearStart(executor, fiscalYearId);
  if (startYear === null) new FieldErrorCollector().add("fiscal_year_id", MESSAGES.fiscalYear).throwIfAny();
  return startYear as number;
};

const mayWrite = async (
  executor: Executor,
  auth: AuthContext,
  setup: TSetupBlock,
  office: { officeId: number; fiscalYearId: number },
) =>
  auth.roleSlug === "admin" ||
  (insideWindow(setup) &&
    !(await isLocked(executor, {
      kind: "contract_lock",
      fiscalYearId: office.fiscalYearId,
      officeIds: [office.officeId],
    })));

/**
 * An office's month (default: the caller's office, the header's fiscal year and the ayojana reporting
 * month): the figures from the records, the submitted snapshot if any, and the rows behind them.
 */
export const contractMonthOf = async (
  db: Db,
  request: FastifyRequest,
  query: { nikaya_id?: number; fiscal_year_id?: unknown; month?: number },
): Promise<TContractMonth> => {
  const auth = authOf(request);
  const officeId = query.nikaya_id ?? auth.nikayaId;
  if (!officeId) throw notFound({ en: "Office", np: "निकाय" });
  await assertOfficeInScope(db, auth, officeId);
  const setup = await buildSetupBlock(db);
  const fiscalYearId = await chosenOrCurrentFiscalYearId(
    db,
    query.fiscal_year_id as number | string | null | undefined,
    setup,
  );
  const startYear = await yearStartOr422(db, fiscalYearId);
  const month = query.month ?? setup.current_ayojana_reporting_month;
  const key = { officeId, fiscalYearId: fiscalYearId as number, month };
  // The rows follow the project scope, as `thekka/all`: a project head reads the contracts of the
  // projects posted to them only, and never the office's submitted month (office-wide figures).
  const headOnly = seesPostedProjectsOnly(auth);
  const [office, derived, submitted, closed] = await Promise.all([
    officeRef(db, officeId),
    derive(db, { ...key, startYear, scope: await projectScopeOf(db, auth) }),
    headOnly ? null : findSubmittedMonth(db, key),
    closedMonths(db, { stream: "contract", fiscalYearId: key.fiscalYearId, officeId }),
  ]);
  const canSubmit =
    !headOnly &&
    hasPermission(auth, "contract.manage") &&
    submitted === null &&
    !closed.has(month) &&
    monthEnded(setup, startYear, month) &&
    (await mayWrite(db, auth, setup, key));
  return {
    nikaya: office ?? { id: officeId, name: "", name_np: "" },
    fiscal_year_id: key.fiscalYearId,
    month,
    figures: derived.figures,
    submitted,
    can_submit: canSubmit,
    window: setup.ayojana_reporting_period,
    rows: derived.rows,
  };
};

/**
 * Submits an office's month with remarks: the figures are derived now and kept as submitted. Refusals:
 * 404 office scope, 409 window (all but admin), 409 contract lock of the year (all but admin), 422 a
 * month not yet ended, 409 already submitted.
 */
export const submitContractMonth = async (
  db: Db,
  request: FastifyRequest,
  body: z.output<typeof ZContractMonthBody>,
) => {
  try {
    return await db.transaction(async (tx) => {
      const auth = authOf(request);
      await assertOfficeInScope(tx, auth, body.nikaya_id);
      // The office's month is the whole office's: submitted by its staff, never by a project head.
      if (seesPostedProjectsOnly(auth))
        throw new AppError({
          status: 403,
          message: MESSAGES.headSubmit.en,
          messageNp: MESSAGES.headSubmit.np,
        });
      const setup = await buildSetupBlock(tx);
      if (auth.roleSlug !== "admin" && !insideWindow(setup)) throw windowClosed(setup);
      await assertUnlocked(tx, auth, {
        kind: "contract_lock",
        fiscalYearId: body.fiscal_year_id,
        officeIds: [body.nikaya_id],
      });
      await assertMonthOpen(tx, {
        stream: "contract",
        fiscalYearId: body.fiscal_year_id,
        month: body.month,
        officeId: body.nikaya_id,
      });
      const startYear = await yearStartOr422(tx, body.fiscal_year_id);
      if (!monthEnded(setup, startYear, body.month))
        new FieldErrorCollector().add("month", MESSAGES.future).throwIfAny();
      const key = { officeId: body.nikaya_id, fiscalYearId: body.fiscal_year_id, month: body.month };
      if (await findSubmittedMonth(tx, key)) throw conflict(MESSAGES.submitted);
      const { figures } = await derive(tx, { ...key, startYear, scope: sql`TRUE` });
      const [row] = await insertSubmittedMonth(tx, {
        nikayaId: body.nikaya_id,
        fiscalYearId: body.fiscal_year_id,
        month: body.month,
        figures,
        remarks: body.remarks,
        submittedBy: auth.userId,
      });
      await recordActivity(tx, request, {
        action: "create",
        entity: "contract_month",
        entityId: row.id,
        nikayaId: body.nikaya_id,
        changes: { ...body, figures },
      });
    });
  } catch (error) {
    // A second submission racing the first meets the unique index: told as the check tells it.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.submitted);
    throw error;
  }
};
