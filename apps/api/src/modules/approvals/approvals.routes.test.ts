import type { LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { approvalChain } from "../../../test/approvals";
import { admin } from "../../../test/demo-users";
import {
  buildMilestone,
  buildOffice,
  buildProject,
  countRows,
  fiscalYears,
  officeIdsByCode,
  setSettings,
  signedInAs,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows, sql } from "../../db/client";

/**
 * The monthly approval chain (issue 33), as the users who act on it and those who must be refused: a
 * ministry above a department above an office; the default chain climbs two levels (department, then
 * ministry).
 */
let t: TestApp;
let year: number;
let ministry: number;
let department: number;
let office: number;
let officeNameNp: string;
let otherDepartment: number;
let officeUser: string;
let departmentApprover: string;
let ministryApprover: string;
let otherApprover: string;
let departmentStaff: string;

const login = async (role: string, nikayaId: number) => signedInAs(t, role, nikayaId);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  year = (await fiscalYears(db)).previous;
  const chain = await approvalChain(db, 1);
  ({ ministry, department } = chain);
  const [officeRow] = chain.offices;
  office = officeRow.id;
  officeNameNp = officeRow.nameNp;
  otherDepartment = (await buildOffice(db, { parentId: (await buildOffice(db)).id })).id;
  officeUser = await login("nikaya", office);
  departmentApprover = await login("sachib", department);
  ministryApprover = await login("sachib", ministry);
  otherApprover = await login("sachib", otherDepartment);
  // The reviewer's role holds no approve permission.
  departmentStaff = await login("reviewer", department);
});
afterAll(() => t.close());
afterEach(() => setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null }));

const monthOf = (month: number, stream = "pragati", officeId = office) => ({
  stream,
  fiscal_year_id: year,
  month,
  office_id: officeId,
});
const act = (who: string | { username: string }, action: string, body: Record<string, unknown>) =>
  t.as(who).post(`/api/approvals/${action}`, body);

const expectRefused = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBeTruthy();
  expect(res.json().message_np).toBeTruthy();
};

