import { type Calendar, toBsString, toDevanagariDigits } from "@pragati/domain/calendar";
import {
  isEmailAddress,
  isNepaliMobile,
  isNepaliPhone,
  normalizeMobile,
  normalizePhone,
  OFFICE_LOCKS,
  type TChangeValue,
  type TOfficeBudgetBody,
  type TOfficeChanges,
  type TOfficeLocksBody,
  type ZOfficeBody,
  type ZOfficeMemberFields,
} from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { recordActivity } from "../../lib/activity-log";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import {
  type BilingualMessage,
  conflict,
  FieldErrorCollector,
  forbidden,
  orNotFound,
} from "../../lib/errors";
import { lockRow } from "../../lib/row-lock";
import { inOfficeScope } from "../../lib/scope";
import { type AuthContext, authOf } from "../../plugins/auth";
import { loadCalendar } from "../calendar/calendar.repository";
import { lockFiscalYearId, setLocks } from "../locks/locks.service";
import {
  codeTaken,
  countReferences,
  deleteMemberRow,
  deleteOfficeRow,
  findBudget,
  findFiscalYear,
  findMember,
  findOffice,
  findParentOffice,
  geoOf,
  insertMember,
  insertOffice,
  isCategory,
  lockOffice,
  lockTree,
  type MemberRow,
  type OfficeDetailRow,
  type ParentRow,
  repathSubtree,
  setOfficePath,
  updateMemberRow,
  updateOfficeRow,
  upsertBudget,
} from "./offices.repository";

type OfficeBody = z.output<typeof ZOfficeBody>;
type MemberFields = z.output<typeof ZOfficeMemberFields>;
type Db = Executor;

const OFFICE_NOT_FOUND: BilingualMessage = { en: "Office", np: "निकाय" };
const MEMBER_NOT_FOUND: BilingualMessage = { en: "Office member", np: "निकायको सदस्य" };

const MESSAGES = {
  parentMissing: { en: "Choose a parent office from the list.", np: "सूचीबाट माथिल्लो निकाय छान्नुहोस्।" },
  parentRequired: { en: "Choose the parent office.", np: "माथिल्लो निकाय छान्नुहोस्।" },
  parentLoop: {
    en: "An office cannot be placed under itself or under one of its own sub-offices.",
    np: "निकायलाई आफैं वा आफ्नै मातहतको निकायमुनि राख्न मिल्दैन।",
  },
  category: { en: "Choose an office category from the list.", np: "सूचीबाट निकायको वर्ग छान्नुहोस्।" },
  memberType: { en: "Choose a member type from the list.", np: "सूचीबाट सदस्यको प्रकार छान्नुहोस्।" },
  province: { en: "Choose a province from the list.", np: "सूचीबाट प्रदेश छान्नुहोस्।" },
  provinceFirst: { en: "Choose the province first.", np: "पहिले प्रदेश छान्नुहोस्।" },
  district: { en: "Choose a district from the list.", np: "सूचीबाट जिल्ला छान्नुहोस्।" },
  districtOutside: {
    en: "The district is not in the chosen province.",
    np: "यो जिल्ला छानिएको प्रदेशभित्र पर्दैन।",
  },
  districtFirst: { en: "Choose the district first.", np: "पहिले जिल्ला छान्नुहोस्।" },
  localLevel: { en: "Choose a local level from the list.", np: "सूचीबाट स्थानीय तह छान्नुहोस्।" },
  localLevelOutside: {
    en: "The local level is not in the chosen district.",
    np: "यो स्थानीय तह छानिएको जिल्लाभित्र पर्दैन।",
  },
  localLevelFirst: { en: "Choose the local level first.", np: "पहिले स्थानीय तह छान्नुहोस्।" },
  phone: {
    en: "Enter a valid phone number: a mobile (98XXXXXXXX) or a landline with its area code (01XXXXXXX).",
    np: "मान्य फोन नम्बर लेख्नुहोस्: मोबाइल (९८XXXXXXXX) वा क्षेत्र कोडसहितको टेलिफोन (०१XXXXXXX)।",
  },
  mobile: {
    en: "Enter a valid mobile number: 10 digits starting with 96, 97 or 98.",
    np: "मान्य मोबाइल नम्बर लेख्नुहोस्: ९६, ९७ वा ९८ बाट सुरु हुने १० अङ्क।",
  },
  email: { en: "Enter a valid e-mail address.", np: "मान्य इमेल ठेगाना लेख्नुहोस्।" },
  date: { en: "Enter a valid BS date (YYYY-MM-DD).", np: "मान्य वि.सं. मिति लेख्नुहोस् (वर्ष-महिना-गते)।" },
  dateOrder: {
    en: "The end date cannot be before the start date.",
    np: "अन्त्य मिति सुरु मितिभन्दा अघि हुन सक्दैन।",
  },
  codeTaken: { en: "Another office already uses this code.", np: "यो कोड अर्को निकायले प्रयोग गरिसकेको छ।" },
  fiscalYear: { en: "Choose a fiscal year from the list.", np: "सूचीबाट आर्थिक वर्ष छान्नुहोस्।" },
  decimals: { en: "Use at most two decimal places.", np: "बढीमा दुई दशमलव स्थानसम्म लेख्नुहोस्।" },
  noLock: { en: "Choose at least one lock to change.", np: "परिवर्तन गर्ने कम्तीमा एउटा लक छान्नुहोस्।" },
} satisfies Record<string, BilingualMessage>;

