import {
  bsDateText,
  type Calendar,
  fiscalMonthOf,
  fiscalStartYearOf,
  parseBs,
} from "@pragati/domain/calendar";
import type {
  TCostRevisionBody,
  TProjectBaselineBody,
  TSetupBlock,
  TTimeExtensionBody,
  ZProjectBody,
  ZProjectProgressBody,
} from "@pragati/domain/contract";
import { lastMonthShown, latestAchieved, sCurve, timeOverrun } from "@pragati/domain/projects";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { createRecord } from "../../lib/record-rows";
import { lockRow } from "../../lib/row-lock";
import { isOfficeInScope } from "../../lib/scope";
import type { FileStorage } from "../../lib/storage";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { assertMonthOpen } from "../approvals/approvals.service";
import { loadCalendar } from "../calendar/calendar.repository";
import { buildSetupBlock } from "../calendar/calendar.service";
import { assertUnlocked } from "../locks/locks.service";
import { projectVisits } from "../monitoring/monitoring.repository";
import { checkDate, checkEmail, checkGeo, checkPhone } from "../offices/offices.service";
import { existingOffices, fiscalYearExists } from "../plans/plans.repository";
import { claimOnSave, notifyClaim, PROJECT_JUMP } from "../progress/completion-claims";
import { projectTreasuryExpense } from "../treasury/treasury.repository";
import { refreshProjectFigures } from "./project-figures";
import { insertProjectHead } from "./project-heads.repository";
import { projectScopeOf, seesPostedProjectsOnly, todayBs } from "./project-scope";
import {
  baselineVersions,
  codeTaken,
  costRevisions,
  deleteProjectRow,
  findProject,
  fiscalYearStart,
  hasComponents,
  hasContracts,
  hasProgress,
  insertBaseline,
  insertCostRevision,
  insertProject,
  insertTimeExtension,
  plannedCurveOf,
  progressMonths,
  projectFileRows,
  reportedExpense,
  setProjectOffices,
  setupEntries,
  storedJump,
  timeExtensions,
  updateProjectRow,
  upsertProgress,
} from "./projects.repository";

export const PROJECT: BilingualMessage = { en: "Project", np: "आयोजना" };

