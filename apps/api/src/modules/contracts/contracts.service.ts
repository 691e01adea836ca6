import type {
  TContractExtensionBody,
  TContractVariationBody,
  ZContractBody,
  ZContractMoveBody,
} from "@pragati/domain/contract";
import {
  CLOSED_CONTRACT_STATUSES,
  CONTRACT_STAGES,
  type ContractStage,
  type ContractStatus,
  moveContract,
  type StageDates,
  type StageProblem,
  stageOrderProblems,
} from "@pragati/domain/contracts";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type Db, type Executor, queryRows } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isUniqueViolation } from "../../lib/db-errors";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { createRecord } from "../../lib/record-rows";
import { lockRow } from "../../lib/row-lock";
import type { FileStorage } from "../../lib/storage";
import { type AuthContext, authOf } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { assertUnlocked } from "../locks/locks.service";
import { checkDate } from "../offices/offices.service";
import { publishContractRelease } from "../open/ocds-publish";
import { fiscalYearExists } from "../plans/plans.repository";
import { projectOfficeScope, projectScopeOf, todayBs } from "../projects/project-scope";
import {
  type ContractRecord,
  contractFileRows,
  deleteContractRow,
  existingFiscalYears,
  extensionsOf,
  findContract,
  insertContract,
  insertExtension,
  insertVariation,
  numberTaken,
  projectForContract,
  setLiabilities,
  stageDatesOf,
  updateContractRow,
  variationsOf,
} from "./contracts.repository";

export const CONTRACT: BilingualMessage = { en: "Contract", np: "ठेक्का" };

/** Stage names for the messages that name a stage. */
export const STAGE_NAMES: Record<ContractStage, BilingualMessage> = {
  bid_docs: { en: "bid documents ready", np: "बोलपत्र कागजात तयार" },
  invitation: { en: "invitation for bids", np: "बोलपत्र आह्वान" },
  opening: { en: "bid opening", np: "बोलपत्र खोलिएको" },
  evaluation: { en: "evaluation", np: "मूल्याङ्कन" },
  award: { en: "award", np: "ठेक्का स्वीकृति" },
  agreement: { en: "agreement", np: "सम्झौता" },
  work_order: { en: "work order", np: "कार्यादेश" },
  completion: { en: "completion", np: "सम्पन्न" },
};

