import type { ZIndicatorBody } from "@pragati/domain/contract";
import {
  type DefinitionIssue,
  definitionIssues,
  type TargetIssue,
  targetIssues,
} from "@pragati/domain/indicators";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db, Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isUniqueViolation } from "../../lib/db-errors";
import { type BilingualMessage, conflict, FieldErrorCollector, orNotFound, refuse } from "../../lib/errors";
import { createRecord } from "../../lib/record-rows";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope, isOfficeInScope } from "../../lib/scope";
import { type AuthContext, authOf, hasPermission } from "../../plugins/auth";
import { assertUnlocked, locksInScope } from "../locks/locks.service";
import {
  codeTaken,
  deleteIndicatorRow,
  findIndicator,
  fiscalYearExists,
  hasChildren,
  type IndicatorRecord,
  type IndicatorScope,
  insertIndicator,
  parentOf,
  setupIdsOf,
  updateIndicatorRow,
} from "./indicators.repository";

export const INDICATOR: BilingualMessage = { en: "Indicator", np: "सूचक" };

const MESSAGES = {
  fiscalYear: { en: "Choose a fiscal year.", np: "आर्थिक वर्ष छान्नुहोस्।" },
  codeTaken: {
    en: "Another indicator of this fiscal year has this code.",
    np: "यस आर्थिक वर्षको अर्को सूचकमा यो सङ्केत प्रयोग भइसकेको छ।",
  },
  office: { en: "Choose the ministry among your offices.", np: "आफ्नो निकायहरूमध्येबाट मन्त्रालय छान्नुहोस्।" },
  responsibleOffice: {
    en: "Choose the reporting office among your offices.",
    np: "आफ्नो निकायहरूमध्येबाट प्रतिवेदन गर्ने निकाय छान्नुहोस्।",
  },
  parent: {
    en: "Choose a parent indicator of the same fiscal year.",
    np: "उही आर्थिक वर्षको मूल सूचक छान्नुहोस्।",
  },
  parentCycle: {
    en: "An indicator cannot sit under itself or under one of its sub-indicators.",
    np: "सूचक आफैँ वा आफ्नै उप-सूचकमुनि राख्न सकिँदैन।",
  },
  officeCategory: { en: "Choose an office category from the list.", np: "सूचीबाट निकाय वर्ग छान्नुहोस्।" },
  unit: { en: "Choose a unit from the list.", np: "सूचीबाट एकाइ छान्नुहोस्।" },
  baselineYear: { en: "Choose a fiscal year for the baseline.", np: "आधार मानको आर्थिक वर्ष छान्नुहोस्।" },
  notOwner: {
    en: "Only the ministry that owns this indicator (or an administrator) may change it.",
    np: "यो सूचकको स्वामित्व भएको मन्त्रालय (वा प्रशासक) ले मात्र परिवर्तन गर्न सक्छ।",
  },
  hasChildren: {
    en: "This indicator has sub-indicators; delete or move them first.",
    np: "यो सूचकका उप-सूचकहरू छन्; पहिले तिनलाई हटाउनुहोस् वा सार्नुहोस्।",
  },
} satisfies Record<string, BilingualMessage>;

const DEFINITION_MESSAGES: { [I in DefinitionIssue as `${I["field"]}:${I["issue"]}`]: BilingualMessage } = {
  "aggregation:level_only": {
    en: "A percent or yes/no indicator is a level: choose 'latest value'.",
    np: "प्रतिशत वा हो/होइन सूचक स्तर हो: 'पछिल्लो मान' छान्नुहोस्।",
  },
  "baseline_fiscal_year_id:required": {
    en: "Choose the fiscal year the baseline was measured in.",
    np: "आधार मान मापन गरिएको आर्थिक वर्ष छान्नुहोस्।",
  },
  "baseline_fiscal_year_id:not_allowed": {
    en: "Without a baseline (not applicable) there is no baseline year.",
    np: "आधार मान नभएमा (लागू नहुने) आधार वर्ष हुँदैन।",
  },
  "sdg_code:format": {
    en: "Write the SDG code as goal.target.indicator, e.g. 3.1.1 or 7.b.1.",
    np: "दिगो विकास लक्ष्य सङ्केत लक्ष्य.परिलक्ष्य.सूचक ढाँचामा लेख्नुहोस्, जस्तै ३.१.१ वा 7.b.1।",
  },
  "sdg_version:required": {
    en: "Write the SDG framework version the code comes from.",
    np: "सङ्केत लिइएको दिगो विकास लक्ष्य ढाँचाको संस्करण लेख्नुहोस्।",
  },
};

