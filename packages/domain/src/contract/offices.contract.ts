import { z } from "zod";
import { fromDevanagariDigits } from "../calendar/digits";
import { ZFiscalYearParam, ZId, ZIdParam, ZMultilineText, ZPagedQuery, ZText } from "./envelope.contract";

/**
 * A phone number as stored: ASCII digits only, without spaces, dashes or the +977 country code, so
 * `+977 98-0000-0001`, `९८०००००००१` and `9800000001` are the same number.
 */
export const normalizePhone = (text: string): string => {
  const digits = fromDevanagariDigits(text.trim()).replace(/[\s\-().]/g, "");
  return digits.replace(/^(\+?977)(?=\d{9,10}$)/, "");
};

/**
 * A mobile number as stored and sent to SMS gateways: the phone form without the trunk `0` either, so
 * `09800000001` is `9800000001` too.
 */
export const normalizeMobile = (text: string): string => normalizePhone(text).replace(/^0(?=9\d{9}$)/, "");

/** A Nepali mobile number: 10 digits starting with 96, 97 or 98 (input as typed, see normalizeMobile). */
export const isNepaliMobile = (text: string): boolean => /^9[678]\d{8}$/.test(normalizeMobile(text));

/** What a number that is not a Nepali mobile is told, in both languages. */
export const NEPALI_MOBILE_MESSAGE = {
  en: "Enter a 10-digit mobile number starting with 98, 97 or 96.",
  np: "९८, ९७ वा ९६ बाट सुरु हुने १० अङ्कको मोबाइल नम्बर लेख्नुहोस्।",
} as const;

/** A Nepali mobile or a landline with its area code (0 + 8 digits, e.g. 014211000). */
export const isNepaliPhone = (text: string): boolean =>
  isNepaliMobile(text) || /^0[1-9]\d{7}$/.test(normalizePhone(text));

export const isEmailAddress = (text: string): boolean =>
  text.trim().length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());

/** The five locks of an office (SPEC.md section 3); only `lock.manage` toggles them. */
export const OFFICE_LOCKS = [
  "action_plan_lock",
  "indicator_lock",
  "ayojana_lock",
  "contract_lock",
  "profile_lock",
] as const;
export type OfficeLock = (typeof OFFICE_LOCKS)[number];

/** Budgets are whole rupees and paisa up to this amount (numeric(16,2) with room for the total). */
export const MAX_BUDGET_AMOUNT = 9_999_999_999_999;

const text = (max: number) => ZText.trim().max(max).nullable().optional();
const ZBsDateText = text(20);

/** The office form: every field of the "Office record" (SPEC.md section 3) except locks and budgets. */
export const ZOfficeBody = z.object({
  name: ZText.trim().min(1).max(200),
  name_np: ZText.trim().min(1).max(200),
  code: text(50),
  ministry_code: text(50),
  parent_id: ZId.nullable().optional(),
  category_id: ZId,
  head_name: text(200),
  head_position: text(200),
  status: z.boolean().optional().default(true),
  province_id: ZId.nullable().optional(),
  district_id: ZId.nullable().optional(),
  local_level_id: ZId.nullable().optional(),
  ward: z.number().int().min(1).max(99).nullable().optional(),
  address: text(500),
  phone: text(40),
  email: text(254),
  office_head_phone: text(40),
  office_head_email: text(254),
  office_head_appointed_at: ZBsDateText,
  secretary_name: text(200),
  secretary_phone: text(40),
  secretary_email: text(254),
  secretary_appointed_at: ZBsDateText,
  planning_head_name: text(200),
  planning_head_phone: text(40),
  planning_head_email: text(254),
  planning_head_appointed_at: ZBsDateText,
  remarks: ZMultilineText.trim().max(2000).nullable().optional(),
});
export type TOfficeBody = z.input<typeof ZOfficeBody>;

const ZNameRef = { name: z.string().nullable(), name_np: z.string().nullable() };

