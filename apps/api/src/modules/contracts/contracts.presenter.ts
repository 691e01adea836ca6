import type {
  ContractCategory,
  ContractMethod,
  TContract,
  TContractFile,
  TContractRow,
} from "@pragati/domain/contract";
import { actionsFrom, type ContractStatus, isContractLate } from "@pragati/domain/contracts";
import { presentFileAt } from "../../lib/record-file-answer";
import {
  type ContractFileRecord,
  type ContractListRecord,
  type ContractRecord,
  type extensionsOf,
  type liabilitiesOf,
  stageDatesOf,
  type variationsOf,
} from "./contracts.repository";

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** A list row; `today` (BS) decides whether it is late against its plan. */
export const presentContractRow = (row: ContractListRecord, today: string): TContractRow => {
  const { planned } = stageDatesOf(row);
  const status = row.status as ContractStatus;
  return {
    id: row.id,
    fiscal_year_id: row.fiscal_year_id,
    number: row.number,
    title: row.title,
    project: { id: row.project_id, name: row.project_name, code: row.project_code },
    nikaya: { id: row.nikaya_id, name: row.nikaya_name, name_np: row.nikaya_name_np },
    category: row.category as ContractCategory,
    method: row.method as ContractMethod,
    status,
    estimated_amount: row.estimated_amount,
    contract_amount: row.contract_amount,
    current_amount: row.current_amount,
    contractor: row.contractor,
    multi_year: row.multi_year,
    revised_completion: row.revised_completion,
    physical_percent: row.physical_percent,
    amount_paid: row.amount_paid,
    late: isContractLate({ status, planned, revised_completion: row.revised_completion }, today),
  };
};

export const presentContractFile: (row: ContractFileRecord) => TContractFile =
  presentFileAt("/api/thekka/file");

export const presentContract = (
  row: ContractRecord,
  today: string,
  history: {
    liabilities: Rows<typeof liabilitiesOf>;
    variations: Rows<typeof variationsOf>;
    extensions: Rows<typeof extensionsOf>;
    files: ContractFileRecord[];
  },
): TContract => ({
  ...presentContractRow(row, today),
  ...stageDatesOf(row),
  joint_venture: row.joint_venture,
  liabilities: history.liabilities,
  closed_on: row.closed_on,
  close_reason: row.close_reason,
  remarks: row.remarks,
  variations: history.variations,
  extensions: history.extensions,
  files: history.files.map(presentContractFile),
  actions: actionsFrom(row.status as ContractStatus),
  created_at: row.created_at,
  updated_at: row.updated_at,
});