const WRONG_SIDE: Record<"increase" | "decrease", BilingualMessage> = {
  increase: {
    en: "Higher is better: the annual target cannot be below the baseline.",
    np: "बढी राम्रो हुने सूचकमा वार्षिक लक्ष्य आधार मानभन्दा कम हुन सक्दैन।",
  },
  decrease: {
    en: "Lower is better: the annual target cannot be above the baseline.",
    np: "घटी राम्रो हुने सूचकमा वार्षिक लक्ष्य आधार मानभन्दा बढी हुन सक्दैन।",
  },
};

/** A code typed with Devanagari digits is stored with Latin ones, as the SDG framework writes it. */
const latinDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/** The one scope rule: an indicator is the caller's when its owner or its reporting office is. */
export const indicatorScope = (auth: AuthContext): IndicatorScope => ({
  visible: sql`(${inOfficeScope(auth, sql`i.nikaya_id`)} OR ${inOfficeScope(auth, sql`COALESCE(i.responsible_office_id, i.nikaya_id)`)})`,
  owned: inOfficeScope(auth, sql`i.nikaya_id`),
});

/** Which offices' indicators the caller may not change in a fiscal year (admin: none). */
export const lockedFor = async (executor: Executor, auth: AuthContext, fiscalYearId: number) => {
  if (auth.roleSlug === "admin") return { global: false, offices: new Set<number>() };
  const state = await locksInScope(executor, auth, { kind: "indicator_lock", fiscalYearId });
  return { global: state.global, offices: new Set(state.offices.map((o) => o.id)) };
};
export type LockedFor = Awaited<ReturnType<typeof lockedFor>>;

const isLockedFor = (locked: LockedFor, row: Pick<IndicatorRecord, "nikaya_id" | "responsible_office_id">) =>
  locked.global || locked.offices.has(row.nikaya_id) || locked.offices.has(row.responsible_office_id);

/** `indicator.manage` with the owner in the caller's subtree (admin: any), and the year not locked. */
export const canManageIndicator = (auth: AuthContext, row: IndicatorRecord, locked: LockedFor) =>
  hasPermission(auth, "indicator.manage") && !isLockedFor(locked, row) && row.owner_in_scope;

type IndicatorInput = z.output<typeof ZIndicatorBody>;

const codeRace = (error: unknown) => {
  if (isUniqueViolation(error)) throw conflict(MESSAGES.codeTaken);
  throw error;
};

const addTargetIssue = (errors: FieldErrorCollector, issue: TargetIssue, direction: string) => {
  if (issue.field === "annual" && (direction === "increase" || direction === "decrease"))
    errors.add("annual_target", WRONG_SIDE[direction]);
};

/** Every field checked against the lists, the caller's scope and the domain rules; 422 with each. */
const indicatorValues = async (
  tx: Executor,
  auth: AuthContext,
  body: IndicatorInput,
  current: IndicatorRecord | null,
) => {
  const errors = new FieldErrorCollector();
  const fiscalYearId = current?.fiscal_year_id ?? body.fiscal_year_id;
  if (!current && !(await fiscalYearExists(tx, fiscalYearId)))
    errors.add("fiscal_year_id", MESSAGES.fiscalYear);
  else if (await codeTaken(tx, { fiscalYearId, code: body.code, exceptId: current?.id ?? null }))
    errors.add("code", MESSAGES.codeTaken);

  const nikayaId = body.nikaya_id ?? current?.nikaya_id ?? auth.nikayaId;
  const keepsOwner = current !== null && current.nikaya_id === nikayaId;
  if (nikayaId === null || (!keepsOwner && !(await isOfficeInScope(tx, auth, nikayaId))))
    errors.add("nikaya_id", MESSAGES.office);
  const responsibleId = body.responsible_office_id ?? null;
  const keepsResponsible = current !== null && current.responsible_office_id === responsibleId;
  if (responsibleId !== null && !keepsResponsible && !(await isOfficeInScope(tx, auth, responsibleId)))
    errors.add("responsible_office_id", MESSAGES.responsibleOffice);

  if (body.parent_id != null) {
    const parent = await parentOf(tx, { parentId: body.parent_id, id: current?.id ?? null });
    if (!parent || parent.fiscal_year_id !== fiscalYearId) errors.add("parent_id", MESSAGES.parent);
    else if (parent.cycle) errors.add("parent_id", MESSAGES.parentCycle);
  }
  const [categories, units] = await Promise.all([
    setupIdsOf(tx, "nikaya-category", body.office_category_id ? [body.office_category_id] : []),
    setupIdsOf(tx, "units", body.unit_id ? [body.unit_id] : []),
  ]);
  if (body.office_category_id && !categories.has(body.office_category_id))
    errors.add("office_category_id", MESSAGES.officeCategory);
  if (body.unit_id && !units.has(body.unit_id)) errors.add("unit_id", MESSAGES.unit);
  if (body.baseline_fiscal_year_id && !(await fiscalYearExists(tx, body.baseline_fiscal_year_id)))
    errors.add("baseline_fiscal_year_id", MESSAGES.baselineYear);

  const sdgCode = body.sdg_code === null ? null : latinDigits(body.sdg_code);
  for (const issue of definitionIssues({ ...body, sdg_code: sdgCode }))
    errors.add(
      issue.field,
      DEFINITION_MESSAGES[`${issue.field}:${issue.issue}` as keyof typeof DEFINITION_MESSAGES],
    );
  if (body.annual_target !== null)
    for (const issue of targetIssues({
      aggregation: body.aggregation,
      direction: body.direction,
      baseline: body.baseline,
      annual: body.annual_target,
      periods: [],
      periodCount: 0,
    }))
      addTargetIssue(errors, issue, body.direction);
  errors.throwIfAny();
  return {
    fiscalYearId,
    nikayaId: nikayaId as number,
    responsibleOfficeId: responsibleId,
    parentId: body.parent_id ?? null,
    code: body.code,
    name: body.name,
    nameNp: body.name_np,
    definition: body.definition,
    level: body.level,
    officeCategoryId: body.office_category_id ?? null,
    reviewPeriod: body.review_period,
    unitId: body.unit_id ?? null,
    unitType: body.unit_type,
    direction: body.direction,
    aggregation: body.aggregation,
    baseline: body.baseline === null ? null : String(body.baseline),
    baselineFiscalYearId: body.baseline_fiscal_year_id,
    annualTarget: body.annual_target === null ? null : String(body.annual_target),
    weightage: String(body.weightage),
    sdgCode,
    sdgVersion: body.sdg_version,
    dataSource: body.data_source,
  };
};