const MESSAGES = {
  fiscalYear: { en: "Choose a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  type: { en: "Choose a project type from the list.", np: "सूचीबाट आयोजनाको प्रकार छान्नुहोस्।" },
  sector: { en: "Choose a sector from the list.", np: "सूचीबाट क्षेत्र छान्नुहोस्।" },
  subSector: {
    en: "Choose a sub-sector of the chosen sector.",
    np: "छानिएको क्षेत्रको उपक्षेत्र छान्नुहोस्।",
  },
  office: {
    en: "Choose the profiling office among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट प्रोफाइल गर्ने निकाय छान्नुहोस्।",
  },
  offices: { en: "Choose implementing offices from the list.", np: "सूचीबाट कार्यान्वयन गर्ने निकाय छान्नुहोस्।" },
  codeTaken: {
    en: "Another project already uses this code.",
    np: "यो कोड अर्को आयोजनाले प्रयोग गरिसकेको छ।",
  },
  endBeforeStart: {
    en: "The expected end date cannot be before the start date.",
    np: "सम्पन्न हुने अपेक्षित मिति सुरु मितिभन्दा अघि हुन सक्दैन।",
  },
  decimals: { en: "Use at most two decimal places.", np: "बढीमा दुई दशमलव स्थानसम्म लेख्नुहोस्।" },
  amount: { en: "Enter an amount above zero.", np: "शून्यभन्दा बढी रकम लेख्नुहोस्।" },
  revisionOrder: {
    en: "A revision's date cannot be before the previous revision's.",
    np: "संशोधनको मिति अघिल्लो संशोधनको मितिभन्दा अघि हुन सक्दैन।",
  },
  extensionOrder: {
    en: "An extension's date cannot be before the previous extension's.",
    np: "म्याद थपको मिति अघिल्लो म्याद थपको मितिभन्दा अघि हुन सक्दैन।",
  },
  noEndDate: {
    en: "Enter the project's expected end date before extending it.",
    np: "म्याद थप गर्नुअघि आयोजनाको सम्पन्न हुने अपेक्षित मिति लेख्नुहोस्।",
  },
  extendsNothing: {
    en: "The new end date must be after the current end date.",
    np: "नयाँ सम्पन्न मिति हालको सम्पन्न मितिभन्दा पछि हुनुपर्छ।",
  },
} satisfies Record<string, BilingualMessage>;

const LOCKED = {
  hasProgress: {
    en: "This project has monthly progress, so it cannot be deleted.",
    np: "यस आयोजनाको मासिक प्रगति भएकाले यसलाई हटाउन मिल्दैन।",
  },
  hasContracts: {
    en: "This project has contracts, so it cannot be deleted.",
    np: "यस आयोजनाका ठेक्का भएकाले यसलाई हटाउन मिल्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

/** The caller's project scope (project-scope.ts) for a request. */
export const scopeOf = (executor: Executor, request: FastifyRequest) =>
  projectScopeOf(executor, authOf(request));

/**
 * The ayojana lock of the project's fiscal year (global or the profiling office's) freezes creating and
 * changing projects; the profile lock freezes changing existing profiles. Admin is never stopped.
 */
const assertProjectsOpen = async (
  executor: Executor,
  auth: AuthContext,
  scope: { fiscalYearId: number; officeId: number },
  change: "create" | "edit",
) => {
  const lock = { fiscalYearId: scope.fiscalYearId, officeIds: [scope.officeId] };
  await assertUnlocked(executor, auth, { kind: "ayojana_lock", ...lock });
  if (change === "edit") await assertUnlocked(executor, auth, { kind: "profile_lock", ...lock });
};

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const checkLakh = (errors: FieldErrorCollector, field: string, value: number) => {
  if (!twoDecimals(value)) errors.add(field, MESSAGES.decimals);
  return value.toFixed(2);
};

const textOrNull = (value: string | null | undefined) => (value ? value : null);

type ProjectInput = z.output<typeof ZProjectBody>;
type ProgressInput = z.output<typeof ZProjectProgressBody>;

/** Checks a profile against the database and turns it into the row's values. */
const projectValues = async (
  tx: Executor,
  auth: AuthContext,
  body: ProjectInput,
  current: { id: number; nikaya_id: number } | null,
) => {
  const errors = new FieldErrorCollector();
  if (!(await fiscalYearExists(tx, body.fiscal_year_id))) errors.add("fiscal_year_id", MESSAGES.fiscalYear);
  const [types, sectors] = await Promise.all([
    setupEntries(tx, "ayojana-type", [body.type_id]),
    setupEntries(tx, "ayojana-sector", [body.sector_id, ...(body.sub_sector_id ? [body.sub_sector_id] : [])]),
  ]);
  if (!types.some((row) => row.id === body.type_id && row.parent_id === null))
    errors.add("type_id", MESSAGES.type);
  if (!sectors.some((row) => row.id === body.sector_id && row.parent_id === null))
    errors.add("sector_id", MESSAGES.sector);
  if (
    body.sub_sector_id &&
    !sectors.some((row) => row.id === body.sub_sector_id && row.parent_id === body.sector_id)
  )
    errors.add("sub_sector_id", MESSAGES.subSector);

  // Keeping the profiling office one already has is allowed even when it lies outside the caller's tree.
  const keepsOffice = current !== null && current.nikaya_id === body.nikaya_id;
  if (!keepsOffice && !(await isOfficeInScope(tx, auth, body.nikaya_id)))
    errors.add("nikaya_id", MESSAGES.office);
  const officeIds = [...new Set(body.office_ids)];
  if ((await existingOffices(tx, officeIds)).length !== officeIds.length)
    errors.add("office_ids", MESSAGES.offices);

  const code = textOrNull(body.code);
  if (code && (await codeTaken(tx, code, current?.id ?? null))) errors.add("code", MESSAGES.codeTaken);

  const provinceId = body.province_id ?? null;
  const districtId = body.district_id ?? null;
  const localLevelId = body.local_level_id ?? null;
  const ward = body.ward ?? null;
  await checkGeo(tx, errors, { provinceId, districtId, localLevelId, ward });

  const calendar = await loadCalendar(tx);
  const startDate = checkDate(errors, calendar, "start_date", body.start_date);
  const expectedEndDate = checkDate(errors, calendar, "expected_end_date", body.expected_end_date);
  if (startDate && expectedEndDate && expectedEndDate < startDate)
    errors.add("expected_end_date", MESSAGES.endBeforeStart);

  const values = {
    fiscalYearId: body.fiscal_year_id,
    name: body.name,
    code,
    phone: checkPhone(errors, "phone", body.phone),
    email: checkEmail(errors, "email", body.email),
    address: textOrNull(body.address),
    typeId: body.type_id,
    sectorId: body.sector_id,
    subSectorId: body.sub_sector_id ?? null,
    priority: body.priority ?? null,
    status: body.status,
    budgetSubHeads: [...new Set(body.budget_sub_heads)],
    area: body.area,
    provinceId,
    districtId,
    localLevelId,
    ward,
    nikayaId: body.nikaya_id,
    startDate,
    expectedEndDate,
    initialCost: checkLakh(errors, "initial_cost", body.initial_cost),
    totalExpenditure: checkLakh(errors, "total_expenditure", body.total_expenditure),
  };
  errors.throwIfAny();
  return { values, officeIds };
};

export const createProject = (db: Db, request: FastifyRequest, body: ProjectInput) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    const { values, officeIds } = await projectValues(tx, auth, body, null);
    await assertProjectsOpen(
      tx,
      auth,
      { fiscalYearId: values.fiscalYearId, officeId: values.nikayaId },
      "create",
    );
    return createRecord(tx, request, {
      entity: "project",
      insert: insertProject,
      values: { ...values, createdByNikayaId: auth.nikayaId },
      changes: body,
      also: async (id) => {
        await setProjectOffices(tx, id, officeIds);
        await refreshProjectFigures(tx, id);
        // A head who profiles a project heads it from that day (their scope is their postings).
        if (seesPostedProjectsOnly(auth))
          await insertProjectHead(tx, {
            projectId: id,
            userId: auth.userId,
            postedOn: await todayBs(tx),
            createdBy: auth.userId,
          });
      },
    });
  });

export const findInScope = async (tx: Executor, request: FastifyRequest, id: number) =>
  orNotFound(findProject(tx, id, await scopeOf(tx, request)), PROJECT);

export const updateProject = (db: Db, request: FastifyRequest, id: number, body: ProjectInput) =>
  db.transaction(async (tx) => {
    const { auth, project: before } = await openForEdit(tx, request, id);
    const { values, officeIds } = await projectValues(tx, auth, body, before);
    if (values.nikayaId !== before.nikaya_id)
      await assertProjectsOpen(
        tx,
        auth,
        { fiscalYearId: values.fiscalYearId, officeId: values.nikayaId },
        "edit",
      );
    await updateProjectRow(tx, id, { ...values, updatedAt: sql`now()` });
    await setProjectOffices(tx, id, officeIds);
    // The initial estimate and the fiscal year change the figures.
    await refreshProjectFigures(tx, id);
    await recordActivity(tx, request, {
      action: "update",
      entity: "project",
      entityId: id,
      nikayaId: values.nikayaId,
      changes: { before, after: body },
    });
  });

/**
 * A project without monthly progress or contracts may be deleted; one with them keeps its record. Its stored
 * files go once the deletion is committed.
 */
export const deleteProject = async (db: Db, storage: FileStorage, request: FastifyRequest, id: number) => {
  const files = await db.transaction(async (tx) => {
    const { project: before } = await openForEdit(tx, request, id);
    if (await hasProgress(tx, id)) throw conflict(LOCKED.hasProgress);
    if (await hasContracts(tx, id)) throw conflict(LOCKED.hasContracts);
    const files = await projectFileRows(tx, id);
    await deleteProjectRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "project",
      entityId: id,
      nikayaId: before.nikaya_id,
      changes: { before, files: files.map((f) => f.filename) },
    });
    return files;
  });
  for (const file of files) await storage.remove(file.storage_key);
};