const IN_USE = {
  children: {
    en: "This office has sub-offices; move or delete them first.",
    np: "यस निकायमातहत अन्य निकाय छन्; पहिले तिनलाई सार्नुहोस् वा हटाउनुहोस्।",
  },
  users: {
    en: "This office has users; move them to another office first.",
    np: "यस निकायमा प्रयोगकर्ता छन्; पहिले उनीहरूलाई अर्को निकायमा सार्नुहोस्।",
  },
  other: {
    en: "This office is still used by other records and cannot be deleted.",
    np: "यो निकाय अन्य विवरणमा प्रयोग भइरहेकाले हटाउन मिल्दैन।",
  },
} satisfies Record<string, BilingualMessage>;

// --- field checks shared by offices and members ------------------------------------------------

/**
 * Province, district, local level and ward from the reference data, each inside the one before it
 * (offices and projects alike).
 */
export const checkGeo = async (
  executor: Executor,
  errors: FieldErrorCollector,
  ids: {
    provinceId: number | null;
    districtId: number | null;
    localLevelId: number | null;
    ward: number | null;
  },
) => {
  const { provinceId, districtId, localLevelId, ward } = ids;
  const geo = await geoOf(executor, { provinceId, districtId, localLevelId });
  if (provinceId !== null && geo.province === null) errors.add("province_id", MESSAGES.province);
  if (districtId !== null) {
    if (geo.district_province === null) errors.add("district_id", MESSAGES.district);
    else if (provinceId === null) errors.add("district_id", MESSAGES.provinceFirst);
    else if (geo.district_province !== provinceId) errors.add("district_id", MESSAGES.districtOutside);
  }
  if (localLevelId !== null) {
    if (geo.local_level_district === null) errors.add("local_level_id", MESSAGES.localLevel);
    else if (districtId === null) errors.add("local_level_id", MESSAGES.districtFirst);
    else if (geo.local_level_district !== districtId)
      errors.add("local_level_id", MESSAGES.localLevelOutside);
  }
  if (ward !== null) {
    if (localLevelId === null || geo.wards === null) errors.add("ward", MESSAGES.localLevelFirst);
    else if (ward > geo.wards)
      errors.add("ward", {
        en: `The ward must be between 1 and ${geo.wards}.`,
        np: `वडा नम्बर १ देखि ${toDevanagariDigits(geo.wards)} सम्म हुनुपर्छ।`,
      });
  }
};

export const checkPhone = (errors: FieldErrorCollector, field: string, value: string | null | undefined) => {
  if (!value) return null;
  if (!isNepaliPhone(value)) errors.add(field, MESSAGES.phone);
  return normalizePhone(value);
};

const checkMobile = (errors: FieldErrorCollector, field: string, value: string | null | undefined) => {
  if (!value) return null;
  if (!isNepaliMobile(value)) errors.add(field, MESSAGES.mobile);
  return normalizeMobile(value);
};

export const checkEmail = (errors: FieldErrorCollector, field: string, value: string | null | undefined) => {
  if (!value) return null;
  if (!isEmailAddress(value)) errors.add(field, MESSAGES.email);
  return value;
};

