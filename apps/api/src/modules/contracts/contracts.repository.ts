import type { TPagedQuery } from "@pragati/domain/contract";
import { CONTRACT_STAGES, type ContractStage } from "@pragati/domain/contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/client";
import {
  contractExtensions,
  contractLiabilities,
  contracts,
  contractVariations,
} from "../../db/schema/contracts";
import { likePattern } from "../../lib/paged";
import { recordRows } from "../../lib/record-rows";
import { idList, pagedRecords } from "../../lib/record-sql";

const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

type Dates = Record<ContractStage, string | null>;
const dateColumns = (kind: "planned" | "actual") =>
  sql.raw(CONTRACT_STAGES.map((stage) => `c.${kind}_${stage} AS ${kind}_${stage}`).join(", "));

/** A row of the list, flat; the presenter nests names and dates. */
export type ContractListRecord = {
  id: number;
  fiscal_year_id: number;
  number: string;
  title: string;
  project_id: number;
  project_name: string;
  project_code: string | null;
  project_office_id: number;
  nikaya_id: number;
  nikaya_name: string;
  nikaya_name_np: string;
  category: string;
  method: string;
  status: string;
  estimated_amount: number;
  contract_amount: number | null;
  current_amount: number | null;
  contractor: string | null;
  multi_year: boolean;
  revised_completion: string | null;
  physical_percent: number;
  amount_paid: number;
} & { [K in `planned_${ContractStage}` | `actual_${ContractStage}`]: string | null };

export type ContractRecord = ContractListRecord & {
  joint_venture: boolean;
  closed_on: string | null;
  close_reason: string;
  remarks: string;
  created_at: string;
  updated_at: string;
};

// The newest variation and extension are the current amount and revised completion (never stored twice).
const listColumns = sql`c.id, c.fiscal_year_id, c.number, c.title, p.id AS project_id, p.name AS project_name,
       p.code AS project_code, p.nikaya_id AS project_office_id,
       o.id AS nikaya_id, o.name AS nikaya_name, o.name_np AS nikaya_name_np,
       c.category, c.method, c.status, c.estimated_amount::float8 AS estimated_amount,
       c.contract_amount::float8 AS contract_amount,
       coalesce((SELECT v.new_amount FROM contract_variations v WHERE v.contract_id = c.id
                  ORDER BY v.number DESC LIMIT 1), c.contract_amount)::float8 AS current_amount,
       c.contractor, c.multi_year,
       (SELECT e.new_end_date FROM contract_extensions e WHERE e.contract_id = c.id
         ORDER BY e.number DESC LIMIT 1) AS revised_completion,
       c.physical_percent::float8 AS physical_percent, c.amount_paid::float8 AS amount_paid,
       ${dateColumns("planned")}, ${dateColumns("actual")}`;

const listFrom = sql`FROM contracts c JOIN projects p ON p.id = c.project_id JOIN offices o ON o.id = c.nikaya_id`;

export type ContractFilters = TPagedQuery & {
  project_id?: number;
  nikaya_id?: number;
  status?: string;
  category?: string;
};

/**
 * The contracts whose project is in scope (`scope` is the project-scope condition on `p`), of the fiscal
 * year asked, newest first; `nikaya_id` takes the office's subtree.
 */
export const listContracts = (executor: Executor, query: ContractFilters, scope: SQL) => {
  const term = query.search.trim();
  const keys = sql`SELECT c.id FROM contracts c JOIN projects p ON p.id = c.project_id
     WHERE ${scope}
       ${typeof query.fiscal_year_id === "number" ? sql`AND c.fiscal_year_id = ${query.fiscal_year_id}` : sql``}
       ${query.project_id ? sql`AND c.project_id = ${query.project_id}` : sql``}
       ${
         query.nikaya_id
           ? sql`AND c.nikaya_id IN (SELECT d.id FROM offices d, offices a
                   WHERE a.id = ${query.nikaya_id} AND d.path LIKE a.path || '%')`
           : sql``
       }
       ${query.status ? sql`AND c.status = ${query.status}` : sql``}
       ${query.category ? sql`AND c.category = ${query.category}` : sql``}
       ${
         term
           ? sql`AND (c.title ILIKE ${likePattern(term)} OR c.number ILIKE ${likePattern(term)}
                 OR c.contractor ILIKE ${likePattern(term)})`
           : sql``
       }
     ORDER BY c.id DESC`;
  return pagedRecords<ContractListRecord>(
    executor,
    query,
    keys,
    (ids) => sql`SELECT ${listColumns} ${listFrom} WHERE c.id IN (${ids})`,
  );
};

export const findContract = async (executor: Executor, id: number, scope: SQL) =>
  (
    await queryRows<ContractRecord>(
      executor,
      sql`SELECT ${listColumns}, c.joint_venture, c.closed_on, c.close_reason, c.remarks,
               ${iso(sql`c.created_at`)} AS created_at, ${iso(sql`c.updated_at`)} AS updated_at
          ${listFrom} WHERE c.id = ${id} AND ${scope}`,
    )
  )[0] ?? null;