const historyDate = (errors: FieldErrorCollector, calendar: Calendar, field: string, value: string) =>
  checkDate(errors, calendar, field, value);

/**
 * A project in the user's scope whose year-bound project lock allows editing it, locked (`lockRow`)
 * before it is read: every change of the project or of what hangs on it (months, components, history,
 * files, heads) runs one at a time per project and decides on what the previous one left.
 */
export async function openForEdit(tx: Executor, request: FastifyRequest, id: number) {
  const auth = authOf(request);
  await lockRow(tx, "projects", id);
  const project = await findInScope(tx, request, id);
  await assertProjectsOpen(
    tx,
    auth,
    { fiscalYearId: project.fiscal_year_id, officeId: project.nikaya_id },
    "edit",
  );
  return { auth, project };
}

/**
 * Adds a row to a project's history, which is never edited nor removed (cost revisions, time extensions,
 * baseline versions): rows are added in order, one writer at a time per project (`openForEdit` locks it);
 * `add` checks and inserts the row, then the figures are refreshed and the row logged under the project.
 */
const addToHistory = (
  db: Db,
  request: FastifyRequest,
  id: number,
  entity: string,
  add: (
    tx: Executor,
    opened: Awaited<ReturnType<typeof openForEdit>>,
  ) => Promise<{ rowId: number; changes: Record<string, unknown> }>,
) =>
  db.transaction(async (tx) => {
    const opened = await openForEdit(tx, request, id);
    const { rowId, changes } = await add(tx, opened);
    await refreshProjectFigures(tx, id);
    await recordActivity(tx, request, {
      action: "create",
      entity,
      entityId: rowId,
      nikayaId: opened.project.nikaya_id,
      changes: { project_id: id, ...changes },
    });
  });