const logged = async (action: string, officeId = office) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM activity_logs
           WHERE entity = 'approval' AND action = ${`approval_${action}`} AND nikaya_id = ${officeId}`,
    )
  )[0].n;

/** The bell notices sent to an office's users, oldest first. */
const noticesTo = async (officeId: number) =>
  (
    await queryRows<{ description: string }>(
      t.database.db,
      sql`SELECT n.description FROM notices n JOIN notice_targets nt ON nt.notice_id = n.id
           WHERE nt.nikaya_id = ${officeId} ORDER BY n.id`,
    )
  ).map((n) => n.description);

describe("the monthly approval chain of action-plan progress", () => {
  it("climbs office -> department -> ministry, freezes the month, is returned with a reason and unapproved from the top down", async () => {
    const m = await buildMilestone(t.database.db, {
      nikayaId: office,
      fiscalYearId: year,
      targets: { 1: 10 },
    });
    const store = (achieved: number) =>
      t.as(officeUser).post("/api/pragati/store", {
        milestone_id: m.id,
        month: 1,
        status: "in_progress",
        achieved,
        reasons: [],
      });
    const stored = await store(10);
    expect(stored.statusCode, stored.body).toBe(200);
    const month = monthOf(1);

    // Only the office itself submits; bad input is a field error.
    expectRefused(await act(departmentApprover, "submit", month), 403);
    expectRefused(await act(officeUser, "submit", { ...month, month: 12 }), 422);
    // Nothing to approve before the office submits.
    expectRefused(await act(departmentApprover, "approve", month), 409);
    const submitted = await act(officeUser, "submit", month);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().response).toMatchObject({ state: "submitted", level: 0, levels: 2 });
    expect(submitted.json().response.submitted_by.id).toBeGreaterThan(0);
    expect(submitted.json().response.submitted_at).toBeTruthy();
    expect(await logged("submit")).toBe(1);
    expect(await noticesTo(department)).toEqual([expect.stringContaining("submitted for your approval")]);

    // A submitted month is read-only to its office, and submitting it again is refused.
    expectRefused(await store(11), 409);
    expectRefused(await act(officeUser, "submit", month), 409);

    // Level 1 is the department's: not the ministry's, not another subtree's, not a user without the permission.
    expectRefused(await act(ministryApprover, "approve", month), 403);
    expectRefused(await act(otherApprover, "approve", month), 404);
    expectRefused(await act(departmentStaff, "approve", month), 403);
    // The office does not approve its own month.
    expectRefused(await act(officeUser, "approve", month), 403);

    // Returned with a reason (required), the month is the office's again.
    const noReason = await act(departmentApprover, "return", month);
    expect(noReason.statusCode, noReason.body).toBe(422);
    expect(noReason.json().errors_np.reason).toBeTruthy();
    const returned = await act(departmentApprover, "return", { ...month, reason: "लक्ष्य मिलेन" });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().response).toMatchObject({ state: "returned", reason: "लक्ष्य मिलेन" });
    expect(await noticesTo(office)).toEqual([expect.stringContaining("लक्ष्य मिलेन")]);
    expect((await store(12)).statusCode).toBe(200);
    expect((await act(officeUser, "submit", month)).statusCode).toBe(200);

    const first = await act(departmentApprover, "approve", month);
    expect(first.statusCode, first.body).toBe(200);
    // The level below the top approves without the rating; the month's one entry is not rated yet.
    expect(first.json().response).toMatchObject({ state: "approved", level: 1, unrated: 1 });
    expectRefused(await store(13), 409);
    // Level 2 is the ministry's.
    expectRefused(await act(departmentApprover, "approve", month), 403);
    // The top level's approval includes the secretary's rating of every entry: refused until rated, and
    // the secretary may not send the entry back while the month is with the chain (it returns the month).
    const unrated = await act(ministryApprover, "approve", month);
    expectRefused(unrated, 409);
    expect(unrated.json().message).toContain("rate the 1 entry");
    const entry = stored.json().response.id as number;
    const review = (kind: string, body: Record<string, unknown>) =>
      t.as(ministryApprover).post(`/api/rate-activity/${kind}/${entry}`, body);
    expectRefused(await review("return", { note: "Recheck the figure" }), 409);
    expect((await review("rate", { rating: 4 })).statusCode).toBe(200);
    expect((await review("comment", { comment: "Checked" })).statusCode).toBe(200);
    const top = await act(ministryApprover, "approve", month);
    expect(top.json().response).toMatchObject({ state: "approved", level: 2, unrated: 0 });
    expectRefused(await act(ministryApprover, "approve", month), 409);
    expectRefused(await act(ministryApprover, "return", { ...month, reason: "x" }), 409);
    expectRefused(await store(13), 409);
    // The ratings are part of the top level's approval: frozen with it.
    expectRefused(await review("rate", { rating: 2 }), 409);
    expectRefused(await review("comment", { comment: "Changed" }), 409);
    const kept = await queryRows<{ rating: number; comment: string }>(
      t.database.db,
      sql`SELECT rating, comment FROM progress_entries WHERE id = ${entry}`,
    );
    expect(kept).toEqual([{ rating: 4, comment: "Checked" }]);

    // Unapproval from the top down only, one level at a time; the first level's gives the month back.
    expectRefused(await act(departmentApprover, "unapprove", month), 409);
    expectRefused(await act(otherApprover, "unapprove", month), 404);
    const down = await act(ministryApprover, "unapprove", month);
    expect(down.json().response).toMatchObject({ state: "approved", level: 1 });
    // Withdrawn from the top, the ratings are the secretary's to change again.
    expect((await review("rate", { rating: 3 })).statusCode).toBe(200);
    expectRefused(await act(ministryApprover, "unapprove", month), 403);
    expectRefused(await store(13), 409);
    const open = await act(departmentApprover, "unapprove", month);
    expect(open.json().response).toMatchObject({ state: "open", level: 0 });
    expectRefused(await act(departmentApprover, "unapprove", month), 409);
    expect((await store(13)).statusCode).toBe(200);
    expect(await logged("approve")).toBe(2);
    expect(await logged("unapprove")).toBe(2);
    expect(await logged("return")).toBe(1);
  });

  it("lists each office of the caller's scope with its month's state, who and when", async () => {
    const m = await buildMilestone(t.database.db, {
      nikayaId: office,
      fiscalYearId: year,
      targets: { 2: 10 },
    });
    expect(m.id).toBeGreaterThan(0);
    expect((await act(officeUser, "submit", monthOf(2))).statusCode).toBe(200);
    const list = await t
      .as(ministryApprover)
      .get("/api/approvals", { query: { stream: "pragati", fiscal_year_id: String(year), month: "2" } });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().response.data as { office_id: number; state: string; submitted_by: unknown }[];
    expect(rows.map((r) => r.office_id)).toEqual([ministry, department, office]);
    expect(rows.find((r) => r.office_id === office)).toMatchObject({ state: "submitted" });
    expect(rows.find((r) => r.office_id === department)).toMatchObject({ state: "open", submitted_by: null });
    expect(rows.find((r) => r.office_id === office)).toMatchObject({ office_name_np: officeNameNp });

    // Each row says which steps the caller may take now: the office's user submits its own open month,
    // the next level's approver approves or returns, the level on top withdraws its approval.
    const actionsOf = async (who: string | { username: string }, officeId: number) =>
      (
        (
          await t.as(who).get("/api/approvals", {
            query: {
              stream: "pragati",
              fiscal_year_id: String(year),
              month: "2",
              office_id: String(officeId),
            },
          })
        ).json().response.data as { office_id: number; actions: string[] }[]
      ).find((r) => r.office_id === officeId)?.actions;
    expect(await actionsOf(officeUser, office)).toEqual([]);
    expect(await actionsOf(departmentApprover, office)).toEqual(["approve", "return"]);
    expect(await actionsOf(ministryApprover, office)).toEqual([]);
    expect(await actionsOf(admin, office)).toEqual(["approve", "return"]);
    const approved = await act(departmentApprover, "approve", monthOf(2));
    expect(approved.json().response).toMatchObject({ level: 1, actions: ["unapprove"] });
    expect(await actionsOf(departmentApprover, office)).toEqual(["unapprove"]);
    expect(await actionsOf(ministryApprover, office)).toEqual(["approve", "return"]);
    expect(await actionsOf(officeUser, office)).toEqual([]);
    // The office's user submits its own open month of another stream; the department's secretary holds no
    // write permission to submit the department's own.
    const contractRows = await t.as(officeUser).get("/api/approvals", {
      query: { stream: "contract", fiscal_year_id: String(year), month: "2" },
    });
    expect(contractRows.json().response.data).toEqual([
      expect.objectContaining({ office_id: office, state: "open", actions: ["submit"] }),
    ]);
    expect(await actionsOf(departmentApprover, department)).toEqual([]);

    // The search box finds offices by name in either language.
    const found = await t.as(ministryApprover).get("/api/approvals", {
      query: { stream: "pragati", fiscal_year_id: String(year), month: "2", search: officeNameNp },
    });
    expect(found.json().response.data.map((r: { office_id: number }) => r.office_id)).toEqual([office]);

    const under = await t.as(ministryApprover).get("/api/approvals", {
      query: { stream: "pragati", fiscal_year_id: String(year), month: "2", office_id: String(office) },
    });
    expect(under.json().response.data.map((r: { office_id: number }) => r.office_id)).toEqual([office]);
    expectRefused(
      await t.as(otherApprover).get("/api/approvals", {
        query: { stream: "pragati", month: "2", office_id: String(office) },
      }),
      404,
    );
    expectRefused(
      await t.as(ministryApprover).get("/api/approvals", { query: { stream: "nope", month: "2" } }),
      422,
    );
  });

  it("climbs as many levels as admin sets for the stream, cut at the root", async () => {
    const saved = await t.as(admin).post("/api/approvals/levels", { stream: "indicator", levels: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response).toMatchObject({ indicator: 1, pragati: 2 });
    expectRefused(await t.as(admin).post("/api/approvals/levels", { stream: "indicator", levels: 0 }), 422);
    expectRefused(
      await t.as(ministryApprover).post("/api/approvals/levels", { stream: "indicator", levels: 3 }),
      403,
    );
    const month = monthOf(3, "indicator");
    expect((await act(officeUser, "submit", month)).statusCode).toBe(200);
    expect((await act(departmentApprover, "approve", month)).json().response).toMatchObject({
      level: 1,
      levels: 1,
    });
    expectRefused(await act(ministryApprover, "approve", month), 409);
    // The department has one office above it: its months climb one level whatever the setting.
    const departmentMonth = monthOf(3, "pragati", department);
    expect((await act(admin, "submit", departmentMonth)).json().response.levels).toBe(1);
    expect((await act(ministryApprover, "approve", departmentMonth)).json().response.level).toBe(1);
  });
});

describe("project monthly progress under the chain", () => {
  it("refuses a write to a submitted month with 409 and takes it again once returned", async () => {
    const db = t.database.db;
    const project = await buildProject(db, { nikayaId: office, fiscalYearId: year });
    const save = () =>
      t.as(admin).post(`/api/ayojana/${project.id}/progress`, {
        fiscal_year_id: year,
        month: 4,
        physical_target: 10,
        physical_achieved: 8,
        financial_target: 12,
        budget: 100,
        expense: 90,
        problems: "",
        remarks: "",
      });
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    const month = monthOf(4, "project");
    expect((await act(admin, "submit", month)).statusCode).toBe(200);
    expectRefused(await save(), 409);
    expect((await act(admin, "return", { ...month, reason: "Figures missing" })).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    expect(await countRows(db, "approvals")).toBeGreaterThan(0);
  });
});

describe("contract and indicator months under the chain", () => {
  it("refuses the office's contract month and its indicator achievements while the month is submitted", async () => {
    const db = t.database.db;
    const ids = await officeIdsByCode(db);
    const years = await fiscalYears(db);
    const contractMonth = { nikaya_id: office, fiscal_year_id: year, month: 6, remarks: "" };
    const canSubmit = async () =>
      (
        await t
          .as(admin)
          .get("/api/thekka-pragarti", { query: { nikaya_id: office, fiscal_year_id: year, month: 6 } })
      ).json().response.can_submit;
    expect(await canSubmit()).toBe(true);
    expect((await act(admin, "submit", monthOf(6, "contract"))).statusCode).toBe(200);
    // The screen offers no submission of a frozen month, and the API refuses it anyway.
    expect(await canSubmit()).toBe(false);
    const refused = await t.as(admin).post("/api/thekka-pragarti/submit", contractMonth);
    expectRefused(refused, 409);
    expect(refused.json().message).toContain("submitted for approval");
    expect(
      (await act(admin, "return", { ...monthOf(6, "contract"), reason: "Remarks missing" })).statusCode,
    ).toBe(200);
    const submitted = await t.as(admin).post("/api/thekka-pragarti/submit", contractMonth);
    expect(submitted.statusCode, submitted.body).toBe(200);

    // The Department of Roads reports a monthly indicator; period 2 is reported in month 2.
    await setSettings(db, {
      suchakPeriodFrom: "2000-01-01",
      suchakPeriodTo: "2200-12-30",
      activeSuchakMonths: [2],
      suchakReportingMonth: 2,
    });
    const indicator = await t.as({ username: "sachib" }).post("/api/indicators/store", {
      fiscal_year_id: years.current,
      code: "CHAIN-1",
      name: "Roads upgraded",
      name_np: "स्तरोन्नति गरिएका सडक",
      responsible_office_id: ids["336-01"],
      aggregation: "non_cumulative",
      annual_target: 120,
    });
    expect(indicator.statusCode, indicator.body).toBe(200);
    const report = () =>
      t
        .as({ username: "office" })
        .post(`/api/indicators/${indicator.json().response.id}/achievements/2`, { actual: 7, comment: "" });
    const indicatorMonth = {
      stream: "indicator",
      fiscal_year_id: years.current,
      month: 2,
      office_id: ids["336-01"],
    };
    const periodTwo = async () =>
      (
        await t.as({ username: "office" }).get(`/api/indicators/${indicator.json().response.id}/periods`)
      ).json().response.periods[2] as { open: boolean; frozen: boolean };
    expect(await periodTwo()).toMatchObject({ open: true, frozen: false });
    expect((await act(admin, "submit", indicatorMonth)).statusCode).toBe(200);
    expect(await periodTwo()).toMatchObject({ open: false, frozen: true });
    expectRefused(await report(), 409);
    expect((await act(admin, "return", { ...indicatorMonth, reason: "Evidence missing" })).statusCode).toBe(
      200,
    );
    expect(await periodTwo()).toMatchObject({ open: true, frozen: false });
    const reported = await report();
    expect(reported.statusCode, reported.body).toBe(200);
  });
});