/** Splits a record's date columns into planned and actual dates by stage. */
export const stageDatesOf = (row: ContractListRecord) => {
  const planned = {} as Dates;
  const actual = {} as Dates;
  for (const stage of CONTRACT_STAGES) {
    planned[stage] = row[`planned_${stage}`];
    actual[stage] = row[`actual_${stage}`];
  }
  return { planned, actual };
};

export const liabilitiesOf = (executor: Executor, id: number) =>
  queryRows<{ fiscal_year_id: number; amount: number }>(
    executor,
    sql`SELECT l.fiscal_year_id, l.amount::float8 AS amount FROM contract_liabilities l
          JOIN fiscal_years y ON y.id = l.fiscal_year_id
         WHERE l.contract_id = ${id} ORDER BY y.start_year`,
  );

export const variationsOf = (executor: Executor, id: number) =>
  queryRows<{
    id: number;
    number: number;
    varied_on: string;
    new_amount: number;
    reason: string;
    created_by_name: string | null;
  }>(
    executor,
    sql`SELECT v.id, v.number, v.varied_on, v.new_amount::float8 AS new_amount, v.reason, u.name AS created_by_name
          FROM contract_variations v LEFT JOIN users u ON u.id = v.created_by
         WHERE v.contract_id = ${id} ORDER BY v.number`,
  );

export const extensionsOf = (executor: Executor, id: number) =>
  queryRows<{
    id: number;
    number: number;
    extended_on: string;
    new_end_date: string;
    reason: string;
    created_by_name: string | null;
  }>(
    executor,
    sql`SELECT e.id, e.number, e.extended_on, e.new_end_date, e.reason, u.name AS created_by_name
          FROM contract_extensions e LEFT JOIN users u ON u.id = e.created_by
         WHERE e.contract_id = ${id} ORDER BY e.number`,
  );

/** The project a contract goes under, if in scope, with its offices (profiling and implementing). */
export const projectForContract = async (executor: Executor, projectId: number, scope: SQL) =>
  (
    await queryRows<{ id: number; nikaya_id: number; office_ids: number[] }>(
      executor,
      sql`SELECT p.id, p.nikaya_id,
                 array(SELECT po.nikaya_id FROM project_offices po WHERE po.project_id = p.id) AS office_ids
            FROM projects p WHERE p.id = ${projectId} AND ${scope}`,
    )
  )[0] ?? null;

export const numberTaken = async (
  executor: Executor,
  input: { fiscalYearId: number; number: string; exceptId: number | null },
) =>
  (
    await queryRows(
      executor,
      sql`SELECT id FROM contracts WHERE fiscal_year_id = ${input.fiscalYearId}
            AND lower(number) = lower(${input.number})
            ${input.exceptId === null ? sql`` : sql`AND id <> ${input.exceptId}`}`,
    )
  ).length > 0;

export const existingFiscalYears = (executor: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : queryRows<{ id: number }>(executor, sql`SELECT id FROM fiscal_years WHERE id IN (${idList(ids)})`);

export const {
  insert: insertContract,
  update: updateContractRow,
  remove: deleteContractRow,
} = recordRows(contracts);

export const setLiabilities = async (
  executor: Executor,
  id: number,
  rows: { fiscalYearId: number; amount: string }[],
) => {
  await executor.delete(contractLiabilities).where(eq(contractLiabilities.contractId, id));
  if (rows.length > 0)
    await executor.insert(contractLiabilities).values(rows.map((row) => ({ contractId: id, ...row })));
};

export const insertVariation = recordRows(contractVariations).insert;
export const insertExtension = recordRows(contractExtensions).insert;

/** A file attached to a contract, with where it is stored. */
export type ContractFileRecord = {
  id: number;
  contract_id: number;
  filename: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: string;
};

const selectFiles = (where: SQL) => sql`
  SELECT f.id, f.contract_id, f.filename, f.mime_type, f.size, f.storage_key, ${iso(sql`f.created_at`)} AS created_at
    FROM contract_files f
    JOIN contracts c ON c.id = f.contract_id
    JOIN projects p ON p.id = c.project_id
   WHERE ${where}`;

export const contractFileRows = (executor: Executor, contractId: number) =>
  queryRows<ContractFileRecord>(
    executor,
    sql`${selectFiles(sql`f.contract_id = ${contractId}`)} ORDER BY f.id`,
  );

/** One file whose contract's project is in scope (`scope` is a condition on `p`). */
export const findContractFile = async (executor: Executor, fileId: number, scope: SQL) =>
  (await queryRows<ContractFileRecord>(executor, selectFiles(sql`f.id = ${fileId} AND ${scope}`)))[0] ?? null;