/**
 * Adds a cost revision; revisions are never edited or removed, so the original estimate and every
 * step after it stay on record (DOMAIN.md "Projects": a revision that overwrites destroys the history).
 */
export const addCostRevision = (db: Db, request: FastifyRequest, id: number, body: TCostRevisionBody) =>
  addToHistory(db, request, id, "project_cost_revision", async (tx, { auth, project }) => {
    const errors = new FieldErrorCollector();
    const revisedOn = historyDate(errors, await loadCalendar(tx), "revised_on", body.revised_on);
    const amount = checkLakh(errors, "amount", body.amount);
    if (body.amount <= 0) errors.add("amount", MESSAGES.amount);
    const [last] = (await costRevisions(tx, id)).slice(-1);
    if (revisedOn && last && revisedOn < last.revised_on) errors.add("revised_on", MESSAGES.revisionOrder);
    errors.throwIfAny();
    const row = await insertCostRevision(tx, {
      projectId: id,
      revisedOn: revisedOn as string,
      amount,
      reason: body.reason,
      createdBy: auth.userId,
    });
    return { rowId: row.id, changes: { ...body, previous: last?.amount ?? project.initial_cost } };
  });

/** Adds a time extension, kept like cost revisions; the new end date must move the end later. */
export const addTimeExtension = (db: Db, request: FastifyRequest, id: number, body: TTimeExtensionBody) =>
  addToHistory(db, request, id, "project_time_extension", async (tx, { auth, project }) => {
    const errors = new FieldErrorCollector();
    const calendar = await loadCalendar(tx);
    const extendedOn = historyDate(errors, calendar, "extended_on", body.extended_on);
    const newEnd = historyDate(errors, calendar, "new_end_date", body.new_end_date);
    const [last] = (await timeExtensions(tx, id)).slice(-1);
    const currentEnd = last?.new_end_date ?? project.expected_end_date;
    if (extendedOn && last && extendedOn < last.extended_on)
      errors.add("extended_on", MESSAGES.extensionOrder);
    if (!currentEnd) errors.add("new_end_date", MESSAGES.noEndDate);
    else if (newEnd && newEnd <= currentEnd) errors.add("new_end_date", MESSAGES.extendsNothing);
    errors.throwIfAny();
    const row = await insertTimeExtension(tx, {
      projectId: id,
      extendedOn: extendedOn as string,
      newEndDate: newEnd as string,
      reason: body.reason,
      createdBy: auth.userId,
    });
    return { rowId: row.id, changes: { ...body, previous_end_date: currentEnd } };
  });

