import { FISCAL_MONTHS, toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import type { TActivityBody, TBudgetHeadBody, TMilestoneBody, TPolicyBody } from "@pragati/domain/contract";
import { endMonth, type ScheduleIssue, scheduleIssues, startMonth } from "@pragati/domain/progress";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound } from "../../lib/errors";
import { assertOfficeInScope } from "../../lib/scope";
import { type AuthContext, authOf } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { buildSetupBlock } from "../calendar/calendar.service";
import { assertUnlocked } from "../locks/locks.service";
import { recomputeMilestoneStatus } from "../progress/milestone-status.service";
import {
  deleteMilestoneStatus,
  existingOffices,
  findActivity,
  findBudgetHead,
  findBudgetHeadRow,
  findMilestone,
  findPolicy,
  findPolicyRow,
  findSetupEntry,
  fiscalYearExists,
  insertActivity,
  insertBudgetHead,
  insertMilestone,
  insertPolicy,
  isSelfOrDescendant,
  lockLiveRow,
  replaceActivityHelpers,
  replaceMilestoneTargets,
  softDeleteActivity,
  softDeleteBudgetHead,
  softDeleteMilestone,
  softDeletePolicy,
  updateActivityRow,
  updateBudgetHeadRow,
  updateMilestoneRow,
  updatePolicyRow,
} from "./plans.repository";

const NOT_FOUND = {
  policy: { en: "Policy or program", np: "नीति तथा कार्यक्रम" },
  budgetHead: { en: "Budget head", np: "बजेट शीर्षक" },
  activity: { en: "Activity", np: "क्रियाकलाप" },
  milestone: { en: "Milestone", np: "माइलस्टोन" },
} satisfies Record<string, BilingualMessage>;

