import {
  OFFICE_UPDATE_ENTITIES,
  type TChangeValue,
  type TOffice,
  type TOfficeBudget,
  type TOfficeChanges,
  type TOfficeMember,
  type TOfficeRow,
  type TOfficeUpdate,
  ZChangeValue,
} from "@pragati/domain/contract";
import type { YearLocks } from "../locks/locks.service";
import type {
  BudgetRow,
  MemberRow,
  OfficeDetailRow,
  OfficeListRow,
  OfficeUpdateRow,
} from "./offices.repository";

export const presentOfficeRow = (row: OfficeListRow): TOfficeRow => ({
  id: row.id,
  parent_id: row.parent_id,
  level: row.level,
  name: row.name,
  name_np: row.name_np,
  code: row.code,
  ministry_code: row.ministry_code,
  parent_name: row.parent_name,
  parent_name_np: row.parent_name_np,
  category_id: row.category_id,
  category_name: row.category_name,
  category_name_np: row.category_name_np,
  head_name: row.head_name,
  head_position: row.head_position,
  status: row.status,
  user_count: Number(row.user_count),
  children_count: Number(row.children_count),
});

/** The office with its own five locks of one fiscal year (`lock_fiscal_year_id`). */
export const presentOffice = (row: OfficeDetailRow, locks: YearLocks): TOffice => {
  const { path: _path, ...rest } = row;
  return { ...rest, ...presentOfficeRow(row), lock_fiscal_year_id: locks.fiscalYearId, ...locks.on };
};

export const presentBudget = (row: BudgetRow): TOfficeBudget => ({
  ...row,
  current: Number(row.current),
  capital: Number(row.capital),
  financial: Number(row.financial),
  total: Number(row.total),
});

export const presentMember = (row: MemberRow): TOfficeMember => row;

const asChangeValue = (value: unknown): TChangeValue => {
  const parsed = ZChangeValue.safeParse(value);
  return parsed.success ? parsed.data : JSON.stringify(value);
};

const asChanges = (value: unknown): TOfficeChanges => {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, { from?: unknown; to?: unknown } | null>).map(
      ([field, change]) => [
        field,
        { from: asChangeValue(change?.from ?? null), to: asChangeValue(change?.to ?? null) },
      ],
    ),
  );
};

const asSubject = (value: unknown): TOfficeUpdate["subject"] => {
  if (typeof value !== "object" || value === null) return null;
  const { name, name_np } = value as { name?: unknown; name_np?: unknown };
  return {
    name: typeof name === "string" ? name : null,
    name_np: typeof name_np === "string" ? name_np : null,
  };
};

export const presentOfficeUpdate = (row: OfficeUpdateRow): TOfficeUpdate => ({
  id: row.id,
  created_at: row.created_at,
  user_id: row.user_id,
  user_name: row.user_name,
  action: row.action,
  entity: OFFICE_UPDATE_ENTITIES.find((e) => e === row.entity) ?? "office",
  nikaya_id: row.nikaya_id,
  nikaya_name: row.nikaya_name,
  nikaya_name_np: row.nikaya_name_np,
  subject: asSubject(row.subject),
  changes: asChanges(row.changes),
});