/** A BS date checked against the calendar table, stored as 'YYYY-MM-DD'. */
export const checkDate = (
  errors: FieldErrorCollector,
  calendar: Calendar,
  field: string,
  value: string | null | undefined,
) => {
  if (!value) return null;
  if (!calendar.isValidBs(value)) {
    errors.add(field, MESSAGES.date);
    return null;
  }
  return toBsString(value);
};

const textOrNull = (value: string | null | undefined) => (value ? value : null);

// --- activity-log changes --------------------------------------------------------------------

const ref = (id: number | null, name: string | null, nameNp: string | null): TChangeValue =>
  id === null ? null : { name, name_np: nameNp };

/** The office as the updates feed shows it: names instead of ids. */
const officeSnapshot = (o: OfficeDetailRow): Record<string, TChangeValue> => ({
  name: o.name,
  name_np: o.name_np,
  code: o.code,
  ministry_code: o.ministry_code,
  parent: ref(o.parent_id, o.parent_name, o.parent_name_np),
  category: ref(o.category_id, o.category_name, o.category_name_np),
  head_name: o.head_name,
  head_position: o.head_position,
  status: o.status,
  province: ref(o.province_id, o.province_name, o.province_name_np),
  district: ref(o.district_id, o.district_name, o.district_name_np),
  local_level: ref(o.local_level_id, o.local_level_name, o.local_level_name_np),
  ward: o.ward,
  address: o.address,
  phone: o.phone,
  email: o.email,
  office_head_phone: o.office_head_phone,
  office_head_email: o.office_head_email,
  office_head_appointed_at: o.office_head_appointed_at,
  secretary_name: o.secretary_name,
  secretary_phone: o.secretary_phone,
  secretary_email: o.secretary_email,
  secretary_appointed_at: o.secretary_appointed_at,
  planning_head_name: o.planning_head_name,
  planning_head_phone: o.planning_head_phone,
  planning_head_email: o.planning_head_email,
  planning_head_appointed_at: o.planning_head_appointed_at,
  remarks: o.remarks,
});

const memberSnapshot = (m: MemberRow): Record<string, TChangeValue> => ({
  member_type: ref(m.member_type_id, m.member_type_name, m.member_type_name_np),
  name: m.name,
  position: m.position,
  mobile: m.mobile,
  email: m.email,
  from_date: m.from_date,
  to_date: m.to_date,
  status: m.status,
});

/** Fields whose value differs; a missing side (create, delete) counts as null. */
const diff = (
  before: Record<string, TChangeValue> | null,
  after: Record<string, TChangeValue> | null,
): TOfficeChanges => {
  const keys = Object.keys(after ?? before ?? {});
  const changes: TOfficeChanges = {};
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
};

/** `changes` of an activity-log row of the updates feed (see listOfficeUpdates). */
const officeChange = (
  office: { id: number; name: string; name_np: string },
  changed: TOfficeChanges,
  subject: { name: string | null; name_np: string | null } | null = null,
) => ({
  nikaya_id: office.id,
  nikaya_name: office.name,
  nikaya_name_np: office.name_np,
  subject,
  changed,
});

// --- offices -----------------------------------------------------------------------------------

/**
 * Checks the office form against the database (parent, category, location, contacts, dates, code)
 * and returns the column values. `current` is the office being edited (absent on create).
 */