export const ZOfficeRow = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  name_np: z.string(),
  code: z.string().nullable(),
  ministry_code: z.string().nullable(),
  parent_name: ZNameRef.name,
  parent_name_np: ZNameRef.name_np,
  category_id: z.number().int().nullable(),
  category_name: ZNameRef.name,
  category_name_np: ZNameRef.name_np,
  head_name: z.string().nullable(),
  head_position: z.string().nullable(),
  status: z.boolean(),
  user_count: z.number().int(),
  children_count: z.number().int(),
});
export type TOfficeRow = z.infer<typeof ZOfficeRow>;

export const ZOffice = ZOfficeRow.extend({
  province_id: z.number().int().nullable(),
  province_name: ZNameRef.name,
  province_name_np: ZNameRef.name_np,
  district_id: z.number().int().nullable(),
  district_name: ZNameRef.name,
  district_name_np: ZNameRef.name_np,
  local_level_id: z.number().int().nullable(),
  local_level_name: ZNameRef.name,
  local_level_name_np: ZNameRef.name_np,
  ward: z.number().int().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  office_head_phone: z.string().nullable(),
  office_head_email: z.string().nullable(),
  office_head_appointed_at: z.string().nullable(),
  secretary_name: z.string().nullable(),
  secretary_phone: z.string().nullable(),
  secretary_email: z.string().nullable(),
  secretary_appointed_at: z.string().nullable(),
  planning_head_name: z.string().nullable(),
  planning_head_phone: z.string().nullable(),
  planning_head_email: z.string().nullable(),
  planning_head_appointed_at: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The fiscal year the five locks below belong to (the asked one, else the current one). */
  lock_fiscal_year_id: z.number().int(),
  action_plan_lock: z.boolean(),
  indicator_lock: z.boolean(),
  ayojana_lock: z.boolean(),
  contract_lock: z.boolean(),
  profile_lock: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TOffice = z.infer<typeof ZOffice>;

const ZIdList = z.union([ZIdParam, z.array(ZIdParam).max(200)]);

/** `parent_id` (one or several): offices below them; `children_of`: the direct children of one office. */
export const ZOfficeListQuery = ZPagedQuery.extend({
  parent_id: ZIdList.optional(),
  children_of: ZIdParam.optional(),
});

/** One node of the office tree (`GET api/nikaya/tree`), a flat list ordered parents first. */
export const ZOfficeTreeNode = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  name_np: z.string(),
  code: z.string().nullable(),
  level: z.number().int(),
});
export type TOfficeTreeNode = z.infer<typeof ZOfficeTreeNode>;
/**
 * The office tree's query: `purpose=decisions` asks for the offices the decision reports may be filtered
 * by (every office for admin and the meetings' secretariat, who see every decision; the caller's own
 * otherwise).
 */
export const ZOfficeTreeQuery = z.object({
  fiscal_year_id: ZFiscalYearParam,
  purpose: z.enum(["decisions"]).optional(),
});

export const ZOfficeLocks = z.object({
  id: z.number().int(),
  fiscal_year_id: z.number().int(),
  action_plan_lock: z.boolean(),
  indicator_lock: z.boolean(),
  ayojana_lock: z.boolean(),
  contract_lock: z.boolean(),
  profile_lock: z.boolean(),
});
export type TOfficeLocks = z.infer<typeof ZOfficeLocks>;

/** Any of the five locks, at least one, of `fiscal_year_id` (default: the current fiscal year). */
export const ZOfficeLocksBody = z.object({
  fiscal_year_id: ZId.optional(),
  action_plan_lock: z.boolean().optional(),
  indicator_lock: z.boolean().optional(),
  ayojana_lock: z.boolean().optional(),
  contract_lock: z.boolean().optional(),
  profile_lock: z.boolean().optional(),
});
export type TOfficeLocksBody = z.infer<typeof ZOfficeLocksBody>;

