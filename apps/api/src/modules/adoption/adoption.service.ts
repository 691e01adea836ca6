import type { TAdoptedItem, TAdoptionBody } from "@pragati/domain/contract";
import type { FastifyRequest } from "fastify";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { AppError, type BilingualMessage, FieldErrorCollector, notFound, orNotFound } from "../../lib/errors";
import { assertOfficeInScope } from "../../lib/scope";
import { type AuthContext, authOf } from "../../plugins/auth";
import { buildSetupBlock, chosenOrCurrentFiscalYearId } from "../calendar/calendar.service";
import { isLocked } from "../locks/locks.service";
import {
  addActivityHelpers,
  addMilestoneTargets,
  insertActivity,
  insertBudgetHead,
  insertMilestone,
  insertPolicy,
} from "../plans/plans.repository";
import { assertPlanOpen } from "../plans/plans.service";
import { recomputeMilestoneStatus } from "../progress/milestone-status.service";
import {
  type FiscalYearRef,
  findFiscalYear,
  findOffice,
  loadSourcePlan,
  lockOffice,
  type SourceActivityRow,
  type SourcePlan,
} from "./adoption.repository";

const OFFICE = { en: "Office", np: "निकाय" };

const MESSAGES = {
  fiscalYear: { en: "Select a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  noPrevious: {
    en: "There is no previous fiscal year to adopt from.",
    np: "अंगीकार गर्न अघिल्लो आर्थिक वर्ष छैन।",
  },
  notInPlan: {
    en: "Choose items of the office's plan of the previous fiscal year.",
    np: "निकायको अघिल्लो आर्थिक वर्षको कार्ययोजनाका विवरण छान्नुहोस्।",
  },
  nothing: {
    en: "Choose at least one item to adopt.",
    np: "अंगीकार गर्न कम्तीमा एउटा विवरण छान्नुहोस्।",
  },
} satisfies Record<string, BilingualMessage>;

const adoptionOff = () =>
  new AppError({
    status: 409,
    message: "Adoption from the previous fiscal year is turned off in the settings.",
    messageNp: "अघिल्लो आर्थिक वर्षबाट अंगीकार गर्ने सुविधा सेटिङमा बन्द छ।",
  });

/** The target fiscal year (the given one, else the current one) and the year before it. */
const resolveYears = async (executor: Executor, fiscalYearId: number | undefined) => {
  const setup = await buildSetupBlock(executor);
  const id = await chosenOrCurrentFiscalYearId(executor, fiscalYearId, setup);
  const target = id == null ? undefined : await findFiscalYear(executor, { id });
  if (!target) new FieldErrorCollector().add("fiscal_year_id", MESSAGES.fiscalYear).throwIfAny();
  const year = target as FiscalYearRef;
  const source = (await findFiscalYear(executor, { startYear: year.start_year - 1 })) ?? null;
  return { target: year, source, setup };
};

const officeOf = async (executor: Executor, auth: AuthContext, nikayaId: number | undefined) => {
  const id = nikayaId ?? auth.nikayaId;
  if (id == null) throw notFound(OFFICE);
  await assertOfficeInScope(executor, auth, id);
  return orNotFound(findOffice(executor, id), OFFICE);
};

/** The office's previous-year plan with what is already adopted, and whether adopting is possible now. */
export const adoptionSource = async (
  db: Db,
  auth: AuthContext,
  query: { nikaya_id?: number; fiscal_year_id?: number },
) => {
  const office = await officeOf(db, auth, query.nikaya_id);
  const { target, source, setup } = await resolveYears(db, query.fiscal_year_id);
  const plan: SourcePlan = source
    ? await loadSourcePlan(db, auth, {
        nikayaId: office.id,
        sourceYearId: source.id,
        targetYearId: target.id,
      })
    : { policies: [], budgetHeads: [], activities: [] };
  // The target year's action-plan lock, global or the office's own.
  const locked =
    auth.roleSlug !== "admin" &&
    (await isLocked(db, { kind: "action_plan_lock", fiscalYearId: target.id, officeIds: [office.id] }));
  return { office, target, source, allowAdoption: setup.allow_adoption, locked, plan };
};