/** The lock of the indicator's year binds its owner and its reporting office (admin passes). */
const assertIndicatorOpen = (
  tx: Executor,
  auth: AuthContext,
  values: { fiscalYearId: number; offices: readonly (number | null)[] },
) =>
  assertUnlocked(tx, auth, {
    kind: "indicator_lock",
    fiscalYearId: values.fiscalYearId,
    officeIds: values.offices.filter((id): id is number => id !== null),
  });

export const createIndicator = (db: Db, request: FastifyRequest, body: IndicatorInput) =>
  db
    .transaction(async (tx) => {
      const auth = authOf(request);
      const values = await indicatorValues(tx, auth, body, null);
      await assertIndicatorOpen(tx, auth, {
        fiscalYearId: values.fiscalYearId,
        offices: [values.nikayaId, values.responsibleOfficeId],
      });
      return createRecord(tx, request, {
        entity: "indicator",
        insert: insertIndicator,
        values,
        changes: body,
      });
    })
    .catch(codeRace);

/**
 * An indicator the caller may change: 404 outside its scope, 403 when another ministry owns it. Locked
 * (`lockRow`) before it is read, so a change decides on what a concurrent edit or removal left.
 */
export const openForManage = async (tx: Executor, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await lockRow(tx, "indicators", id);
  const current = await orNotFound(findIndicator(tx, id, indicatorScope(auth)), INDICATOR);
  if (!current.owner_in_scope) throw refuse(403, MESSAGES.notOwner);
  await assertIndicatorOpen(tx, auth, {
    fiscalYearId: current.fiscal_year_id,
    offices: [current.nikaya_id, current.responsible_office_id],
  });
  return { auth, current };
};

export const updateIndicator = (db: Db, request: FastifyRequest, id: number, body: IndicatorInput) =>
  db
    .transaction(async (tx) => {
      const { auth, current } = await openForManage(tx, request, id);
      const values = await indicatorValues(tx, auth, body, current);
      await assertIndicatorOpen(tx, auth, {
        fiscalYearId: values.fiscalYearId,
        offices: [values.nikayaId, values.responsibleOfficeId],
      });
      await updateIndicatorRow(tx, id, { ...values, updatedAt: new Date() });
      await recordActivity(tx, request, {
        action: "update",
        entity: "indicator",
        entityId: id,
        nikayaId: values.nikayaId,
        changes: body,
      });
    })
    .catch(codeRace);

export const deleteIndicator = (db: Db, request: FastifyRequest, id: number) =>
  db.transaction(async (tx) => {
    const { current } = await openForManage(tx, request, id);
    if (await hasChildren(tx, id)) throw conflict(MESSAGES.hasChildren);
    await deleteIndicatorRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "indicator",
      entityId: id,
      nikayaId: current.nikaya_id,
      changes: { code: current.code, name: current.name },
    });
  });
