/**
 * Contract (thekka) stages and the moves between them (DOMAIN.md "Contracts"). Dates are BS
 * 'YYYY-MM-DD' strings, which compare as text. The record keeps a planned and an actual date per stage;
 * the revised completion is the newest extension of time, never stored on the record.
 */

/** The dated stages, in the order a contract passes them. */
export const CONTRACT_STAGES = [
  "bid_docs",
  "invitation",
  "opening",
  "evaluation",
  "award",
  "agreement",
  "work_order",
  "completion",
] as const;
export type ContractStage = (typeof CONTRACT_STAGES)[number];

export const CONTRACT_STATUSES = [
  "planned",
  "tender",
  "evaluation",
  "awarded",
  "active",
  "completed",
  "terminated",
  "cancelled",
  "unsuccessful",
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Statuses a contract leaves no more. */
export const CLOSED_CONTRACT_STATUSES: readonly ContractStatus[] = [
  "completed",
  "terminated",
  "cancelled",
  "unsuccessful",
];

/** Awarded or later (and not cancelled before): the contract amount and the contractor are known. */
export const AWARDED_CONTRACT_STATUSES: readonly ContractStatus[] = [
  "awarded",
  "active",
  "completed",
  "terminated",
];

export const CONTRACT_ACTIONS = [
  "tender",
  "evaluate",
  "award",
  "sign",
  "complete",
  "terminate",
  "cancel",
  "fail",
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

type Move = {
  from: readonly ContractStatus[];
  to: ContractStatus;
  /** The stage whose actual date the move records (required). */
  stage: ContractStage | null;
  /** Earlier stages whose actual dates the move may record on the way. */
  optional: readonly ContractStage[];
};

/**
 * The moves: forward one stage at a time; cancelled (stopped before award) from planned, tender or
 * evaluation; unsuccessful (no acceptable bid, or the winner does not sign) from tender, evaluation or
 * awarded; terminated early only once active. Closing moves take a date and a reason instead of a stage.
 */
export const CONTRACT_MOVES: Record<ContractAction, Move> = {
  tender: { from: ["planned"], to: "tender", stage: "invitation", optional: ["bid_docs"] },
  evaluate: { from: ["tender"], to: "evaluation", stage: "opening", optional: [] },
  award: { from: ["evaluation"], to: "awarded", stage: "award", optional: ["evaluation"] },
  sign: { from: ["awarded"], to: "active", stage: "agreement", optional: ["work_order"] },
  complete: { from: ["active"], to: "completed", stage: "completion", optional: ["work_order"] },
  terminate: { from: ["active"], to: "terminated", stage: null, optional: [] },
  cancel: { from: ["planned", "tender", "evaluation"], to: "cancelled", stage: null, optional: [] },
  fail: { from: ["tender", "evaluation", "awarded"], to: "unsuccessful", stage: null, optional: [] },
};

/** The actions open to a contract in a status. */
export const actionsFrom = (status: ContractStatus): ContractAction[] =>
  CONTRACT_ACTIONS.filter((action) => CONTRACT_MOVES[action].from.includes(status));

export type StageDates = Partial<Record<ContractStage, string | null>>;

export type StageProblem =
  | { field: string; code: "not_allowed" }
  | { field: string; code: "required" }
  | { field: string; code: "future" }
  | { field: string; code: "before"; stage: ContractStage }
  | { field: string; code: "after"; stage: ContractStage }
  | { field: string; code: "closed_before"; stage: ContractStage }
  | { field: string; code: "award_terms" };

/**
 * Actual dates never run backwards through the stages: each is on or after every earlier stage's and on
 * or before every later one's. Planned dates follow the same order. Answers the problems, keyed by
 * `<kind>.<stage>`.
 */
export const stageOrderProblems = (dates: StageDates, kind: "planned" | "actual"): StageProblem[] => {
  const problems: StageProblem[] = [];
  CONTRACT_STAGES.forEach((stage, index) => {
    const date = dates[stage];
    if (!date) return;
    for (const earlier of CONTRACT_STAGES.slice(0, index)) {
      const before = dates[earlier];
      if (before && date < before) {
        problems.push({ field: `${kind}.${stage}`, code: "before", stage: earlier });
        return;
      }
    }
  });
  return problems;
};

export type ContractState = {
  status: ContractStatus;
  actual: StageDates;
  contract_amount: number | null;
  contractor: string | null;
};

export type MoveInput = {
  action: ContractAction;
  /** Actual dates the move records: its stage's (required) and its optional earlier stages'. */
  dates: StageDates;
  /** The closing date of terminate, cancel and fail. */
  closed_on?: string | null;
  today: string;
};

export type MoveResult =
  | { ok: true; status: ContractStatus; actual: StageDates; closed_on: string | null }
  | { ok: false; problems: StageProblem[] };

/**
 * Checks a move and answers the new status and actual dates. A move must start from one of its
 * statuses; its stage date is required; no date lies after today; the dates keep the stage order with
 * the ones already recorded (a stage already dated keeps its date); a closing date is on or after the
 * last recorded date; an award needs the contract amount and the contractor.
 */
export const moveContract = (state: ContractState, input: MoveInput): MoveResult => {
  const move = CONTRACT_MOVES[input.action];
  if (!move.from.includes(state.status))
    return { ok: false, problems: [{ field: "action", code: "not_allowed" }] };
  const problems: StageProblem[] = [];
  const actual: StageDates = { ...state.actual };
  const allowed = move.stage ? [move.stage, ...move.optional] : [];
  for (const stage of allowed) {
    const given = input.dates[stage];
    if (given && !state.actual[stage]) actual[stage] = given;
    if (given && given > input.today) problems.push({ field: `dates.${stage}`, code: "future" });
  }
  if (move.stage && !actual[move.stage]) problems.push({ field: `dates.${move.stage}`, code: "required" });
  for (const problem of stageOrderProblems(actual, "actual")) {
    const stage = problem.field.slice("actual.".length) as ContractStage;
    if (problem.code === "before" && allowed.includes(stage) && !state.actual[stage])
      problems.push({ ...problem, field: `dates.${stage}` });
    else if (problem.code === "before" && allowed.includes(problem.stage) && !state.actual[problem.stage])
      problems.push({ field: `dates.${problem.stage}`, code: "after", stage });
  }
  if (input.action === "award" && (!state.contract_amount || !state.contractor))
    problems.push({ field: "contract_amount", code: "award_terms" });

  let closedOn: string | null = null;
  if (!move.stage) {
    closedOn = input.closed_on ?? null;
    if (!closedOn) problems.push({ field: "closed_on", code: "required" });
    else if (closedOn > input.today) problems.push({ field: "closed_on", code: "future" });
    else {
      const last = lastActualStage(actual);
      if (last && closedOn < (actual[last] as string))
        problems.push({ field: "closed_on", code: "closed_before", stage: last });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, status: move.to, actual, closed_on: closedOn };
};

/** The latest stage with an actual date. */
export const lastActualStage = (actual: StageDates): ContractStage | null =>
  [...CONTRACT_STAGES].reverse().find((stage) => Boolean(actual[stage])) ?? null;

/** The stage a contract in a status waits for next (null when closed). */
export const NEXT_STAGE: Record<ContractStatus, ContractStage | null> = {
  planned: "invitation",
  tender: "opening",
  evaluation: "award",
  awarded: "agreement",
  active: "completion",
  completed: null,
  terminated: null,
  cancelled: null,
  unsuccessful: null,
};

/**
 * Late against its plan: an open contract whose next stage's planned date (for a running contract, its
 * current end: the newest extension, else the intended completion) has passed without it.
 */
export const isContractLate = (
  contract: { status: ContractStatus; planned: StageDates; revised_completion: string | null },
  today: string,
): boolean => {
  const next = NEXT_STAGE[contract.status];
  if (!next) return false;
  const due =
    next === "completion"
      ? (contract.revised_completion ?? contract.planned.completion)
      : contract.planned[next];
  return Boolean(due && due < today);
};