/**
 * Everything the chosen items need: a milestone brings its activity, an activity its policy and
 * budget head, a budget head its policy, a policy its parent points.
 */
const closure = (plan: SourcePlan, body: TAdoptionBody) => {
  const errors = new FieldErrorCollector();
  const policyById = new Map(plan.policies.map((p) => [p.id, p]));
  const headById = new Map(plan.budgetHeads.map((b) => [b.id, b]));
  const activityById = new Map(plan.activities.map((a) => [a.id, a]));
  const activityOfMilestone = new Map(
    plan.activities.flatMap((a) => a.milestones.map((m) => [m.id, a] as const)),
  );
  const check = (field: string, ids: number[], known: (id: number) => boolean) => {
    if (ids.some((id) => !known(id))) errors.add(field, MESSAGES.notInPlan);
  };
  check("policy_ids", body.policy_ids, (id) => policyById.has(id));
  check("budget_head_ids", body.budget_head_ids, (id) => headById.has(id));
  check("activity_ids", body.activity_ids, (id) => activityById.has(id));
  check("milestone_ids", body.milestone_ids, (id) => activityOfMilestone.has(id));
  const chosen =
    body.policy_ids.length +
    body.budget_head_ids.length +
    body.activity_ids.length +
    body.milestone_ids.length;
  if (chosen === 0) errors.add("items", MESSAGES.nothing);
  errors.throwIfAny();

  const milestoneIds = new Set(body.milestone_ids);
  const activityIds = new Set([
    ...body.activity_ids,
    ...body.milestone_ids.map((id) => (activityOfMilestone.get(id) as SourceActivityRow).id),
  ]);
  const headIds = new Set(body.budget_head_ids);
  const policyIds = new Set(body.policy_ids);
  for (const id of activityIds) {
    const activity = activityById.get(id) as SourceActivityRow;
    policyIds.add(activity.policy_id);
    if (activity.budget_head_id !== null) headIds.add(activity.budget_head_id);
  }
  for (const id of headIds) {
    const head = headById.get(id);
    if (head) policyIds.add(head.policy_id);
  }
  for (const id of [...policyIds]) {
    for (let parent = policyById.get(id)?.parent_id ?? null; parent !== null; ) {
      policyIds.add(parent);
      parent = policyById.get(parent)?.parent_id ?? null;
    }
  }
  return { policyIds, headIds, activityIds, milestoneIds };
};

/**
 * Copies the chosen items of the office's previous-year plan (and the parents they need) into the
 * target fiscal year in one transaction. Each copy keeps `source_id`; an item whose live copy exists is
 * reused, so nothing is adopted twice. Month targets come along; progress never does.
 */