const MESSAGES = {
  fiscalYear: { en: "Choose a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  project: { en: "Choose a project from the list.", np: "सूचीबाट आयोजना छान्नुहोस्।" },
  office: {
    en: "Choose the procuring office among the project's offices in your scope.",
    np: "आफ्नो दायराभित्रका आयोजनाका निकायमध्येबाट खरिद गर्ने निकाय छान्नुहोस्।",
  },
  numberTaken: {
    en: "Another contract of this fiscal year already uses this number.",
    np: "यो आर्थिक वर्षको अर्को ठेक्काले यो नम्बर प्रयोग गरिसकेको छ।",
  },
  decimals: { en: "Use at most two decimal places.", np: "बढीमा दुई दशमलव स्थानसम्म लेख्नुहोस्।" },
  liabilityNotMultiYear: {
    en: "Only a multi-year contract has liabilities per fiscal year.",
    np: "बहुवर्षीय ठेक्काको मात्र आर्थिक वर्षअनुसार दायित्व हुन्छ।",
  },
  liabilityYears: {
    en: "Choose each fiscal year once, from the list.",
    np: "सूचीबाट प्रत्येक आर्थिक वर्ष एक पटक मात्र छान्नुहोस्।",
  },
  liabilityTotal: {
    en: "The liabilities add up to more than the contract amount.",
    np: "दायित्वको जोड ठेक्का रकमभन्दा बढी हुन्छ।",
  },
  paidTooMuch: {
    en: "The amount paid cannot be more than the contract amount.",
    np: "भुक्तानी रकम ठेक्का रकमभन्दा बढी हुन सक्दैन।",
  },
  contractorWithoutAmount: {
    en: "Enter the contract amount with the contractor.",
    np: "निर्माण व्यवसायीसँगै ठेक्का रकम लेख्नुहोस्।",
  },
  notAllowed: {
    en: "This move is not open to the contract in its present status.",
    np: "हालको अवस्थामा ठेक्कालाई यो चरणमा लैजान मिल्दैन।",
  },
  required: { en: "Enter the date.", np: "मिति लेख्नुहोस्।" },
  future: { en: "The date cannot be after today.", np: "मिति आजभन्दा पछि हुन सक्दैन।" },
  awardTerms: {
    en: "Enter the contract amount and the contractor before the award.",
    np: "स्वीकृति गर्नुअघि ठेक्का रकम र निर्माण व्यवसायी लेख्नुहोस्।",
  },
  reason: { en: "Enter the reason.", np: "कारण लेख्नुहोस्।" },
  closed: {
    en: "A closed contract (completed, terminated, cancelled or unsuccessful) cannot be changed.",
    np: "बन्द भएको (सम्पन्न, अन्त्य, रद्द वा असफल) ठेक्का परिवर्तन गर्न मिल्दैन।",
  },
  notAwarded: {
    en: "Only an awarded or running contract takes variations and extensions.",
    np: "स्वीकृत वा सञ्चालनमा रहेको ठेक्काको मात्र भेरिएसन र म्याद थप हुन्छ।",
  },
  historyOrder: {
    en: "The date cannot be before the previous entry's or the award's.",
    np: "मिति अघिल्लो प्रविष्टि वा स्वीकृतिको मितिभन्दा अघि हुन सक्दैन।",
  },
  noEndDate: {
    en: "Enter the planned completion date before extending it.",
    np: "म्याद थप गर्नुअघि सम्पन्न हुने योजना मिति लेख्नुहोस्।",
  },
  extendsNothing: {
    en: "The new end date must be after the current end date.",
    np: "नयाँ सम्पन्न मिति हालको सम्पन्न मितिभन्दा पछि हुनुपर्छ।",
  },
  notPlanned: {
    en: "Only a contract still planned can be deleted; a later one is closed by a move instead.",
    np: "योजनामै रहेको ठेक्का मात्र हटाउन मिल्छ; अघि बढेको ठेक्का चरणबाट बन्द गर्नुहोस्।",
  },
} satisfies Record<string, BilingualMessage>;

/** A stage problem from the domain in both languages. */
const problemMessage = (problem: StageProblem): BilingualMessage => {
  switch (problem.code) {
    case "not_allowed":
      return MESSAGES.notAllowed;
    case "required":
      return MESSAGES.required;
    case "future":
      return MESSAGES.future;
    case "award_terms":
      return MESSAGES.awardTerms;
    case "before":
      return {
        en: `The date cannot be before the ${STAGE_NAMES[problem.stage].en} date.`,
        np: `मिति ${STAGE_NAMES[problem.stage].np} मितिभन्दा अघि हुन सक्दैन।`,
      };
    case "after":
      return {
        en: `The date cannot be after the ${STAGE_NAMES[problem.stage].en} date.`,
        np: `मिति ${STAGE_NAMES[problem.stage].np} मितिभन्दा पछि हुन सक्दैन।`,
      };
    case "closed_before":
      return {
        en: `The closing date cannot be before the ${STAGE_NAMES[problem.stage].en} date.`,
        np: `बन्द मिति ${STAGE_NAMES[problem.stage].np} मितिभन्दा अघि हुन सक्दैन।`,
      };
  }
};

/** The caller's project scope (projects/project-scope.ts): a contract is seen with its project. */
export const scopeOf = (executor: Executor, request: FastifyRequest) =>
  projectScopeOf(executor, authOf(request));

/**
 * The contract lock of the fiscal year (global, or the procuring or the profiling office's own) freezes
 * contract records; admin is never stopped.
 */
const assertContractsOpen = (
  executor: Executor,
  auth: AuthContext,
  scope: { fiscalYearId: number; officeIds: number[] },
) => assertUnlocked(executor, auth, { kind: "contract_lock", ...scope });

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const checkLakh = (errors: FieldErrorCollector, field: string, value: number) => {
  if (!twoDecimals(value)) errors.add(field, MESSAGES.decimals);
  return value.toFixed(2);
};

const plannedColumn = (stage: ContractStage) =>
  `planned${stage
    .split("_")
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("")}` as `planned${string}`;
const actualColumn = (stage: ContractStage) => `actual${plannedColumn(stage).slice("planned".length)}`;

type ContractInput = z.output<typeof ZContractBody>;

/** Checks a contract against the database and turns it into the row's values. */
const contractValues = async (
  tx: Executor,
  auth: AuthContext,
  body: ContractInput,
  current: ContractRecord | null,
) => {
  const errors = new FieldErrorCollector();
  if (!(await fiscalYearExists(tx, body.fiscal_year_id))) errors.add("fiscal_year_id", MESSAGES.fiscalYear);
  const project = await projectForContract(tx, body.project_id, await projectScopeOf(tx, auth));
  if (!project) errors.add("project_id", MESSAGES.project);
  // Keeping the procuring office one already has is allowed even when it lies outside the caller's tree.
  const keepsOffice = current !== null && current.nikaya_id === body.nikaya_id;
  const ofProject =
    project && (project.nikaya_id === body.nikaya_id || project.office_ids.includes(body.nikaya_id));
  const inScope =
    keepsOffice ||
    (
      await queryRows(
        tx,
        sql`SELECT 1 FROM offices o WHERE o.id = ${body.nikaya_id} AND ${projectOfficeScope(auth)(sql`o.id`)}`,
      )
    ).length > 0;
  if (project && (!ofProject || !inScope)) errors.add("nikaya_id", MESSAGES.office);
  if (
    await numberTaken(tx, {
      fiscalYearId: body.fiscal_year_id,
      number: body.number,
      exceptId: current?.id ?? null,
    })
  )
    errors.add("number", MESSAGES.numberTaken);

  const calendar = await loadCalendar(tx);
  const planned: StageDates = {};
  for (const stage of CONTRACT_STAGES)
    planned[stage] = checkDate(errors, calendar, `planned.${stage}`, body.planned[stage]);
  for (const problem of stageOrderProblems(planned, "planned"))
    errors.add(problem.field, problemMessage(problem));

  const contractor = body.contractor ? body.contractor : null;
  const contractAmount = body.contract_amount ?? null;
  if (contractor && contractAmount === null) errors.add("contract_amount", MESSAGES.contractorWithoutAmount);
  const latestVariation = current ? (await variationsOf(tx, current.id)).at(-1) : undefined;
  const ceiling = latestVariation?.new_amount ?? contractAmount ?? body.estimated_amount;

  const years = body.liabilities.map((row) => row.fiscal_year_id);
  if (body.liabilities.length > 0 && !body.multi_year)
    errors.add("liabilities", MESSAGES.liabilityNotMultiYear);
  if (
    new Set(years).size !== years.length ||
    (await existingFiscalYears(tx, [...new Set(years)])).length !== new Set(years).size
  )
    errors.add("liabilities", MESSAGES.liabilityYears);
  const liabilityTotal = body.liabilities.reduce((sum, row) => sum + row.amount, 0);
  if (liabilityTotal > ceiling + 1e-6) errors.add("liabilities", MESSAGES.liabilityTotal);
  if (body.amount_paid > (latestVariation?.new_amount ?? contractAmount ?? 0) + 1e-6 && body.amount_paid > 0)
    errors.add("amount_paid", MESSAGES.paidTooMuch);

  const values = {
    projectId: body.project_id,
    nikayaId: body.nikaya_id,
    fiscalYearId: body.fiscal_year_id,
    number: body.number,
    title: body.title,
    category: body.category,
    method: body.method,
    estimatedAmount: checkLakh(errors, "estimated_amount", body.estimated_amount),
    contractAmount: contractAmount === null ? null : checkLakh(errors, "contract_amount", contractAmount),
    contractor,
    jointVenture: body.joint_venture,
    multiYear: body.multi_year,
    physicalPercent: checkLakh(errors, "physical_percent", body.physical_percent),
    amountPaid: checkLakh(errors, "amount_paid", body.amount_paid),
    remarks: body.remarks,
    ...Object.fromEntries(CONTRACT_STAGES.map((stage) => [plannedColumn(stage), planned[stage] ?? null])),
  };
  const liabilities = body.liabilities.map((row) => ({
    fiscalYearId: row.fiscal_year_id,
    amount: checkLakh(errors, "liabilities", row.amount),
  }));
  errors.throwIfAny();
  return { values, liabilities, projectOfficeId: project?.nikaya_id as number };
};

/** Two writers passing the number check together meet the unique index: the second is told as one check is. */
const numberRace = (error: unknown): never => {
  if (isUniqueViolation(error)) new FieldErrorCollector().add("number", MESSAGES.numberTaken).throwIfAny();
  throw error;
};

export const createContract = (db: Db, request: FastifyRequest, body: ContractInput) =>
  db
    .transaction(async (tx) => {
      const auth = authOf(request);
      const { values, liabilities, projectOfficeId } = await contractValues(tx, auth, body, null);
      await assertContractsOpen(tx, auth, {
        fiscalYearId: values.fiscalYearId,
        officeIds: [values.nikayaId, projectOfficeId],
      });
      return createRecord(tx, request, {
        entity: "contract",
        insert: insertContract,
        values,
        changes: body,
        also: async (id) => {
          await setLiabilities(tx, id, liabilities);
          await publishContractRelease(tx, id, "created");
        },
      });
    })
    .catch(numberRace);

/** A contract in the caller's scope whose year's contract lock lets the caller change it. */
export async function openForEdit(tx: Executor, request: FastifyRequest, id: number) {
  const auth = authOf(request);
  // Locked before it is read (`lockRow`): a stage move, cancel or edit decides on the state it reads.
  await lockRow(tx, "contracts", id);
  const contract = await orNotFound(findContract(tx, id, await scopeOf(tx, request)), CONTRACT);
  await assertContractsOpen(tx, auth, {
    fiscalYearId: contract.fiscal_year_id,
    officeIds: [contract.nikaya_id, contract.project_office_id],
  });
  return { auth, contract };
}

const assertOpen = (contract: ContractRecord) => {
  if (CLOSED_CONTRACT_STATUSES.includes(contract.status as ContractStatus)) throw conflict(MESSAGES.closed);
};

export const updateContract = (db: Db, request: FastifyRequest, id: number, body: ContractInput) =>
  db
    .transaction(async (tx) => {
      const { auth, contract: before } = await openForEdit(tx, request, id);
      const { values, liabilities, projectOfficeId } = await contractValues(tx, auth, body, before);
      // Moving a contract into another year or office must also find that one open.
      await assertContractsOpen(tx, auth, {
        fiscalYearId: values.fiscalYearId,
        officeIds: [values.nikayaId, projectOfficeId],
      });
      await updateContractRow(tx, id, { ...values, updatedAt: sql`now()` });
      await setLiabilities(tx, id, liabilities);
      await publishContractRelease(tx, id, "edited");
      await recordActivity(tx, request, {
        action: "update",
        entity: "contract",
        entityId: id,
        nikayaId: values.nikayaId,
        changes: { before, after: body },
      });
    })
    .catch(numberRace);

/** Only a planned contract may be deleted; one that went further is closed by a move and kept. */
export const deleteContract = async (db: Db, storage: FileStorage, request: FastifyRequest, id: number) => {
  const files = await db.transaction(async (tx) => {
    const { contract } = await openForEdit(tx, request, id);
    if (contract.status !== "planned") throw conflict(MESSAGES.notPlanned);
    const files = await contractFileRows(tx, id);
    await deleteContractRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "contract",
      entityId: id,
      nikayaId: contract.nikaya_id,
      changes: { before: contract, files: files.map((f) => f.filename) },
    });
    return files;
  });
  for (const file of files) await storage.remove(file.storage_key);
};