const ZAmount = z.number().min(0).max(MAX_BUDGET_AMOUNT);

/** One office budget per fiscal year (upsert); total = current + capital + financial. */
export const ZOfficeBudgetBody = z.object({
  nikaya_id: ZId,
  fiscal_year_id: ZId,
  current: ZAmount,
  capital: ZAmount,
  financial: ZAmount,
  total: ZAmount,
});
export type TOfficeBudgetBody = z.infer<typeof ZOfficeBudgetBody>;

export const ZOfficeBudget = z.object({
  id: z.number().int(),
  nikaya_id: z.number().int(),
  fiscal_year_id: z.number().int(),
  fiscal_year_title: z.string(),
  fiscal_year_title_np: z.string(),
  current: z.number(),
  capital: z.number(),
  financial: z.number(),
  total: z.number(),
  updated_at: z.string(),
});
export type TOfficeBudget = z.infer<typeof ZOfficeBudget>;

/** Lists that belong to one office (members, budgets, users). */
export const ZByOfficeQuery = ZPagedQuery.extend({
  nikaya_id: ZIdParam,
});

export const ZOfficeMemberFields = z.object({
  member_type_id: ZId,
  name: ZText.trim().min(1).max(200),
  position: text(200),
  mobile: text(40),
  email: text(254),
  from_date: ZBsDateText,
  to_date: ZBsDateText,
  status: z.boolean().optional().default(true),
});
export type TOfficeMemberFields = z.input<typeof ZOfficeMemberFields>;

export const ZOfficeMemberStoreBody = ZOfficeMemberFields.extend({ nikaya_id: ZId });
export type TOfficeMemberStoreBody = z.input<typeof ZOfficeMemberStoreBody>;

export const ZOfficeMember = z.object({
  id: z.number().int(),
  nikaya_id: z.number().int(),
  member_type_id: z.number().int().nullable(),
  member_type_name: ZNameRef.name,
  member_type_name_np: ZNameRef.name_np,
  name: z.string(),
  position: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  status: z.boolean(),
});
export type TOfficeMember = z.infer<typeof ZOfficeMember>;

/** A user of the office, read-only on the profile. */
export const ZOfficeUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  role_name: z.string(),
  role_name_np: z.string(),
  role_slug: z.string(),
  status: z.boolean(),
});
export type TOfficeUser = z.infer<typeof ZOfficeUser>;

/** A changed value in the updates feed: plain values, or a record's name in both languages. */
export const ZChangeValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.object({ name: z.string().nullable(), name_np: z.string().nullable() }),
]);
export type TChangeValue = z.infer<typeof ZChangeValue>;

export const ZOfficeChanges = z.record(z.string(), z.object({ from: ZChangeValue, to: ZChangeValue }));
export type TOfficeChanges = z.infer<typeof ZOfficeChanges>;

/** Entities the `nikayaupdates` feed shows. */
export const OFFICE_UPDATE_ENTITIES = ["office", "office_budget", "office_member", "office_lock"] as const;

/** One row of the `nikayaupdates` feed: who changed what of which office, and when. */
export const ZOfficeUpdate = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.enum(OFFICE_UPDATE_ENTITIES),
  nikaya_id: z.number().int().nullable(),
  nikaya_name: z.string().nullable(),
  nikaya_name_np: z.string().nullable(),
  /** The budget's fiscal year or the member's name, when the change is about one of them. */
  subject: z.object({ name: z.string().nullable(), name_np: z.string().nullable() }).nullable(),
  changes: ZOfficeChanges,
});
export type TOfficeUpdate = z.infer<typeof ZOfficeUpdate>;

export const ZGeoItem = z.object({ id: z.number().int(), name: z.string(), name_np: z.string() });
export type TGeoItem = z.infer<typeof ZGeoItem>;
export const ZLocalLevel = ZGeoItem.extend({ wards: z.number().int() });
export type TLocalLevel = z.infer<typeof ZLocalLevel>;