export const adopt = async (db: Db, request: FastifyRequest, body: TAdoptionBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const office = await officeOf(tx, auth, body.nikaya_id);
    const { target, source, setup } = await resolveYears(tx, body.fiscal_year_id);
    if (!setup.allow_adoption) throw adoptionOff();
    if (!source) new FieldErrorCollector().add("fiscal_year_id", MESSAGES.noPrevious).throwIfAny();
    const sourceYear = source as FiscalYearRef;
    await lockOffice(tx, office.id);
    const plan = await loadSourcePlan(tx, auth, {
      nikayaId: office.id,
      sourceYearId: sourceYear.id,
      targetYearId: target.id,
    });
    const wanted = closure(plan, body);
    const chosenActivities = plan.activities.filter((a) => wanted.activityIds.has(a.id));
    await assertPlanOpen(tx, auth, target.id, [
      office.id,
      ...chosenActivities.map((a) => a.adopted_nikaya_id ?? a.nikaya_id),
    ]);

    const result = {
      policies: [] as TAdoptedItem[],
      budget_heads: [] as TAdoptedItem[],
      activities: [] as TAdoptedItem[],
      milestones: [] as TAdoptedItem[],
    };
    const copyOf = new Map<string, number>();
    const mapped = (kind: string, id: number) => copyOf.get(`${kind}:${id}`) as number;
    const note = (kind: keyof typeof result, sourceId: number, id: number, created: boolean) => {
      copyOf.set(`${kind}:${sourceId}`, id);
      result[kind].push({ source_id: sourceId, id, created });
    };
    const common = { createdBy: auth.userId, fiscalYearId: target.id };

    // Tree order: a parent point is always copied before its sub points.
    for (const p of plan.policies.filter((row) => wanted.policyIds.has(row.id))) {
      if (p.adopted_id !== null) {
        note("policies", p.id, p.adopted_id, false);
        continue;
      }
      const id = await insertPolicy(tx, {
        ...common,
        nikayaId: office.id,
        parentId: p.parent_id === null ? null : mapped("policies", p.parent_id),
        pointNo: p.point_no,
        name: p.name,
        startFrom: p.start_from,
        endAt: p.end_at,
        budget: p.budget,
        reportingTypeId: p.reporting_type_id,
        status: p.status,
        sourceId: p.id,
      });
      note("policies", p.id, id, true);
    }

    for (const b of plan.budgetHeads.filter((row) => wanted.headIds.has(row.id))) {
      if (b.adopted_id !== null) {
        note("budget_heads", b.id, b.adopted_id, false);
        continue;
      }
      const id = await insertBudgetHead(tx, {
        ...common,
        nikayaId: office.id,
        policyId: mapped("policies", b.policy_id),
        pointNo: b.point_no,
        heading: b.heading,
        amount: b.amount,
        budgetCodeId: b.budget_code_id,
        sourceId: b.id,
      });
      note("budget_heads", b.id, id, true);
    }

    for (const a of chosenActivities) {
      let activityOffice = a.adopted_nikaya_id ?? a.nikaya_id;
      if (a.adopted_id !== null) note("activities", a.id, a.adopted_id, false);
      else {
        const id = await insertActivity(tx, {
          ...common,
          nikayaId: a.nikaya_id,
          policyId: mapped("policies", a.policy_id),
          budgetHeadId: a.budget_head_id === null ? null : mapped("budget_heads", a.budget_head_id),
          pointNo: a.point_no,
          title: a.title,
          annualTarget: a.annual_target,
          unitId: a.unit_id,
          sourceId: a.id,
        });
        await addActivityHelpers(tx, id, a.helper_ids);
        activityOffice = a.nikaya_id;
        note("activities", a.id, id, true);
      }
      const activityId = mapped("activities", a.id);
      for (const m of a.milestones.filter((row) => wanted.milestoneIds.has(row.id))) {
        if (m.adopted_id !== null) {
          note("milestones", m.id, m.adopted_id, false);
          continue;
        }
        const id = await insertMilestone(tx, {
          ...common,
          nikayaId: activityOffice,
          activityId,
          code: m.code,
          title: m.title,
          typeId: m.type_id,
          subtypeId: m.subtype_id,
          baseline: m.baseline === null ? null : String(m.baseline),
          annualTarget: String(m.annual_target),
          unitId: m.unit_id,
          kriya: m.kriya,
          cumulative: m.cumulative,
          startMonth: m.start_month,
          endMonth: m.end_month,
          sourceId: m.id,
        });
        await addMilestoneTargets(tx, id, m.months);
        // A new milestone needs its 12 month rows before the dashboard can count it.
        await recomputeMilestoneStatus(tx, id);
        note("milestones", m.id, id, true);
      }
    }

    await recordActivity(tx, request, {
      action: "adopt",
      entity: "adoption",
      entityId: office.id,
      changes: {
        nikaya_id: office.id,
        fiscal_year_id: target.id,
        source_fiscal_year_id: sourceYear.id,
        remarks: body.remarks,
        ...result,
      },
    });
    return { fiscal_year_id: target.id, nikaya_id: office.id, ...result };
  });
};
