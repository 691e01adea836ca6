import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { approvalChain, walkMonth } from "../../../test/approvals";
import { admin } from "../../../test/demo-users";
import { buildMilestone, buildProject, fiscalYears, setSettings } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { exportedWorkbook, sheetRows, workbookOf } from "../../../test/workbook";

type Row = {
  nikaya_id: number;
  counts: Record<string, number>;
  drill: Record<string, string | number>;
  approval?: { state: string; level: number; levels: number };
};
type Summary = {
  filters: { approval: string | null };
  rows: Row[];
  totals: { counts: Record<string, number> };
};

let t: TestApp;
let year: number;
let department: number;
let approved: number;
let open: number;
const MONTH = 2;
// Milestones per division: the approved one's figures are the only ones an approved-only report counts.
const MILESTONES = { approved: 3, open: 2 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  year = (await fiscalYears(db)).previous;
  const chain = await approvalChain(db, 2);
  department = chain.department;
  [approved, open] = chain.offices.map((o) => o.id);
  for (const [nikayaId, count] of [
    [approved, MILESTONES.approved],
    [open, MILESTONES.open],
  ])
    for (let i = 0; i < count; i++)
      await buildMilestone(db, { nikayaId, fiscalYearId: year, targets: { [MONTH]: 5 } });
  await walkMonth(t, { stream: "pragati", fiscal_year_id: year, month: MONTH, office_id: approved });
});
afterAll(() => t.close());
afterEach(() => setSettings(t.database.db, { approvedOnlyDefault: false }));

const report = async (approval?: string) => {
  const res = await t.as(admin).get("/api/reports/monthly-milestone-esthiti", {
    query: { fiscal_year_id: year, month: MONTH, nikaya_id: department, ...(approval ? { approval } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().response as Summary;
};
const total = (row: { counts: Record<string, number> }) => Object.values(row.counts)[0];

describe("registry reports with their months' approval (issue 33 item 2)", () => {
  it("counts every office in the all view and only approved months in the approved view, lists alike", async () => {
    const all = await report("all");
    expect(all.filters.approval).toBe("all");
    expect(all.rows.map((row) => row.nikaya_id).sort()).toEqual([approved, open].sort());
    expect(total(all.totals)).toBe(MILESTONES.approved + MILESTONES.open);
    // Each office row is marked with its month's state, so an unapproved figure is never mixed in silently.
    const stateOf = (id: number) => all.rows.find((row) => row.nikaya_id === id)?.approval;
    expect(stateOf(approved)).toEqual({ state: "approved", level: 2, levels: 2 });
    expect(stateOf(open)).toEqual({ state: "open", level: 0, levels: 2 });

    const only = await report("approved");
    expect(only.filters.approval).toBe("approved");
    expect(only.rows.map((row) => row.nikaya_id)).toEqual([approved]);
    expect(total(only.totals)).toBe(MILESTONES.approved);
    // The drill-down keeps the view, so the list behind a count holds exactly that count.
    const [row] = only.rows;
    expect(row.drill.approval).toBe("approved");
    const list = await t.as(admin).get("/api/reports/monthly-milestone-esthiti-detail", {
      query: { ...row.drill, measure: "total", per_page: 100 },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().response.total).toBe(MILESTONES.approved);
    const unfiltered = await t.as(admin).get("/api/reports/monthly-milestone-esthiti-detail", {
      query: {
        fiscal_year_id: year,
        month: MONTH,
        nikaya_id: department,
        approval: "approved",
        per_page: 100,
      },
    });
    expect(unfiltered.json().response.total).toBe(MILESTONES.approved);
  });

  it("follows admin's default for the centre when the request names no view", async () => {
    expect((await report()).filters.approval).toBe("all");
    await setSettings(t.database.db, { approvedOnlyDefault: true });
    const defaulted = await report();
    expect(defaulted.filters.approval).toBe("approved");
    expect(total(defaulted.totals)).toBe(MILESTONES.approved);
    // A report that is not a month's reported figures has no approval view.
    const visits = await t
      .as(admin)
      .get("/api/reports/anugaman/visits-by-state", { query: { fiscal_year_id: year } });
    expect(visits.statusCode, visits.body).toBe(200);
    expect(visits.json().response.filters.approval).toBeNull();
  });

  it("reads each stream's own months: the project reports follow the profiling office's project month", async () => {
    const db = t.database.db;
    for (const nikayaId of [approved, open]) await buildProject(db, { nikayaId, fiscalYearId: year });
    const projects = async (approval: string) => {
      const res = await t.as(admin).get("/api/reports/ayojana-akikrit-pragati/projects", {
        query: { fiscal_year_id: year, month: MONTH, nikaya_id: department, approval, per_page: 100 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().response.data as { nikaya_id: number }[]).map((row) => row.nikaya_id).sort();
    };
    expect(await projects("all")).toEqual([approved, open].sort());
    // The action-plan month of the approved office is approved, its project month is not.
    expect(await projects("approved")).toEqual([]);
    await walkMonth(t, { stream: "project", fiscal_year_id: year, month: MONTH, office_id: open });
    expect(await projects("approved")).toEqual([open]);
  });

  it("refuses an unknown view with a field error in both languages", async () => {
    const res = await t
      .as(admin)
      .get("/api/reports/monthly-milestone-esthiti", { query: { approval: "some" } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.approval).toBeTruthy();
    expect(res.json().errors_np.approval).toBeTruthy();
  });

  it("says so in the Excel title", async () => {
    const res = await t.as(admin).get("/api/reports/export/monthly-milestone-esthiti", {
      query: { fiscal_year_id: year, month: MONTH, approval: "approved", lang: "en" },
    });
    const filters = String((await exportedWorkbook(res)).worksheets[0].getRow(2).getCell(1).value);
    expect(filters).toContain("Approved months only");
    // Each office row says its month's state in a column of its own.
    const all = await t.as(admin).get("/api/reports/export/monthly-milestone-esthiti", {
      query: { fiscal_year_id: year, month: MONTH, nikaya_id: department, approval: "all", lang: "en" },
    });
    const texts = sheetRows((await workbookOf(all.rawPayload)).worksheets[0]).map((cells) =>
      cells.map((value) => String(value ?? "")),
    );
    const head = texts.find((cells) => cells.includes("Month's approval"));
    expect(head?.indexOf("Month's approval")).toBe(1);
    expect(texts.filter((cells) => cells[1] === "Approved at level 2 of 2")).toHaveLength(1);
    expect(texts.filter((cells) => cells[1] === "Open")).toHaveLength(1);
  });
});
