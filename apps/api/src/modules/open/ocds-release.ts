import type { ContractAction } from "@pragati/domain/contracts";

/**
 * A contract in OCDS 1.1 (issue 34, docs/product-rules.md "Open data"): the release a stage change
 * makes from the contract's state, the tags of each change, and the compiled release of a record. Pure:
 * the caller reads the state and turns BS dates into instants (`instant`).
 */

/** What a release says of a contract: its row, project, procuring office and history, as stored. */
export type ContractState = {
  id: number;
  number: string;
  title: string;
  category: string;
  method: string;
  status: string;
  estimated_amount: number;
  contract_amount: number | null;
  contractor: string | null;
  joint_venture: boolean;
  amount_paid: number;
  project_name: string;
  project_oc4ids_id: string | null;
  office_id: number;
  office_name: string;
  closed_on: string | null;
  planned: Record<string, string | null>;
  actual: Record<string, string | null>;
  variations: { number: number; varied_on: string; new_amount: number; reason: string }[];
  extensions: { number: number; extended_on: string; new_end_date: string; reason: string }[];
};

/** What happened to the contract: created, edited, a stage move, a variation or an extension. */
export type ContractChange = "created" | "edited" | ContractAction | "varied" | "extended";

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };
export type Release = { [key: string]: Json };

const LAKH = 100_000;
const value = (lakh: number | null) =>
  lakh === null ? undefined : { amount: Math.round(lakh * LAKH * 100) / 100, currency: "NPR" };

/** The product's procurement methods in the OCDS `method` code list (the product's own in the details). */
const METHODS: Record<string, { code: string; details: string }> = {
  open_national: { code: "open", details: "Open bidding (national)" },
  open_international: { code: "open", details: "Open bidding (international)" },
  two_stage: { code: "open", details: "Two-stage bidding" },
  sealed_quotation: { code: "open", details: "Sealed quotation" },
  limited: { code: "limited", details: "Limited bidding" },
  catalogue: { code: "limited", details: "Catalogue shopping" },
  consultancy_rfp: { code: "selective", details: "Consultancy: request for proposals from a short list" },
  direct: { code: "direct", details: "Direct procurement" },
  users_committee: { code: "direct", details: "Through a users' committee" },
};
const CATEGORIES: Record<string, string> = {
  works: "works",
  goods: "goods",
  consulting: "services",
  other_services: "services",
};

const awarded = (state: ContractState) => state.actual.award !== null;

/** An award ends the tender (complete), even when the winner then fails to sign. */
const tenderStatus = (state: ContractState) =>
  awarded(state)
    ? "complete"
    : ({ planned: "planned", tender: "active", evaluation: "active", cancelled: "cancelled" }[state.status] ??
      "unsuccessful");

/** An awarded contract the winner never signed was failed from `awarded`: its award is cancelled. */
const awardStatus = (status: string) => (status === "unsuccessful" ? "cancelled" : "active");
const contractStatus = (status: string) =>
  ({ awarded: "pending", active: "active", completed: "terminated", terminated: "terminated" })[status] ??
  "cancelled";

/** The tags of the release a change makes, by the state the change left. */
export const tagsOf = (change: ContractChange, state: ContractState): string[] => {
  switch (change) {
    case "created":
      return ["planning"];
    case "tender":
      return ["tender"];
    case "evaluate":
      return ["tenderUpdate"];
    case "award":
      return ["award"];
    case "sign":
      return ["contract"];
    case "complete":
      return ["contractUpdate"];
    case "terminate":
      return ["contractTermination"];
    case "cancel":
      return ["tenderCancellation"];
    case "fail":
      return awarded(state) ? ["awardCancellation"] : ["tenderUpdate"];
    case "varied":
    case "extended":
      return ["contractAmendment"];
    case "edited":
      if (state.status === "planned") return ["planningUpdate"];
      if (!awarded(state)) return ["tenderUpdate"];
      return state.status === "awarded" || state.status === "unsuccessful"
        ? ["awardUpdate"]
        : ["implementationUpdate"];
  }
};

/** The tags of a release made at once from a contract's present state (the demo seed's): every stage it reached. */
export const stateTags = (state: ContractState): string[] => {
  const tags = ["planning"];
  if (state.status !== "planned") tags.push("tender");
  if (awarded(state)) tags.push("award");
  if (state.actual.agreement) tags.push("contract");
  if (state.status === "cancelled" || (state.status === "unsuccessful" && !awarded(state)))
    tags.push("tenderCancellation");
  if (state.status === "unsuccessful" && awarded(state)) tags.push("awardCancellation");
  if (state.status === "terminated") tags.push("contractTermination");
  return tags;
};