// --- monthly progress ------------------------------------------------------------------------------

const PROGRESS_MESSAGES = {
  future: {
    en: "Progress cannot be entered for a future month.",
    np: "आउँदो महिनाको प्रगति प्रविष्ट गर्न मिल्दैन।",
  },
  problemType: {
    en: "Choose a problem type from the list.",
    np: "सूचीबाट समस्याको प्रकार छान्नुहोस्।",
  },
  problemSubType: {
    en: "Choose a problem subtype of the chosen type.",
    np: "छानिएको प्रकारको समस्याको उप प्रकार छान्नुहोस्।",
  },
  physicalTargetTotal: {
    en: "The year's monthly physical targets would add up to more than 100%.",
    np: "वर्षभरिका मासिक भौतिक लक्ष्यको जोड १००% भन्दा बढी हुन्छ।",
  },
  physicalAchievedTotal: {
    en: "The year's monthly physical achievements would add up to more than 100%.",
    np: "वर्षभरिका मासिक भौतिक उपलब्धिको जोड १००% भन्दा बढी हुन्छ।",
  },
  financialTargetTotal: {
    en: "The year's monthly financial targets would add up to more than 100%.",
    np: "वर्षभरिका मासिक वित्तीय लक्ष्यको जोड १००% भन्दा बढी हुन्छ।",
  },
} satisfies Record<string, BilingualMessage>;

/** Inside the project reporting period [from, to] when set; BS dates compare as `YYYY-MM-DD`. */
export const insideProjectWindow = (setup: TSetupBlock) => {
  const { from, to } = setup.ayojana_reporting_period;
  const today = setup.current_date;
  return (!from || today >= from) && (!to || today <= to);
};

/**
 * Whether the caller may write a month's progress now: `project.progress`, and for everyone but admin
 * the project reporting period (the same rule as milestone progress; locks freeze profiles, not progress).
 */
export const progressAllowed = (auth: AuthContext, setup: TSetupBlock) =>
  hasPermission(auth, "project.progress") && (auth.roleSlug === "admin" || insideProjectWindow(setup));

export const windowClosed = (setup: TSetupBlock) => {
  const { from, to } = setup.ayojana_reporting_period;
  return conflict({
    en: `Project progress can be entered only from ${from ?? "…"} to ${to ?? "…"}.`,
    np: `आयोजनाको प्रगति ${bsDateText(from ?? "…", "np")} देखि ${bsDateText(to ?? "…", "np")} सम्म मात्र प्रविष्ट गर्न मिल्छ।`,
  });
};

/** The fiscal year asked (a number), else the project's own. */
export const progressYearOf = (asked: unknown, project: { fiscal_year_id: number }) =>
  typeof asked === "number" ? asked : project.fiscal_year_id;