const checkOffice = async (
  tx: Db,
  auth: AuthContext,
  body: OfficeBody,
  current?: { id: number; path: string; parent_id: number | null },
) => {
  const errors = new FieldErrorCollector();
  const parentId = body.parent_id ?? null;
  let parent: ParentRow | null = null;
  const unchangedParent = current !== undefined && parentId === current.parent_id;
  if (parentId !== null) {
    // Keeping the parent one already has is always allowed, even when it lies outside the caller's scope.
    const scope = unchangedParent ? sql`TRUE` : inOfficeScope(auth, sql`o.id`);
    parent = await findParentOffice(tx, parentId, scope);
    if (!parent) errors.add("parent_id", MESSAGES.parentMissing);
    else if (current && parent.path.startsWith(current.path)) errors.add("parent_id", MESSAGES.parentLoop);
  } else if (!auth.allOffices && !unchangedParent) {
    // Only roles that see every office may make a top-level office.
    errors.add("parent_id", MESSAGES.parentRequired);
  }

  if (!(await isCategory(tx, "nikaya-category", body.category_id)))
    errors.add("category_id", MESSAGES.category);

  const provinceId = body.province_id ?? null;
  const districtId = body.district_id ?? null;
  const localLevelId = body.local_level_id ?? null;
  const ward = body.ward ?? null;
  await checkGeo(tx, errors, { provinceId, districtId, localLevelId, ward });

  const code = textOrNull(body.code);
  if (code && (await codeTaken(tx, code, current?.id ?? null))) errors.add("code", MESSAGES.codeTaken);

  const calendar = await loadCalendar(tx);
  const values = {
    parentId,
    name: body.name,
    nameNp: body.name_np,
    code,
    ministryCode: textOrNull(body.ministry_code),
    categoryId: body.category_id,
    headName: textOrNull(body.head_name),
    headPosition: textOrNull(body.head_position),
    status: body.status,
    provinceId,
    districtId,
    localLevelId,
    ward,
    address: textOrNull(body.address),
    phone: checkPhone(errors, "phone", body.phone),
    email: checkEmail(errors, "email", body.email),
    officeHeadPhone: checkPhone(errors, "office_head_phone", body.office_head_phone),
    officeHeadEmail: checkEmail(errors, "office_head_email", body.office_head_email),
    officeHeadAppointedAt: checkDate(
      errors,
      calendar,
      "office_head_appointed_at",
      body.office_head_appointed_at,
    ),
    secretaryName: textOrNull(body.secretary_name),
    secretaryPhone: checkPhone(errors, "secretary_phone", body.secretary_phone),
    secretaryEmail: checkEmail(errors, "secretary_email", body.secretary_email),
    secretaryAppointedAt: checkDate(errors, calendar, "secretary_appointed_at", body.secretary_appointed_at),
    planningHeadName: textOrNull(body.planning_head_name),
    planningHeadPhone: checkPhone(errors, "planning_head_phone", body.planning_head_phone),
    planningHeadEmail: checkEmail(errors, "planning_head_email", body.planning_head_email),
    planningHeadAppointedAt: checkDate(
      errors,
      calendar,
      "planning_head_appointed_at",
      body.planning_head_appointed_at,
    ),
    remarks: textOrNull(body.remarks),
  };
  errors.throwIfAny();
  return { values, parent };
};

/** A duplicate code that slipped past the check (two saves at once) is still a field error. */
const rethrowDuplicateCode = (error: unknown): never => {
  if (isUniqueViolation(error)) new FieldErrorCollector().add("code", MESSAGES.codeTaken).throwIfAny();
  throw error;
};

const mustFindOffice = (tx: Db, auth: AuthContext, id: number) =>
  orNotFound(findOffice(tx, auth, id), OFFICE_NOT_FOUND);

export const createOffice = async (db: Db, request: FastifyRequest, body: OfficeBody) => {
  const auth = authOf(request);
  try {
    return await db.transaction(async (tx) => {
      await lockTree(tx);
      const { values, parent } = await checkOffice(tx, auth, body);
      const row = await insertOffice(tx, {
        ...values,
        level: parent ? parent.level + 1 : 0,
        createdBy: auth.userId,
      });
      await setOfficePath(tx, row.id, `${parent?.path ?? "/"}${row.id}/`);
      const created = await mustFindOffice(tx, auth, row.id);
      await recordActivity(tx, request, {
        action: "create",
        entity: "office",
        entityId: row.id,
        changes: officeChange(created, diff(null, officeSnapshot(created))),
      });
      return created;
    });
  } catch (error) {
    return rethrowDuplicateCode(error);
  }
};

/** Saves the office form; a new parent moves the office and re-paths its whole subtree in the same transaction. */
export const updateOffice = async (db: Db, request: FastifyRequest, id: number, body: OfficeBody) => {
  const auth = authOf(request);
  try {
    return await db.transaction(async (tx) => {
      const before = await mustFindOffice(tx, auth, id);
      // Marking an office active or inactive stays with those who manage locks (the administrator), not
      // with the office staff who may edit its profile.
      if (body.status !== before.status && !auth.permissions.has("lock.manage")) throw forbidden();
      const moving = (body.parent_id ?? null) !== before.parent_id;
      if (moving) await lockTree(tx);
      // Re-read under the lock: a concurrent move may have changed the path.
      const current = await orNotFound(lockOffice(tx, id), OFFICE_NOT_FOUND);
      const { values, parent } = await checkOffice(tx, auth, body, current);
      await updateOfficeRow(tx, id, { ...values, updatedAt: sql`now()` });
      if (moving) {
        const to = parent
          ? { path: `${parent.path}${id}/`, level: parent.level + 1 }
          : { path: `/${id}/`, level: 0 };
        await repathSubtree(tx, current, to);
      }
      const after = await mustFindOffice(tx, auth, id);
      const changed = diff(officeSnapshot(before), officeSnapshot(after));
      if (Object.keys(changed).length > 0)
        await recordActivity(tx, request, {
          action: "update",
          entity: "office",
          entityId: id,
          changes: officeChange(after, changed),
        });
      return after;
    });
  } catch (error) {
    return rethrowDuplicateCode(error);
  }
};

