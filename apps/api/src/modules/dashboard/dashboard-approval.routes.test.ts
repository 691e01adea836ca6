import type { TDashboardRow, TPaged } from "@pragati/domain/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { approvalChain, walkMonth } from "../../../test/approvals";
import { admin } from "../../../test/demo-users";
import { buildMilestone, fiscalYears, setSettings, signedInAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let year: number;
let ministry: number;
let department: number;
let divisions: number[] = [];
let ministryUser: string;
let divisionUser: string;
const MONTH = 3;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  year = (await fiscalYears(db)).previous;
  const chain = await approvalChain(db, 2);
  ({ ministry, department } = chain);
  divisions = chain.offices.map((o) => o.id);
  for (const nikayaId of [department, ...divisions])
    await buildMilestone(db, { nikayaId, fiscalYearId: year, targets: { [MONTH]: 10 } });
  ministryUser = await signedInAs(t, "sachib", ministry);
  divisionUser = await signedInAs(t, "nikaya", divisions[0]);
});
afterAll(() => t.close());
afterEach(() => setSettings(t.database.db, { approvedOnlyDefault: false }));

const cards = async (who: string | { username: string }, approval?: string) => {
  const res = await t.as(who).get("/api/dashboard/cards", {
    query: {
      type: "activity",
      month_type: "upto",
      month: MONTH,
      fiscal_year_id: year,
      per_page: 60,
      ...(approval ? { approval } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = (res.json().response as TPaged<TDashboardRow>).data;
  return rows.filter((row) => [department, ...divisions].includes(row.nikaya_id));
};

const act = (action: string, officeId: number) =>
  walkMonth(t, { stream: "pragati", fiscal_year_id: year, month: MONTH, office_id: officeId }, [action]);

describe("the dashboard's figures with their month's approval (issue 33 item 2)", () => {
  it("marks each office's month and shows approved months only when asked or by admin's default", async () => {
    // The first division is approved at both of its levels; the second only submitted; the department open.
    await act("submit", divisions[0]);
    await act("approve", divisions[0]);
    await act("approve", divisions[0]);
    await act("submit", divisions[1]);

    const all = await cards(admin, "all");
    const stateOf = (id: number) => all.find((row) => row.nikaya_id === id);
    expect(stateOf(divisions[0])).toMatchObject({
      approval_state: "approved",
      approval_level: 2,
      approval_levels: 2,
    });
    expect(stateOf(divisions[1])).toMatchObject({ approval_state: "submitted", approval_level: 0 });
    // The department climbs one level: to the ministry, the root of this tree.
    expect(stateOf(department)).toMatchObject({
      approval_state: "open",
      approval_level: 0,
      approval_levels: 1,
    });

    // Approved only: the office approved at its top, nothing mixed in.
    expect((await cards(admin, "approved")).map((row) => row.nikaya_id)).toEqual([divisions[0]]);
    // A month approved below its top is not approved yet.
    await act("approve", divisions[1]);
    expect((await cards(ministryUser, "approved")).map((row) => row.nikaya_id)).toEqual([divisions[0]]);

    // Without a choice every caller sees all offices, until admin makes approved-only the centre's default:
    // then a role that sees every office opens on approved months, an office's own staff still on all.
    expect(await cards(admin)).toHaveLength(3);
    await setSettings(t.database.db, { approvedOnlyDefault: true });
    expect((await cards(admin)).map((row) => row.nikaya_id)).toEqual([divisions[0]]);
    expect((await cards(ministryUser)).map((row) => row.nikaya_id).sort()).toEqual(
      [department, ...divisions].sort(),
    );
    expect((await cards(divisionUser)).map((row) => row.nikaya_id)).toEqual([divisions[0]]);
    expect(await cards(admin, "all")).toHaveLength(3);

    // SPEC's route answers the same rows with the same marks.
    const spec = await t.as(admin).get("/api/dashboard/milestone-esthiti", {
      query: { type: "activity", month: MONTH, fiscal_year_id: year, approval: "approved" },
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(
      (spec.json().response as TDashboardRow[]).filter(
        (row) => row.nikaya_id === divisions[0] || row.nikaya_id === divisions[1],
      ),
    ).toEqual([expect.objectContaining({ nikaya_id: divisions[0], approval_state: "approved" })]);
  });

  it("refuses an unknown view with a field error in both languages", async () => {
    const res = await t.as(admin).get("/api/dashboard/cards", { query: { approval: "mine" } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.approval).toBeTruthy();
    expect(res.json().errors_np.approval).toBeTruthy();
  });

  it("lets admin set the default on Other settings, and no one else", async () => {
    const saved = await t.as(admin).post("/api/other-setting/update", { approved_only_default: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().response.approved_only_default).toBe(true);
    expect(saved.json().setup.approved_only_default).toBe(true);
    const refused = await t
      .as(divisionUser)
      .post("/api/other-setting/update", { approved_only_default: false });
    expect(refused.statusCode).toBe(403);
    expect((await t.as(admin).get("/api/other-setting/show")).json().response.approved_only_default).toBe(
      true,
    );
  });
});