export const projectProgressOf = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  fiscalYearId: unknown,
) => {
  const project = await findInScope(db, request, id);
  const year = progressYearOf(fiscalYearId, project);
  const [months, setup, baselines] = await Promise.all([
    progressMonths(db, id, year),
    buildSetupBlock(db),
    baselineVersions(db, id, year),
  ]);
  const inForce = baselines.at(-1) ?? null;
  return {
    project,
    year,
    months,
    setup,
    baseline: inForce && plannedCurveOf(inForce),
    allowed: progressAllowed(authOf(request), setup),
  };
};

/**
 * A project's summary figures for a fiscal year (the header's, else the project's own): its months, the
 * S-curve up to today's month and the time overrun measured with the calendar's days (DOMAIN.md
 * "Projects"); the cost overrun needs no calendar and is computed by the presenter.
 */
export const projectSummaryOf = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  fiscalYearId: unknown,
) => {
  const project = await findInScope(db, request, id);
  const year = progressYearOf(fiscalYearId, project);
  const [months, setup, calendar, startYear, baselines, expense] = await Promise.all([
    progressMonths(db, id, year),
    buildSetupBlock(db),
    loadCalendar(db),
    fiscalYearStart(db, year),
    baselineVersions(db, id, year),
    reportedExpense(db, id),
  ]);
  const today = parseBs(setup.current_date);
  const lastMonth = startYear === null ? -1 : lastMonthShown(startYear, today);
  const visits = await projectVisits(db, id, calendar.bsToAd(setup.current_date));
  const time = timeOverrun(calendar, {
    startDate: project.start_date,
    originalEnd: project.expected_end_date,
    revisedEnd: project.revised_end_date,
    status: project.status,
    today: setup.current_date,
  });
  const inForce = baselines.at(-1) ?? null;
  // The curve plots physical progress as the figures count it (a jump once accepted).
  const curve = sCurve(
    months.map((m) => ({ ...m, physical_achieved: m.counted_physical_achieved })),
    lastMonth,
    inForce && plannedCurveOf(inForce),
  );
  // The treasury gap is the one SQL rule's, against the curve's latest financial %.
  const treasury = await projectTreasuryExpense(db, {
    projectId: id,
    fiscalYearId: year,
    financialPercent: latestAchieved(curve, "achieved_financial"),
  });
  return { year, months, lastMonth, baselines, reportedExpense: expense, curve, time, treasury, visits };
};

/**
 * The fiscal year and month a progress report is for (a project's month, a component's): a known year,
 * not a month after today's. Answers the year's start (null for an unknown year, already refused).
 */
export const checkProgressMonth = async (
  tx: Executor,
  errors: FieldErrorCollector,
  args: { setup: TSetupBlock; year: number; month: number },
) => {
  const startYear = await fiscalYearStart(tx, args.year);
  if (startYear === null) errors.add("fiscal_year_id", MESSAGES.fiscalYear);
  else {
    const today = parseBs(args.setup.current_date);
    const todayYear = fiscalStartYearOf(today);
    if (startYear > todayYear || (startYear === todayYear && args.month > fiscalMonthOf(today)))
      errors.add("month", PROGRESS_MESSAGES.future);
  }
  return startYear;
};

export const overHundred = (values: number[]) => values.reduce((sum, value) => sum + value, 0) > 100 + 1e-9;

/**
 * Stores (or replaces) a project's month. Order of refusals: 404 scope, 409 window, 422 fields. The
 * year's monthly percentages may not add up to more than 100.
 */