const MESSAGES = {
  fiscalYear: { en: "Select a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  parent: {
    en: "Choose a parent point of the same office and fiscal year.",
    np: "सोही निकाय र आर्थिक वर्षको माथिल्लो बुँदा छान्नुहोस्।",
  },
  parentLoop: {
    en: "A point cannot be placed under itself or under one of its own sub points.",
    np: "बुँदालाई आफैं वा आफ्नै उप बुँदामुनि राख्न मिल्दैन।",
  },
  date: { en: "Enter a valid Nepali (BS) date.", np: "मान्य वि.सं. मिति लेख्नुहोस्।" },
  dateOrder: {
    en: "The end date cannot be before the start date.",
    np: "अन्त्य मिति सुरु मितिभन्दा अघि हुन सक्दैन।",
  },
  reportingType: { en: "Select a reporting type from the list.", np: "सूचीबाट प्रतिवेदनको प्रकार छान्नुहोस्।" },
  budgetCode: { en: "Choose a budget code from the list.", np: "सूचीबाट बजेट कोड छान्नुहोस्।" },
  amount: { en: "Enter a valid amount greater than 0.", np: "० भन्दा बढीको मान्य रकम लेख्नुहोस्।" },
  budgetHead: {
    en: "Choose a budget head of the same policy or program.",
    np: "सोही नीति तथा कार्यक्रमको बजेट शीर्षक छान्नुहोस्।",
  },
  unit: { en: "Choose a unit from the list.", np: "सूचीबाट एकाइ छान्नुहोस्।" },
  helperTwice: { en: "Choose each helper office only once.", np: "प्रत्येक सहयोगी निकाय एक पटक मात्र छान्नुहोस्।" },
  helperSelf: {
    en: "The implementing office cannot also be a helper office.",
    np: "कार्यान्वयन गर्ने निकाय सहयोगी निकाय हुन सक्दैन।",
  },
  helperMissing: { en: "Choose helper offices from the list.", np: "सूचीबाट सहयोगी निकाय छान्नुहोस्।" },
  type: { en: "Choose a milestone type from the list.", np: "सूचीबाट माइलस्टोनको प्रकार छान्नुहोस्।" },
  subtype: {
    en: "Choose a subtype of the chosen milestone type.",
    np: "छानिएको माइलस्टोन प्रकारको उप प्रकार छान्नुहोस्।",
  },
  otherYear: {
    en: "A plan entry cannot move to another fiscal year.",
    np: "कार्ययोजनाको विवरण अर्को आर्थिक वर्षमा सार्न मिल्दैन।",
  },
  hasChildren: {
    en: "This point has sub points, budget heads or activities, so its office and fiscal year cannot change.",
    np: "यस बुँदामा उप बुँदा, बजेट शीर्षक वा क्रियाकलाप भएकाले यसको निकाय र आर्थिक वर्ष बदल्न मिल्दैन।",
  },
  headHasActivities: {
    en: "This budget head has activities, so it cannot move to another policy or program.",
    np: "यस बजेट शीर्षकमा क्रियाकलाप भएकाले यसलाई अर्को नीति तथा कार्यक्रममा सार्न मिल्दैन।",
  },
  activityHasMilestones: {
    en: "This activity has milestones; move it to another office with an activity transfer.",
    np: "यस क्रियाकलापमा माइलस्टोन भएकाले यसलाई क्रियाकलाप स्थानान्तरणबाट मात्र अर्को निकायमा सार्नुहोस्।",
  },
  milestoneHasProgress: {
    en: "This milestone has progress entries, so it cannot move to another activity.",
    np: "यस माइलस्टोनमा प्रगति प्रविष्टि भएकाले यसलाई अर्को क्रियाकलापमा सार्न मिल्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

const helperLimit = (limit: number): BilingualMessage => ({
  en: `Choose at most ${limit} helper offices.`,
  np: `बढीमा ${toDevanagariDigits(limit)} सहयोगी निकाय छान्नुहोस्।`,
});

const IN_USE = {
  policy: {
    en: "This policy or program still has sub points, budget heads or activities. Delete them first.",
    np: "यस नीति तथा कार्यक्रममा अझै उप बुँदा, बजेट शीर्षक वा क्रियाकलाप छन्। पहिले तिनलाई हटाउनुहोस्।",
  },
  budgetHead: {
    en: "This budget head still has activities. Delete them first.",
    np: "यस बजेट शीर्षकमा अझै क्रियाकलाप छन्। पहिले तिनलाई हटाउनुहोस्।",
  },
  activity: {
    en: "This activity still has milestones. Delete them first.",
    np: "यस क्रियाकलापमा अझै माइलस्टोन छन्। पहिले तिनलाई हटाउनुहोस्।",
  },
  milestone: {
    en: "This milestone has progress entries, so it cannot be deleted.",
    np: "यस माइलस्टोनमा प्रगति प्रविष्टि भएकाले यसलाई हटाउन मिल्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

/**
 * The action-plan lock of the record's fiscal year (PRODUCT.md section 3): the global lock of that year
 * or the lock of any office the record belongs to stops everyone but admin.
 */
export const assertPlanOpen = (
  executor: Executor,
  auth: AuthContext,
  fiscalYearId: number,
  officeIds: readonly number[],
) => assertUnlocked(executor, auth, { kind: "action_plan_lock", fiscalYearId, officeIds });

const checkSetup = async (
  executor: Executor,
  errors: FieldErrorCollector,
  field: string,
  list: string,
  id: number | null | undefined,
  message: BilingualMessage,
) => {
  if (id == null) return null;
  const entry = await findSetupEntry(executor, list, id);
  if (!entry) errors.add(field, message);
  return entry ?? null;
};

const numeric = (value: number | null | undefined) => (value == null ? null : String(value));

// --- policies ------------------------------------------------------------------------------------

const policyValues = async (
  executor: Executor,
  body: TPolicyBody,
  current: Awaited<ReturnType<typeof findPolicy>> | null,
) => {
  const errors = new FieldErrorCollector();
  if (!(await fiscalYearExists(executor, body.fiscal_year_id)))
    errors.add("fiscal_year_id", MESSAGES.fiscalYear);
  const parentId = body.parent_id ?? null;
  if (parentId !== null) {
    await lockLiveRow(executor, "policies", parentId);
    const parent = await findPolicyRow(executor, parentId);
    if (
      !parent ||
      parent.deletedAt ||
      parent.nikayaId !== body.nikaya_id ||
      parent.fiscalYearId !== body.fiscal_year_id
    )
      errors.add("parent_id", MESSAGES.parent);
    else if (current && (await isSelfOrDescendant(executor, current.id, parentId)))
      errors.add("parent_id", MESSAGES.parentLoop);
  }
  if (
    current &&
    (current.nikaya_id !== body.nikaya_id || current.fiscal_year_id !== body.fiscal_year_id) &&
    current.child_count + current.budget_head_count + current.activity_count > 0
  )
    errors.add("nikaya_id", MESSAGES.hasChildren);

  const calendar = await loadCalendar(executor);
  const date = (field: string, value: string | null | undefined) => {
    if (!value) return null;
    if (!calendar.isValidBs(value)) {
      errors.add(field, MESSAGES.date);
      return null;
    }
    return toBsString(value);
  };
  const startFrom = date("start_from", body.start_from);
  const endAt = date("end_at", body.end_at);
  if (startFrom && endAt && endAt < startFrom) errors.add("end_at", MESSAGES.dateOrder);
  await checkSetup(
    executor,
    errors,
    "reporting_type_id",
    "nitikaryakram",
    body.reporting_type_id,
    MESSAGES.reportingType,
  );
  errors.throwIfAny();
  return {
    fiscalYearId: body.fiscal_year_id,
    nikayaId: body.nikaya_id,
    parentId,
    pointNo: body.point_no,
    name: body.name,
    startFrom,
    endAt,
    budget: numeric(body.budget),
    reportingTypeId: body.reporting_type_id,
    status: body.status,
  };
};

export const createPolicy = async (db: Db, request: FastifyRequest, body: TPolicyBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    await assertOfficeInScope(tx, auth, body.nikaya_id);
    await assertPlanOpen(tx, auth, body.fiscal_year_id, [body.nikaya_id]);
    const values = await policyValues(tx, body, null);
    const id = await insertPolicy(tx, { ...values, createdBy: auth.userId });
    await recordActivity(tx, request, {
      action: "create",
      entity: "policy",
      entityId: id,
      changes: { after: body },
    });
    return id;
  });
};

export const updatePolicy = async (db: Db, request: FastifyRequest, id: number, body: TPolicyBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const current = await orNotFound(findPolicy(tx, auth, id), NOT_FOUND.policy);
    await assertOfficeInScope(tx, auth, body.nikaya_id);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id, body.nikaya_id]);
    const values = await policyValues(tx, body, current);
    await updatePolicyRow(tx, id, { ...values, updatedAt: new Date() });
    await recordActivity(tx, request, {
      action: "update",
      entity: "policy",
      entityId: id,
      changes: { before: current, after: body },
    });
  });
};