type MoveInput = z.output<typeof ZContractMoveBody>;

/**
 * Moves a contract to its next status (domain `moveContract`): the dates are read from either script,
 * checked against the calendar, the stage order and today; a closing move needs a reason.
 */
export const moveContractStage = (db: Db, request: FastifyRequest, id: number, body: MoveInput) =>
  db.transaction(async (tx) => {
    const { contract } = await openForEdit(tx, request, id);
    const errors = new FieldErrorCollector();
    const calendar = await loadCalendar(tx);
    const dates: StageDates = {};
    for (const stage of CONTRACT_STAGES)
      dates[stage] = checkDate(errors, calendar, `dates.${stage}`, body.dates[stage]);
    const closedOn = checkDate(errors, calendar, "closed_on", body.closed_on);
    errors.throwIfAny();
    const { actual } = stageDatesOf(contract);
    const result = moveContract(
      {
        status: contract.status as ContractStatus,
        actual,
        contract_amount: contract.contract_amount,
        contractor: contract.contractor,
      },
      { action: body.action, dates, closed_on: closedOn, today: await todayBs(tx) },
    );
    if (!result.ok) {
      if (result.problems.some((p) => p.code === "not_allowed")) throw conflict(MESSAGES.notAllowed);
      for (const problem of result.problems) errors.add(problem.field, problemMessage(problem));
    }
    const closing = ["terminate", "cancel", "fail"].includes(body.action);
    if (closing && !body.reason) errors.add("reason", MESSAGES.reason);
    errors.throwIfAny();
    if (!result.ok) return;
    await updateContractRow(tx, id, {
      status: result.status,
      ...Object.fromEntries(
        CONTRACT_STAGES.map((stage) => [actualColumn(stage), result.actual[stage] ?? null]),
      ),
      ...(closing ? { closedOn: result.closed_on, closeReason: body.reason } : {}),
      updatedAt: sql`now()`,
    });
    await publishContractRelease(tx, id, body.action);
    await recordActivity(tx, request, {
      action: "update",
      entity: "contract_stage",
      entityId: id,
      nikayaId: contract.nikaya_id,
      changes: { from: contract.status, to: result.status, ...body },
    });
  });