/** Drops what has no value (null, empty texts, arrays and objects), so nothing empty is published. */
export const prune = (json: Json): Json => {
  if (Array.isArray(json)) {
    const items = json.map(prune).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (json !== null && typeof json === "object") {
    const entries = Object.entries(json)
      .map(([key, item]) => [key, prune(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return json === null || json === "" || json === undefined ? undefined : json;
};

/**
 * The release of a contract's state. `instant` turns a BS date into an ISO instant (Nepal's midnight);
 * `ocid`, `id`, `date` and `tags` are the release's own.
 */
export const buildRelease = (
  state: ContractState,
  release: { ocid: string; id: string; date: string; tags: string[] },
  instant: (bs: string | null) => string | undefined,
): Release => {
  const date = (stage: string) => instant(state.actual[stage] ?? null);
  const either = (stage: string) => instant(state.actual[stage] ?? state.planned[stage] ?? null);
  const buyer = { id: `office-${state.office_id}`, name: state.office_name };
  const supplier = state.contractor ? { id: "supplier-1", name: state.contractor } : undefined;
  const method = METHODS[state.method];
  const currentAmount = state.variations.at(-1)?.new_amount ?? state.contract_amount;
  const endDate = instant(state.extensions.at(-1)?.new_end_date ?? state.planned.completion ?? null);
  const period = {
    startDate: date("work_order") ?? date("agreement") ?? either("work_order"),
    endDate,
  };
  const awardId = `${release.ocid}-award-1`;
  const hasAward = awarded(state);
  const amendments = [
    ...state.variations.map((v) => ({
      id: `variation-${v.number}`,
      date: instant(v.varied_on),
      rationale: v.reason,
      description: `The contract value was varied to NPR ${value(v.new_amount)?.amount}.`,
    })),
    ...state.extensions.map((e) => ({
      id: `extension-${e.number}`,
      date: instant(e.extended_on),
      rationale: e.reason,
      description: `The completion date was extended to ${instant(e.new_end_date)?.slice(0, 10)}.`,
    })),
  ];
  const completion = {
    id: "completion",
    title: "Completion of the contract",
    type: "delivery",
    dueDate: endDate,
    dateMet: date("completion"),
    status: state.actual.completion ? "met" : state.status === "terminated" ? "notMet" : "scheduled",
  };
  return prune({
    ocid: release.ocid,
    id: release.id,
    date: release.date,
    tag: release.tags,
    initiationType: "tender",
    parties: [
      { ...buyer, roles: ["buyer", "procuringEntity"] },
      supplier && {
        ...supplier,
        roles: ["supplier"],
        details: state.joint_venture ? { jointVenture: true } : undefined,
      },
    ],
    buyer,
    planning: {
      budget: {
        id: "estimate",
        description: "The estimated amount of the contract",
        amount: value(state.estimated_amount),
        project: state.project_name,
        projectID: state.project_oc4ids_id,
      },
    },
    tender: {
      id: `${release.ocid}-tender`,
      title: state.title,
      status: tenderStatus(state),
      procuringEntity: buyer,
      value: value(state.estimated_amount),
      procurementMethod: method?.code,
      procurementMethodDetails: method?.details,
      mainProcurementCategory: CATEGORIES[state.category],
      datePublished: date("invitation"),
      tenderPeriod: { startDate: either("invitation"), endDate: either("opening") },
      awardPeriod: { startDate: either("evaluation"), endDate: either("award") },
    },
    awards: hasAward
      ? [
          {
            id: awardId,
            title: state.title,
            status: awardStatus(state.status),
            date: date("award"),
            value: value(state.contract_amount),
            suppliers: supplier ? [supplier] : undefined,
            contractPeriod: period,
          },
        ]
      : undefined,
    contracts: hasAward
      ? [
          {
            id: `${release.ocid}-contract-1`,
            awardID: awardId,
            title: state.title,
            status: contractStatus(state.status),
            dateSigned: date("agreement"),
            value: value(currentAmount),
            period,
            milestones: [completion],
            implementation:
              state.amount_paid > 0
                ? {
                    // The product keeps the amount paid to date, not each payment: one transaction holds it.
                    transactions: [
                      { id: "paid-to-date", value: value(state.amount_paid), payer: buyer, payee: supplier },
                    ],
                  }
                : undefined,
            amendments,
          },
        ]
      : undefined,
  }) as Release;
};

const isObject = (json: Json): json is { [key: string]: Json } =>
  json !== null && typeof json === "object" && !Array.isArray(json);
const identified = (items: Json[]) => items.every((item) => isObject(item) && item.id !== undefined);

/** OCDS merging: objects field by field, arrays of objects with ids item by id, anything else replaced. */
const merge = (before: Json, after: Json): Json => {
  if (isObject(before) && isObject(after)) {
    const merged: { [key: string]: Json } = { ...before };
    for (const [key, item] of Object.entries(after)) merged[key] = merge(before[key], item);
    return merged;
  }
  if (Array.isArray(before) && Array.isArray(after) && identified(before) && identified(after)) {
    const byId = new Map<string, Json>(before.map((item) => [String((item as Release).id), item]));
    for (const item of after) {
      const id = String((item as Release).id);
      byId.set(id, merge(byId.get(id), item));
    }
    return [...byId.values()];
  }
  return after;
};

/** The compiled release of a record: its releases merged in date order, tagged `compiled`. */
export const compileReleases = (releases: Release[]): Release => {
  const sorted = [...releases].sort((a, b) => String(a.date).localeCompare(String(b.date)));
  const merged = sorted.reduce<Json>((compiled, release) => merge(compiled, release), {}) as Release;
  const latest = sorted.at(-1) as Release;
  return { ...merged, id: `${latest.ocid}-compiled`, date: latest.date, tag: ["compiled"] };
};