/** Deletes an office with its budgets and members; 409 while sub-offices, users or other records use it. */
export const deleteOffice = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  try {
    await db.transaction(async (tx) => {
      const office = await mustFindOffice(tx, auth, id);
      await lockTree(tx);
      const refs = await countReferences(tx, id);
      if (refs.children > 0) throw conflict(IN_USE.children);
      if (refs.users > 0) throw conflict(IN_USE.users);
      await deleteOfficeRow(tx, id);
      await recordActivity(tx, request, {
        action: "delete",
        entity: "office",
        entityId: id,
        changes: officeChange(office, diff(officeSnapshot(office), null)),
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(IN_USE.other);
    throw error;
  }
};

// --- locks -------------------------------------------------------------------------------------

/** Sets an office's own locks of one fiscal year (default: the current one); answers the five after. */
export const updateLocks = async (db: Db, request: FastifyRequest, id: number, body: TOfficeLocksBody) => {
  const auth = authOf(request);
  const chosen = OFFICE_LOCKS.filter((lock) => body[lock] !== undefined);
  if (chosen.length === 0) new FieldErrorCollector().add("locks", MESSAGES.noLock).throwIfAny();
  return db.transaction(async (tx) => {
    // Locked before its locks are read: of concurrent identical changes, one changes and is logged.
    await lockRow(tx, "offices", id);
    const office = await mustFindOffice(tx, auth, id);
    const fiscalYearId = await lockFiscalYearId(tx, body.fiscal_year_id);
    const { before, after } = await setLocks(tx, {
      fiscalYearId,
      officeId: id,
      changes: Object.fromEntries(chosen.map((lock) => [lock, body[lock]])),
      userId: auth.userId,
    });
    const changed = diff(before, after);
    if (Object.keys(changed).length > 0)
      await recordActivity(tx, request, {
        action: "update",
        entity: "office_lock",
        entityId: id,
        changes: { ...officeChange(office, changed), fiscal_year_id: fiscalYearId },
      });
    return { id, fiscal_year_id: fiscalYearId, ...after };
  });
};

// --- budgets -----------------------------------------------------------------------------------

/** Amount in paisa; null when it has more than two decimal places. */
const toPaisa = (amount: number): number | null => {
  const paisa = Math.round(amount * 100);
  return Math.abs(amount * 100 - paisa) < 1e-6 ? paisa : null;
};
const fromPaisa = (paisa: number): string =>
  `${Math.trunc(paisa / 100)}.${String(paisa % 100).padStart(2, "0")}`;

const AMOUNTS = ["current", "capital", "financial", "total"] as const;

/** One budget per office per fiscal year: inserts or replaces it; total must be the sum of the three heads. */
export const saveBudget = async (db: Db, request: FastifyRequest, body: TOfficeBudgetBody) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const office = await mustFindOffice(tx, auth, body.nikaya_id);
    const errors = new FieldErrorCollector();
    const fiscalYear = await findFiscalYear(tx, body.fiscal_year_id);
    if (!fiscalYear) errors.add("fiscal_year_id", MESSAGES.fiscalYear);
    const paisa = Object.fromEntries(
      AMOUNTS.map((field) => {
        const value = toPaisa(body[field]);
        if (value === null) errors.add(field, MESSAGES.decimals);
        return [field, value ?? 0];
      }),
    ) as Record<(typeof AMOUNTS)[number], number>;
    const sum = paisa.current + paisa.capital + paisa.financial;
    if (errors.empty && paisa.total !== sum) {
      const shown = fromPaisa(sum).replace(/\.00$/, "");
      errors.add("total", {
        en: `The total must equal current + capital + financial (${shown}).`,
        np: `जम्मा रकम चालु, पुँजीगत र वित्तीय व्यवस्थाको योग (${toDevanagariDigits(shown)}) हुनुपर्छ।`,
      });
    }
    errors.throwIfAny();
    const before = await findBudget(tx, office.id, body.fiscal_year_id);
    await upsertBudget(tx, {
      nikayaId: office.id,
      fiscalYearId: body.fiscal_year_id,
      current: fromPaisa(paisa.current),
      capital: fromPaisa(paisa.capital),
      financial: fromPaisa(paisa.financial),
      total: fromPaisa(paisa.total),
      userId: auth.userId,
    });
    const after = await findBudget(tx, office.id, body.fiscal_year_id);
    const amounts = (row: typeof after | undefined) =>
      row ? Object.fromEntries(AMOUNTS.map((field) => [field, Number(row[field])])) : null;
    await recordActivity(tx, request, {
      action: before ? "update" : "create",
      entity: "office_budget",
      entityId: after.id,
      changes: officeChange(office, diff(amounts(before), amounts(after)), {
        name: after.fiscal_year_title,
        name_np: after.fiscal_year_title_np,
      }),
    });
    return after;
  });
};