export const deletePolicy = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await db.transaction(async (tx) => {
    await lockLiveRow(tx, "policies", id);
    const current = await orNotFound(findPolicy(tx, auth, id), NOT_FOUND.policy);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    if (current.child_count + current.budget_head_count + current.activity_count > 0)
      throw conflict(IN_USE.policy);
    await softDeletePolicy(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "policy",
      entityId: id,
      changes: { before: current },
    });
  });
};

// --- budget heads --------------------------------------------------------------------------------

const budgetHeadValues = async (
  executor: Executor,
  auth: AuthContext,
  body: TBudgetHeadBody,
  current: Awaited<ReturnType<typeof findBudgetHead>> | null,
) => {
  await lockLiveRow(executor, "policies", body.policy_id);
  const policy = await orNotFound(findPolicy(executor, auth, body.policy_id), NOT_FOUND.policy);
  const errors = new FieldErrorCollector();
  if (current && current.fiscal_year_id !== policy.fiscal_year_id)
    errors.add("policy_id", MESSAGES.otherYear);
  else if (current && current.policy_id !== policy.id && current.activity_count > 0)
    errors.add("policy_id", MESSAGES.headHasActivities);
  if (!(body.amount > 0)) errors.add("amount", MESSAGES.amount);
  await checkSetup(
    executor,
    errors,
    "budget_code_id",
    "budget-head",
    body.budget_code_id,
    MESSAGES.budgetCode,
  );
  errors.throwIfAny();
  return {
    policy,
    values: {
      fiscalYearId: policy.fiscal_year_id,
      nikayaId: policy.nikaya_id,
      policyId: policy.id,
      pointNo: body.point_no,
      heading: body.heading,
      amount: String(body.amount),
      budgetCodeId: body.budget_code_id ?? null,
    },
  };
};

export const createBudgetHead = async (db: Db, request: FastifyRequest, body: TBudgetHeadBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const { policy, values } = await budgetHeadValues(tx, auth, body, null);
    await assertPlanOpen(tx, auth, policy.fiscal_year_id, [policy.nikaya_id]);
    const id = await insertBudgetHead(tx, { ...values, createdBy: auth.userId });
    await recordActivity(tx, request, {
      action: "create",
      entity: "budget_head",
      entityId: id,
      changes: { after: body },
    });
    return id;
  });
};