/** Variations and extensions belong to an awarded or running contract, dated on or after its award. */
const historyDate = async (
  tx: Executor,
  contract: ContractRecord,
  input: { field: string; value: string; previous: string | undefined },
) => {
  assertOpen(contract);
  if (contract.status !== "awarded" && contract.status !== "active") throw conflict(MESSAGES.notAwarded);
  const errors = new FieldErrorCollector();
  const date = checkDate(errors, await loadCalendar(tx), input.field, input.value);
  const floor = [input.previous, contract.actual_award]
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  if (date && floor && date < floor) errors.add(input.field, MESSAGES.historyOrder);
  if (date && date > (await todayBs(tx))) errors.add(input.field, MESSAGES.future);
  return { date, errors };
};

/** Adds a variation; never edited or removed, so the original amount and every step stay on record. */
export const addVariation = (db: Db, request: FastifyRequest, id: number, body: TContractVariationBody) =>
  db.transaction(async (tx) => {
    const { auth, contract } = await openForEdit(tx, request, id);
    const previous = (await variationsOf(tx, id)).at(-1);
    const { date, errors } = await historyDate(tx, contract, {
      field: "varied_on",
      value: body.varied_on,
      previous: previous?.varied_on,
    });
    const amount = checkLakh(errors, "new_amount", body.new_amount);
    errors.throwIfAny();
    const row = await insertVariation(tx, {
      contractId: id,
      number: (previous?.number ?? 0) + 1,
      variedOn: date as string,
      newAmount: amount,
      reason: body.reason,
      createdBy: auth.userId,
    });
    await publishContractRelease(tx, id, "varied");
    await recordActivity(tx, request, {
      action: "create",
      entity: "contract_variation",
      entityId: row.id,
      nikayaId: contract.nikaya_id,
      changes: { contract_id: id, ...body, previous: previous?.new_amount ?? contract.contract_amount },
    });
  });