// --- members -----------------------------------------------------------------------------------

const checkMember = async (tx: Db, body: MemberFields) => {
  const errors = new FieldErrorCollector();
  if (!(await isCategory(tx, "nikaya-member-type", body.member_type_id)))
    errors.add("member_type_id", MESSAGES.memberType);
  const calendar = await loadCalendar(tx);
  const fromDate = checkDate(errors, calendar, "from_date", body.from_date);
  const toDate = checkDate(errors, calendar, "to_date", body.to_date);
  if (fromDate && toDate && toDate < fromDate) errors.add("to_date", MESSAGES.dateOrder);
  const values = {
    memberTypeId: body.member_type_id,
    name: body.name,
    position: body.position ?? "",
    mobile: checkMobile(errors, "mobile", body.mobile),
    email: checkEmail(errors, "email", body.email),
    fromDate,
    toDate,
    status: body.status,
  };
  errors.throwIfAny();
  return values;
};

const mustFindMember = (tx: Db, auth: AuthContext, id: number) =>
  orNotFound(findMember(tx, auth, id), MEMBER_NOT_FOUND);

export const createMember = async (
  db: Db,
  request: FastifyRequest,
  body: MemberFields & { nikaya_id: number },
) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const office = await mustFindOffice(tx, auth, body.nikaya_id);
    const values = await checkMember(tx, body);
    const row = await insertMember(tx, { ...values, nikayaId: office.id, createdBy: auth.userId });
    const created = await mustFindMember(tx, auth, row.id);
    await recordActivity(tx, request, {
      action: "create",
      entity: "office_member",
      entityId: row.id,
      changes: officeChange(office, diff(null, memberSnapshot(created)), {
        name: created.name,
        name_np: created.name,
      }),
    });
    return created;
  });
};

export const updateMember = async (db: Db, request: FastifyRequest, id: number, body: MemberFields) => {
  const auth = authOf(request);
  return db.transaction(async (tx) => {
    const before = await mustFindMember(tx, auth, id);
    const office = await mustFindOffice(tx, auth, before.nikaya_id);
    const values = await checkMember(tx, body);
    await updateMemberRow(tx, id, { ...values, updatedAt: sql`now()` });
    const after = await mustFindMember(tx, auth, id);
    const changed = diff(memberSnapshot(before), memberSnapshot(after));
    if (Object.keys(changed).length > 0)
      await recordActivity(tx, request, {
        action: "update",
        entity: "office_member",
        entityId: id,
        changes: officeChange(office, changed, { name: after.name, name_np: after.name }),
      });
    return after;
  });
};

export const deleteMember = async (db: Db, request: FastifyRequest, id: number) => {
  const auth = authOf(request);
  await db.transaction(async (tx) => {
    const member = await mustFindMember(tx, auth, id);
    const office = await mustFindOffice(tx, auth, member.nikaya_id);
    await deleteMemberRow(tx, id);
    await recordActivity(tx, request, {
      action: "delete",
      entity: "office_member",
      entityId: id,
      changes: officeChange(office, diff(memberSnapshot(member), null), {
        name: member.name,
        name_np: member.name,
      }),
    });
  });
};
