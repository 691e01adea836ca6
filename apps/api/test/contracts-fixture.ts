import type { TContract } from "@pragati/domain/contract";
import { type Caller, okResponse } from "./client";
import type { TestApp } from "./test-app";

/** A contract's planned stage dates from Shrawan 2082: the bid documents to the completion in 2084. */
export const PLANNED_STAGES = {
  bid_docs: "2082-04-10",
  invitation: "2082-04-20",
  opening: "2082-05-25",
  award: "2082-06-15",
  agreement: "2082-07-01",
  completion: "2084-03-30",
};

/** What names a contract: its project, procuring office, fiscal year, number and title. */
type ContractFields = {
  project_id: number;
  nikaya_id: number;
  fiscal_year_id: number;
  number: string;
  title: string;
} & Record<string, unknown>;

/** A contract's body for `/api/thekka/store` or `update`: works under open national bidding unless `fields` say otherwise. */
export const contractBody = (fields: ContractFields) => ({
  category: "works",
  method: "open_national",
  estimated_amount: 100,
  ...fields,
});

/**
 * Records a contract through `POST api/thekka/store` (the test fails on any answer but 200), then its
 * stage moves, variations and extensions in order, each answering 200; answers the contract as stored.
 */
export const storeContract = async (
  t: TestApp,
  caller: Caller,
  fields: ContractFields,
  after: {
    moves?: Record<string, unknown>[];
    variations?: Record<string, unknown>[];
    extensions?: Record<string, unknown>[];
  } = {},
) => {
  const contract = okResponse<TContract>(await t.as(caller).post("/api/thekka/store", contractBody(fields)));
  for (const move of after.moves ?? [])
    okResponse(await t.as(caller).post(`/api/thekka/${contract.id}/move`, move));
  for (const variation of after.variations ?? [])
    okResponse(await t.as(caller).post(`/api/thekka/${contract.id}/variations`, variation));
  for (const extension of after.extensions ?? [])
    okResponse(await t.as(caller).post(`/api/thekka/${contract.id}/extensions`, extension));
  return contract;
};