export const updateBudgetHead = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  body: TBudgetHeadBody,
) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const current = await orNotFound(findBudgetHead(tx, auth, id), NOT_FOUND.budgetHead);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    const { policy, values } = await budgetHeadValues(tx, auth, body, current);
    await assertPlanOpen(tx, auth, policy.fiscal_year_id, [policy.nikaya_id]);
    await updateBudgetHeadRow(tx, id, { ...values, updatedAt: new Date() });
    await recordActivity(tx, request, {
      action: "update",
      entity: "budget_head",
      entityId: id,
      changes: { before: current, after: body },
    });
  });
};

export const deleteBudgetHead = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await db.transaction(async (tx) => {
    await lockLiveRow(tx, "budget_heads", id);
    const current = await orNotFound(findBudgetHead(tx, auth, id), NOT_FOUND.budgetHead);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    if (current.activity_count > 0) throw conflict(IN_USE.budgetHead);
    await softDeleteBudgetHead(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "budget_head",
      entityId: id,
      changes: { before: current },
    });
  });
};

// --- activities ----------------------------------------------------------------------------------

const activityValues = async (
  executor: Executor,
  auth: AuthContext,
  body: TActivityBody,
  current: Awaited<ReturnType<typeof findActivity>> | null,
) => {
  await lockLiveRow(executor, "policies", body.policy_id);
  const policy = await orNotFound(findPolicy(executor, auth, body.policy_id), NOT_FOUND.policy);
  const nikayaId = body.nikaya_id ?? policy.nikaya_id;
  await assertOfficeInScope(executor, auth, nikayaId);
  const errors = new FieldErrorCollector();
  if (current && current.fiscal_year_id !== policy.fiscal_year_id)
    errors.add("policy_id", MESSAGES.otherYear);
  if (current && current.nikaya_id !== nikayaId && current.milestone_count > 0)
    errors.add("nikaya_id", MESSAGES.activityHasMilestones);
  const budgetHeadId = body.budget_head_id ?? null;
  if (budgetHeadId !== null) {
    await lockLiveRow(executor, "budget_heads", budgetHeadId);
    const head = await findBudgetHeadRow(executor, budgetHeadId);
    if (!head || head.deletedAt || head.policyId !== policy.id)
      errors.add("budget_head_id", MESSAGES.budgetHead);
  }
  const helpers = body.helper_nikaya_ids;
  const { helper_limit } = await buildSetupBlock(executor);
  if (new Set(helpers).size !== helpers.length) errors.add("helper_nikaya_ids", MESSAGES.helperTwice);
  if (helpers.includes(nikayaId)) errors.add("helper_nikaya_ids", MESSAGES.helperSelf);
  if (new Set(helpers).size > helper_limit) errors.add("helper_nikaya_ids", helperLimit(helper_limit));
  if ((await existingOffices(executor, [...new Set(helpers)])).length !== new Set(helpers).size)
    errors.add("helper_nikaya_ids", MESSAGES.helperMissing);
  await checkSetup(executor, errors, "unit_id", "units", body.unit_id, MESSAGES.unit);
  errors.throwIfAny();
  return {
    policy,
    helpers: [...new Set(helpers)],
    values: {
      fiscalYearId: policy.fiscal_year_id,
      nikayaId,
      policyId: policy.id,
      budgetHeadId,
      pointNo: body.point_no,
      title: body.title,
      annualTarget: numeric(body.annual_target),
      unitId: body.unit_id ?? null,
    },
  };
};

export const createActivity = async (db: Db, request: FastifyRequest, body: TActivityBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const policy = await orNotFound(findPolicy(tx, auth, body.policy_id), NOT_FOUND.policy);
    await assertOfficeInScope(tx, auth, body.nikaya_id ?? policy.nikaya_id);
    await assertPlanOpen(tx, auth, policy.fiscal_year_id, [
      policy.nikaya_id,
      body.nikaya_id ?? policy.nikaya_id,
    ]);
    const { values, helpers } = await activityValues(tx, auth, body, null);
    const id = await insertActivity(tx, { ...values, createdBy: auth.userId });
    await replaceActivityHelpers(tx, id, helpers);
    await recordActivity(tx, request, {
      action: "create",
      entity: "activity",
      entityId: id,
      changes: { after: body },
    });
    return id;
  });
};

