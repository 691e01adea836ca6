import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionsFrom,
  CONTRACT_ACTIONS,
  CONTRACT_MOVES,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  type ContractState,
  isContractLate,
  moveContract,
  stageOrderProblems,
} from "./contract-stages";

const today = "2082-08-10";
const planned: ContractState = { status: "planned", actual: {}, contract_amount: null, contractor: null };

describe("contract moves", () => {
  it("walks a contract from planned to completed with its dates", () => {
    const tender = moveContract(planned, {
      action: "tender",
      dates: { bid_docs: "2082-04-05", invitation: "2082-04-10" },
      today,
    });
    expect(tender).toMatchObject({ ok: true, status: "tender" });
    if (!tender.ok) return;
    const evaluation = moveContract(
      { ...planned, status: tender.status, actual: tender.actual },
      { action: "evaluate", dates: { opening: "2082-05-10" }, today },
    );
    expect(evaluation).toMatchObject({ ok: true, status: "evaluation" });
    if (!evaluation.ok) return;
    const terms = { contract_amount: 120, contractor: "Sagarmatha Builders" };
    const award = moveContract(
      { status: evaluation.status, actual: evaluation.actual, ...terms },
      { action: "award", dates: { evaluation: "2082-05-20", award: "2082-06-01" }, today },
    );
    expect(award).toMatchObject({ ok: true, status: "awarded" });
    if (!award.ok) return;
    const sign = moveContract(
      { status: award.status, actual: award.actual, ...terms },
      { action: "sign", dates: { agreement: "2082-06-15", work_order: "2082-06-20" }, today },
    );
    expect(sign).toMatchObject({ ok: true, status: "active" });
    if (!sign.ok) return;
    const complete = moveContract(
      { status: sign.status, actual: sign.actual, ...terms },
      { action: "complete", dates: { completion: "2082-08-01" }, today },
    );
    expect(complete).toEqual({
      ok: true,
      status: "completed",
      closed_on: null,
      actual: {
        bid_docs: "2082-04-05",
        invitation: "2082-04-10",
        opening: "2082-05-10",
        evaluation: "2082-05-20",
        award: "2082-06-01",
        agreement: "2082-06-15",
        work_order: "2082-06-20",
        completion: "2082-08-01",
      },
    });
  });

  it("refuses a move from a status it does not start from", () => {
    expect(moveContract(planned, { action: "award", dates: { award: "2082-06-01" }, today })).toEqual({
      ok: false,
      problems: [{ field: "action", code: "not_allowed" }],
    });
    expect(
      moveContract(
        { ...planned, status: "completed" },
        { action: "cancel", closed_on: today, dates: {}, today },
      ),
    ).toMatchObject({ ok: false });
  });

  it("requires the stage's date and refuses a future one", () => {
    expect(moveContract(planned, { action: "tender", dates: {}, today })).toEqual({
      ok: false,
      problems: [{ field: "dates.invitation", code: "required" }],
    });
    expect(moveContract(planned, { action: "tender", dates: { invitation: "2082-08-11" }, today })).toEqual({
      ok: false,
      problems: [{ field: "dates.invitation", code: "future" }],
    });
  });

  it("refuses a date before an earlier stage's", () => {
    const tender: ContractState = { ...planned, status: "tender", actual: { invitation: "2082-05-01" } };
    expect(moveContract(tender, { action: "evaluate", dates: { opening: "2082-04-30" }, today })).toEqual({
      ok: false,
      problems: [{ field: "dates.opening", code: "before", stage: "invitation" }],
    });
    expect(
      moveContract(planned, {
        action: "tender",
        dates: { bid_docs: "2082-05-02", invitation: "2082-05-01" },
        today,
      }),
    ).toEqual({ ok: false, problems: [{ field: "dates.invitation", code: "before", stage: "bid_docs" }] });
  });

  it("awards only with the contract amount and the contractor", () => {
    const evaluation: ContractState = { ...planned, status: "evaluation", actual: { opening: "2082-05-01" } };
    expect(moveContract(evaluation, { action: "award", dates: { award: "2082-05-10" }, today })).toEqual({
      ok: false,
      problems: [{ field: "contract_amount", code: "award_terms" }],
    });
  });

  it("closes with a date on or after the last recorded one", () => {
    const tender: ContractState = { ...planned, status: "tender", actual: { invitation: "2082-05-01" } };
    expect(moveContract(tender, { action: "cancel", dates: {}, today })).toEqual({
      ok: false,
      problems: [{ field: "closed_on", code: "required" }],
    });
    expect(moveContract(tender, { action: "fail", dates: {}, closed_on: "2082-04-01", today })).toEqual({
      ok: false,
      problems: [{ field: "closed_on", code: "closed_before", stage: "invitation" }],
    });
    expect(moveContract(tender, { action: "fail", dates: {}, closed_on: "2082-06-01", today })).toEqual({
      ok: true,
      status: "unsuccessful",
      actual: { invitation: "2082-05-01" },
      closed_on: "2082-06-01",
    });
  });

  it("keeps a stage date already recorded", () => {
    const awarded: ContractState = {
      status: "awarded",
      actual: { award: "2082-05-01", work_order: "2082-05-03" },
      contract_amount: 10,
      contractor: "X",
    };
    const sign = moveContract(awarded, {
      action: "sign",
      dates: { agreement: "2082-05-02", work_order: "2082-05-09" },
      today,
    });
    expect(sign).toMatchObject({ ok: true, actual: { work_order: "2082-05-03" } });
  });

  it("offers from each status exactly the moves that start there", () => {
    expect(actionsFrom("planned")).toEqual(["tender", "cancel"]);
    expect(actionsFrom("awarded")).toEqual(["sign", "fail"]);
    expect(actionsFrom("active")).toEqual(["complete", "terminate"]);
    for (const status of ["completed", "terminated", "cancelled", "unsuccessful"] as const)
      expect(actionsFrom(status)).toEqual([]);
  });

  it("never answers dates out of stage order or after today (property)", () => {
    const day = fc
      .integer({ min: 1, max: 30 })
      .map((d) => `2082-0${Math.ceil(d / 5)}-${String(d).padStart(2, "0")}`);
    const dates = fc.record(
      Object.fromEntries(CONTRACT_STAGES.map((s) => [s, fc.option(day, { nil: undefined })])),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_STATUSES),
        fc.constantFrom(...CONTRACT_ACTIONS),
        dates,
        dates,
        (status, action, before, given) => {
          const state: ContractState = { status, actual: before, contract_amount: 5, contractor: "Y" };
          if (stageOrderProblems(before, "actual").length > 0) return;
          const result = moveContract(state, {
            action,
            dates: given,
            closed_on: "2082-05-15",
            today: "2082-05-20",
          });
          if (!result.ok) return;
          expect(CONTRACT_MOVES[action].from).toContain(status);
          expect(stageOrderProblems(result.actual, "actual")).toEqual([]);
          for (const stage of CONTRACT_STAGES) {
            const date = result.actual[stage];
            if (date && !before[stage]) expect(date <= "2082-05-20").toBe(true);
          }
        },
      ),
    );
  });
});

describe("late contracts", () => {
  const plan = { invitation: "2082-05-01", award: "2082-06-01", completion: "2082-09-01" };
  it("is late when the next stage's planned date has passed", () => {
    expect(isContractLate({ status: "planned", planned: plan, revised_completion: null }, "2082-05-02")).toBe(
      true,
    );
    expect(isContractLate({ status: "planned", planned: plan, revised_completion: null }, "2082-05-01")).toBe(
      false,
    );
    expect(
      isContractLate({ status: "evaluation", planned: plan, revised_completion: null }, "2082-05-20"),
    ).toBe(false);
  });
  it("measures a running contract against its newest extension", () => {
    expect(isContractLate({ status: "active", planned: plan, revised_completion: null }, "2082-09-02")).toBe(
      true,
    );
    expect(
      isContractLate({ status: "active", planned: plan, revised_completion: "2082-10-01" }, "2082-09-02"),
    ).toBe(false);
  });
  it("is never late once closed or without a plan", () => {
    expect(
      isContractLate({ status: "completed", planned: plan, revised_completion: null }, "2083-01-01"),
    ).toBe(false);
    expect(isContractLate({ status: "tender", planned: {}, revised_completion: null }, "2083-01-01")).toBe(
      false,
    );
  });
});