export const storeProjectProgress = (db: Db, request: FastifyRequest, id: number, body: ProgressInput) =>
  db.transaction(async (tx) => {
    const auth = authOf(request);
    // Locked before it is read: concurrent saves of a year's months add up against what is committed.
    await lockRow(tx, "projects", id);
    const project = await findInScope(tx, request, id);
    const setup = await buildSetupBlock(tx);
    if (auth.roleSlug !== "admin" && !insideProjectWindow(setup)) throw windowClosed(setup);
    const year = body.fiscal_year_id ?? project.fiscal_year_id;
    await assertMonthOpen(tx, {
      stream: "project",
      fiscalYearId: year,
      month: body.month,
      officeId: project.nikaya_id,
    });

    const errors = new FieldErrorCollector();
    const startYear = await checkProgressMonth(tx, errors, { setup, year, month: body.month });
    const problemIds = [body.problem_type_id, body.problem_sub_type_id].filter((v): v is number => v != null);
    const problems = await setupEntries(tx, "ayojana-samasya-types", problemIds);
    if (
      body.problem_type_id != null &&
      !problems.some((p) => p.id === body.problem_type_id && p.parent_id === null)
    )
      errors.add("problem_type_id", PROGRESS_MESSAGES.problemType);
    if (
      body.problem_sub_type_id != null &&
      !problems.some((p) => p.id === body.problem_sub_type_id && p.parent_id === (body.problem_type_id ?? -1))
    )
      errors.add("problem_sub_type_id", PROGRESS_MESSAGES.problemSubType);
    for (const field of [
      "physical_target",
      "physical_achieved",
      "financial_target",
      "budget",
      "expense",
    ] as const)
      checkLakh(errors, field, body[field]);

    const others =
      startYear === null
        ? []
        : (await progressMonths(tx, id, year)).filter((m) => m.entered && m.month !== body.month);
    if (overHundred([...others.map((m) => m.physical_target ?? 0), body.physical_target]))
      errors.add("physical_target", PROGRESS_MESSAGES.physicalTargetTotal);
    if (overHundred([...others.map((m) => m.physical_achieved ?? 0), body.physical_achieved]))
      errors.add("physical_achieved", PROGRESS_MESSAGES.physicalAchievedTotal);
    if (overHundred([...others.map((m) => m.financial_target ?? 0), body.financial_target]))
      errors.add("financial_target", PROGRESS_MESSAGES.financialTargetTotal);
    errors.throwIfAny();

    const before = (await progressMonths(tx, id, year))[body.month];
    const stored = await storedJump(tx, id, year, body.month);
    // A project with components takes its physical progress from them (project-figures.ts): no jump of its own.
    const jumpState = claimOnSave(
      setup.evidence_for_project_jump &&
        body.physical_achieved > setup.project_jump_threshold &&
        !(await hasComponents(tx, id)),
      Number(body.physical_achieved.toFixed(2)),
      stored && { amount: stored.physical_achieved, state: stored.jump_state },
    );
    const claimed = jumpState === "claimed" && stored?.jump_state !== "claimed";
    await upsertProgress(tx, {
      projectId: id,
      fiscalYearId: year,
      month: body.month,
      physicalTarget: body.physical_target.toFixed(2),
      physicalAchieved: body.physical_achieved.toFixed(2),
      financialTarget: body.financial_target.toFixed(2),
      budget: body.budget.toFixed(2),
      expense: body.expense.toFixed(2),
      problemTypeId: body.problem_type_id ?? null,
      problemSubTypeId: body.problem_sub_type_id ?? null,
      problems: body.problems,
      remarks: body.remarks,
      createdBy: auth.userId,
      createdByNikayaId: auth.nikayaId,
      jumpState,
      // A new claim drops the last decision; the activity log keeps it.
      ...(jumpState === (stored?.jump_state ?? null)
        ? {}
        : {
            jumpReason: null,
            jumpClaimedAt: jumpState === "claimed" ? sql`now()` : null,
            jumpDecidedBy: null,
            jumpDecidedAt: null,
          }),
    });
    await refreshProjectFigures(tx, id);
    await recordActivity(tx, request, {
      action: before?.entered ? "update" : "create",
      entity: "project_progress",
      entityId: id,
      nikayaId: project.nikaya_id,
      changes: {
        project_id: id,
        fiscal_year_id: year,
        ...(before?.entered ? { before } : {}),
        after: body,
        jump_state: jumpState,
      },
    });
    if (claimed)
      await notifyClaim(tx, {
        step: "claimed",
        what: PROJECT_JUMP,
        month: body.month,
        officeId: project.nikaya_id,
        reason: null,
      });
    return year;
  });