export const updateActivity = async (db: Db, request: FastifyRequest, id: number, body: TActivityBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const current = await orNotFound(findActivity(tx, auth, id), NOT_FOUND.activity);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    const { policy, values, helpers } = await activityValues(tx, auth, body, current);
    await assertPlanOpen(tx, auth, policy.fiscal_year_id, [policy.nikaya_id, values.nikayaId]);
    await updateActivityRow(tx, id, { ...values, updatedAt: new Date() });
    await replaceActivityHelpers(tx, id, helpers);
    await recordActivity(tx, request, {
      action: "update",
      entity: "activity",
      entityId: id,
      changes: { before: current, after: body },
    });
  });
};

export const deleteActivity = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await db.transaction(async (tx) => {
    await lockLiveRow(tx, "activities", id);
    const current = await orNotFound(findActivity(tx, auth, id), NOT_FOUND.activity);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    if (current.milestone_count > 0) throw conflict(IN_USE.activity);
    await softDeleteActivity(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "activity",
      entityId: id,
      changes: { before: current },
    });
  });
};

// --- milestones ----------------------------------------------------------------------------------

const monthName = (month: number) =>
  FISCAL_MONTHS[month] ?? { name_en: String(month), name_np: toDevanagariDigits(month) };

const CUMULATIVE_FIXED = {
  en: "Cumulative month values must be fixed.",
  np: "सञ्चित मासिक परिमाण मिलाउनुपर्छ।",
};

/** Each schedule rule (SPEC.md section 5) as a message under the field at fault. */
const scheduleMessage = (
  issue: ScheduleIssue,
  indexOf: (month: number) => number,
): [string, BilingualMessage] => {
  switch (issue.code) {
    case "no_months":
      return ["months", { en: "At least one month must be selected.", np: "कम्तीमा एक महिना छान्नुपर्छ।" }];
    case "month_out_of_range":
      return [
        `months.${indexOf(issue.month)}.month`,
        { en: "Choose a month from Shrawan to Ashadh.", np: "साउनदेखि असारसम्मको महिना छान्नुहोस्।" },
      ];
    case "duplicate_month":
      return [
        `months.${indexOf(issue.month)}.month`,
        {
          en: `${monthName(issue.month).name_en} is selected more than once.`,
          np: `${monthName(issue.month).name_np} एकभन्दा बढी पटक छानिएको छ।`,
        },
      ];
    case "negative_target":
      return [
        `months.${indexOf(issue.month)}.target`,
        {
          en: `The target of ${monthName(issue.month).name_en} cannot be negative.`,
          np: `${monthName(issue.month).name_np} को लक्ष्य ऋणात्मक हुन सक्दैन।`,
        },
      ];
    case "cumulative_decreasing":
      return [
        `months.${indexOf(issue.month)}.target`,
        {
          en: `${CUMULATIVE_FIXED.en} The target of ${monthName(issue.month).name_en} cannot be less than the month before.`,
          np: `${CUMULATIVE_FIXED.np} ${monthName(issue.month).name_np} को लक्ष्य अघिल्लो महिनाभन्दा कम हुन सक्दैन।`,
        },
      ];
    case "cumulative_last_not_annual":
      return [
        "months",
        {
          en: `${CUMULATIVE_FIXED.en} The last month's target (${issue.last}) must equal the annual target (${issue.annual}).`,
          np: `${CUMULATIVE_FIXED.np} अन्तिम महिनाको लक्ष्य (${toDevanagariDigits(issue.last)}) वार्षिक लक्ष्य (${toDevanagariDigits(issue.annual)}) बराबर हुनुपर्छ।`,
        },
      ];
    case "sum_not_annual":
      return [
        "months",
        {
          en: `The month targets add up to ${issue.sum}; they must add up to the annual target (${issue.annual}).`,
          np: `मासिक लक्ष्यको जोड ${toDevanagariDigits(issue.sum)} छ; यो वार्षिक लक्ष्य (${toDevanagariDigits(issue.annual)}) बराबर हुनुपर्छ।`,
        },
      ];
    case "annual_not_positive":
      return [
        "annual_target",
        { en: "The annual target must be greater than 0.", np: "वार्षिक लक्ष्य ० भन्दा बढी हुनुपर्छ।" },
      ];
  }
};