/** Adds an extension of time; the new end date must move the current end (newest extension, else planned) later. */
export const addExtension = (db: Db, request: FastifyRequest, id: number, body: TContractExtensionBody) =>
  db.transaction(async (tx) => {
    const { auth, contract } = await openForEdit(tx, request, id);
    const previous = (await extensionsOf(tx, id)).at(-1);
    const { date, errors } = await historyDate(tx, contract, {
      field: "extended_on",
      value: body.extended_on,
      previous: previous?.extended_on,
    });
    const newEnd = checkDate(errors, await loadCalendar(tx), "new_end_date", body.new_end_date);
    const currentEnd = previous?.new_end_date ?? contract.planned_completion;
    if (!currentEnd) errors.add("new_end_date", MESSAGES.noEndDate);
    else if (newEnd && newEnd <= currentEnd) errors.add("new_end_date", MESSAGES.extendsNothing);
    errors.throwIfAny();
    const row = await insertExtension(tx, {
      contractId: id,
      number: (previous?.number ?? 0) + 1,
      extendedOn: date as string,
      newEndDate: newEnd as string,
      reason: body.reason,
      createdBy: auth.userId,
    });
    await publishContractRelease(tx, id, "extended");
    await recordActivity(tx, request, {
      action: "create",
      entity: "contract_extension",
      entityId: row.id,
      nikayaId: contract.nikaya_id,
      changes: { contract_id: id, ...body, previous_end_date: currentEnd },
    });
  });
