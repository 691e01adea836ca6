import { describe, expect, it } from "vitest";
import { actionsFrom, nextVisitState } from "./visit-states";
import { isWizardComplete, stepValidity } from "./wizard-steps";

describe("visit states", () => {
  it("follows draft -> ordered -> in the field -> submitted -> returned -> submitted -> accepted -> closed", () => {
    expect(nextVisitState("draft", "issue_order")).toBe("ordered");
    expect(nextVisitState("ordered", "start_field")).toBe("in_field");
    expect(nextVisitState("in_field", "submit_report")).toBe("report_submitted");
    expect(nextVisitState("report_submitted", "return")).toBe("returned");
    expect(nextVisitState("returned", "submit_report")).toBe("report_submitted");
    expect(nextVisitState("report_submitted", "accept")).toBe("accepted");
    expect(nextVisitState("accepted", "close")).toBe("closed");
  });

  it("cancels only before the report is submitted", () => {
    expect(nextVisitState("in_field", "cancel")).toBe("cancelled");
    expect(nextVisitState("report_submitted", "cancel")).toBeNull();
    expect(nextVisitState("draft", "accept")).toBeNull();
    expect(actionsFrom("closed")).toEqual([]);
  });
});

describe("wizard steps", () => {
  const visit = {
    target_nikaya_id: 3,
    title: "Road visit",
    subject: "Progress",
    from_date: "2082-05-01",
    to_date: "2082-05-03",
    members: [{ is_leader: true }, { is_leader: false }],
    order_number: "12",
    approver_name: "A",
    approver_designation: "Secretary",
    approver_office: "OPMCM",
  };
  it("needs a nikaya, one leader and the order's fields", () => {
    expect(isWizardComplete(visit)).toBe(true);
    expect(stepValidity({ ...visit, target_nikaya_id: null }).profile).toBe(false);
    expect(stepValidity({ ...visit, members: [{ is_leader: false }] }).members).toBe(false);
    expect(stepValidity({ ...visit, members: [{ is_leader: true }, { is_leader: true }] }).members).toBe(
      false,
    );
    expect(stepValidity({ ...visit, approver_name: " " }).order).toBe(false);
  });
});
