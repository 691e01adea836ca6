import { namedRef } from "./named-ref";

/**
 * Column groups that many SQL rows carry, named once: a repository's row type is its own columns and
 * these groups (`type X = OfficeColumns & MilestoneTypeColumns & { ... }`).
 */

/** The office a row belongs to, with its names in both languages. */
export type OfficeColumns = { nikaya_id: number; nikaya_name: string; nikaya_name_np: string };

/** The policy (or program) above a row, by id, point number and name. */
export type PolicyColumns = { policy_id: number; policy_point_no: string; policy_name: string };

/** A milestone's type and subtype from the setup lists, each with its names (null when not chosen). */
export type MilestoneTypeColumns = {
  type_id: number | null;
  type_name: string | null;
  type_name_np: string | null;
  subtype_id: number | null;
  subtype_name: string | null;
  subtype_name_np: string | null;
};

/** Where a record stands (offices, projects): province, district and local level with their names, and the ward. */
export type GeoColumns = {
  province_id: number | null;
  province_name: string | null;
  province_name_np: string | null;
  district_id: number | null;
  district_name: string | null;
  district_name_np: string | null;
  local_level_id: number | null;
  local_level_name: string | null;
  local_level_name_np: string | null;
  ward: number | null;
};

/** A row's unit from the setup lists, with its names (null when not chosen). */
export type UnitColumns = { unit_id: number | null; unit_name: string | null; unit_name_np: string | null };

/** The office columns of a row as the answers carry them. */
export const officeColumns = (r: OfficeColumns): OfficeColumns => ({
  nikaya_id: r.nikaya_id,
  nikaya_name: r.nikaya_name,
  nikaya_name_np: r.nikaya_name_np,
});

/** The policy columns of a row as the answers carry them. */
export const policyColumns = (r: PolicyColumns): PolicyColumns => ({
  policy_id: r.policy_id,
  policy_point_no: r.policy_point_no,
  policy_name: r.policy_name,
});

/** A milestone's type and subtype as named references (null when not chosen). */
export const milestoneTypes = (r: MilestoneTypeColumns) => ({
  type: namedRef(r.type_id, r.type_name, r.type_name_np),
  subtype: namedRef(r.subtype_id, r.subtype_name, r.subtype_name_np),
});