const milestoneValues = async (
  executor: Executor,
  auth: AuthContext,
  body: TMilestoneBody,
  current: Awaited<ReturnType<typeof findMilestone>> | null,
) => {
  await lockLiveRow(executor, "activities", body.activity_id);
  const activity = await orNotFound(findActivity(executor, auth, body.activity_id), NOT_FOUND.activity);
  const errors = new FieldErrorCollector();
  if (current && current.fiscal_year_id !== activity.fiscal_year_id)
    errors.add("activity_id", MESSAGES.otherYear);
  else if (current && current.activity_id !== activity.id && current.progress_count > 0)
    errors.add("activity_id", MESSAGES.milestoneHasProgress);
  const type = await checkSetup(executor, errors, "type_id", "milestone-types", body.type_id, MESSAGES.type);
  if (type && type.parent_id !== null) errors.add("type_id", MESSAGES.type);
  const subtype = await checkSetup(
    executor,
    errors,
    "subtype_id",
    "milestone-types",
    body.subtype_id,
    MESSAGES.subtype,
  );
  if (subtype && subtype.parent_id !== body.type_id) errors.add("subtype_id", MESSAGES.subtype);
  await checkSetup(executor, errors, "unit_id", "units", body.unit_id, MESSAGES.unit);
  const schedule = { months: body.months, cumulative: body.cumulative, annualTarget: body.annual_target };
  const indexOf = (month: number) => body.months.findIndex((m) => m.month === month);
  for (const issue of scheduleIssues(schedule)) errors.add(...scheduleMessage(issue, indexOf));
  errors.throwIfAny();
  return {
    activity,
    values: {
      fiscalYearId: activity.fiscal_year_id,
      nikayaId: activity.nikaya_id,
      activityId: activity.id,
      code: body.code,
      title: body.title,
      typeId: body.type_id,
      subtypeId: body.subtype_id ?? null,
      baseline: numeric(body.baseline),
      annualTarget: String(body.annual_target),
      unitId: body.unit_id ?? null,
      kriya: body.kriya,
      cumulative: body.cumulative,
      startMonth: startMonth(schedule),
      endMonth: endMonth(schedule),
    },
  };
};

export const createMilestone = async (db: Db, request: FastifyRequest, body: TMilestoneBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const activity = await orNotFound(findActivity(tx, auth, body.activity_id), NOT_FOUND.activity);
    await assertPlanOpen(tx, auth, activity.fiscal_year_id, [activity.nikaya_id]);
    const { values } = await milestoneValues(tx, auth, body, null);
    const id = await insertMilestone(tx, { ...values, createdBy: auth.userId });
    await replaceMilestoneTargets(tx, id, body.months);
    await recomputeMilestoneStatus(tx, id);
    await recordActivity(tx, request, {
      action: "create",
      entity: "milestone",
      entityId: id,
      changes: { after: body },
    });
    return id;
  });
};

export const updateMilestone = async (db: Db, request: FastifyRequest, id: number, body: TMilestoneBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const current = await orNotFound(findMilestone(tx, auth, id), NOT_FOUND.milestone);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    const { activity, values } = await milestoneValues(tx, auth, body, current);
    await assertPlanOpen(tx, auth, activity.fiscal_year_id, [activity.nikaya_id]);
    await updateMilestoneRow(tx, id, { ...values, updatedAt: new Date() });
    await replaceMilestoneTargets(tx, id, body.months);
    // Targets, the cumulative flag or the office may have changed: the month states follow at once.
    await recomputeMilestoneStatus(tx, id);
    await recordActivity(tx, request, {
      action: "update",
      entity: "milestone",
      entityId: id,
      changes: { before: current, after: body },
    });
  });
};

export const deleteMilestone = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await db.transaction(async (tx) => {
    await lockLiveRow(tx, "milestones", id);
    const current = await orNotFound(findMilestone(tx, auth, id), NOT_FOUND.milestone);
    await assertPlanOpen(tx, auth, current.fiscal_year_id, [current.nikaya_id]);
    if (current.progress_count > 0) throw conflict(IN_USE.milestone);
    await softDeleteMilestone(tx, id);
    // Status rows are live milestones' only; the dashboard counts follow their removal.
    await deleteMilestoneStatus(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "milestone",
      entityId: id,
      changes: { before: current },
    });
  });
};