// --- baseline ---------------------------------------------------------------------------------------

const BASELINE_MESSAGES = {
  physicalTotal: {
    en: "The planned monthly physical % add up to more than 100%.",
    np: "योजनाअनुसारको मासिक भौतिक प्रतिशतको जोड १००% भन्दा बढी हुन्छ।",
  },
  financialTotal: {
    en: "The planned monthly financial % add up to more than 100%.",
    np: "योजनाअनुसारको मासिक वित्तीय प्रतिशतको जोड १००% भन्दा बढी हुन्छ।",
  },
  reason: {
    en: "Write why the baseline changes: a new version needs its reason.",
    np: "आधार रेखा किन परिवर्तन भयो लेख्नुहोस्: नयाँ संस्करणलाई कारण चाहिन्छ।",
  },
  setOnOrder: {
    en: "A new version's approval date cannot be before the previous version's.",
    np: "नयाँ संस्करण स्वीकृत मिति अघिल्लो संस्करणको मितिभन्दा अघि हुन सक्दैन।",
  },
  annualBudget: {
    en: "Enter the year's budget in lakh, above zero.",
    np: "वार्षिक बजेट लाखमा, शून्यभन्दा बढी लेख्नुहोस्।",
  },
} satisfies Record<string, BilingualMessage>;

/** A project year's baseline versions (oldest, the original, first). */
export const projectBaselinesOf = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  fiscalYearId: unknown,
) => {
  const project = await findInScope(db, request, id);
  return baselineVersions(db, id, progressYearOf(fiscalYearId, project));
};

/**
 * Sets a project year's plan (version 1, the original) or changes it (a new version with its reason):
 * versions are never edited nor removed, so the original and every change stay on record, and the
 * newest is the baseline in force. Under the same project locks as the profile.
 */
export const addProjectBaseline = (db: Db, request: FastifyRequest, id: number, body: TProjectBaselineBody) =>
  addToHistory(db, request, id, "project_baseline", async (tx, { auth }) => {
    const errors = new FieldErrorCollector();
    if (!(await fiscalYearExists(tx, body.fiscal_year_id))) errors.add("fiscal_year_id", MESSAGES.fiscalYear);
    const setOn = historyDate(errors, await loadCalendar(tx), "set_on", body.set_on);
    const annualBudget = checkLakh(errors, "annual_budget", body.annual_budget);
    if (body.annual_budget <= 0) errors.add("annual_budget", BASELINE_MESSAGES.annualBudget);
    for (const field of ["planned_physical", "planned_financial"] as const)
      for (const value of body[field]) if (!twoDecimals(value)) errors.add(field, MESSAGES.decimals);
    if (overHundred(body.planned_physical)) errors.add("planned_physical", BASELINE_MESSAGES.physicalTotal);
    if (overHundred(body.planned_financial))
      errors.add("planned_financial", BASELINE_MESSAGES.financialTotal);
    const versions = await baselineVersions(tx, id, body.fiscal_year_id);
    const last = versions.at(-1);
    const reason = (body.reason ?? "").trim();
    if (last && reason === "") errors.add("reason", BASELINE_MESSAGES.reason);
    if (last && setOn && setOn < last.set_on) errors.add("set_on", BASELINE_MESSAGES.setOnOrder);
    errors.throwIfAny();
    const row = await insertBaseline(tx, {
      projectId: id,
      fiscalYearId: body.fiscal_year_id,
      version: (last?.version ?? 0) + 1,
      annualBudget,
      plannedPhysical: body.planned_physical.map((v) => v.toFixed(2)),
      plannedFinancial: body.planned_financial.map((v) => v.toFixed(2)),
      setOn: setOn as string,
      reason,
      approvedBy: body.approved_by,
      createdBy: auth.userId,
    });
    return { rowId: row.id, changes: { version: (last?.version ?? 0) + 1, ...body } };
  });
