import { fiscalMonthOf, parseBs } from "@pragati/domain/calendar";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { admin, head, roads } from "../../../test/demo-users";
import {
  fiscalYears,
  officeIdsByCode,
  setLock,
  setSettings,
  setupChildren,
  setupItemsOf,
  storeProject,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { buildSetupBlock } from "../calendar/calendar.service";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let thisMonth: number;
let problemType: number;
let problemSub: number;
let otherProblemSub: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).current;
  thisMonth = fiscalMonthOf(parseBs((await buildSetupBlock(t.database.db)).current_date));
  const types = await setupItemsOf(t.database.db, "ayojana-samasya-types", "top");
  problemType = types[0].id;
  problemSub = (await setupChildren(t.database.db, types[0].id))[0].id;
  otherProblemSub = (await setupChildren(t.database.db, types[1].id))[0].id;
});
afterAll(() => t.close());
afterEach(async () => {
  await setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null });
  await setLock(t.database.db, { on: false, kind: "ayojana_lock" });
});

const newProject = () =>
  storeProject(t, head, { fiscal_year_id: year, nikaya_id: ids["336-01-01"], initial_cost: 900 });

const month = (patch: Record<string, unknown> = {}) => ({
  month: 0,
  physical_target: 10,
  physical_achieved: 8,
  financial_target: 12,
  budget: 100,
  expense: 90,
  problem_type_id: problemType,
  problem_sub_type_id: problemSub,
  problems: "डिजाइन परिवर्तनले ढिलाइ",
  remarks: "",
  ...patch,
});

describe("project monthly progress", () => {
  it("the project head enters months; the year's table carries running sums; a month entered again is replaced and logged as an update", async () => {
    const id = await newProject();
    const first = await t.as(head).post(`/api/ayojana/${id}/progress`, month());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.response.months).toHaveLength(12);
    expect(first.data.response.months[0]).toMatchObject({
      entered: true,
      physical_achieved: 8,
      problem_type: { id: problemType },
      problem_sub_type: { id: problemSub },
      // The year's plan is not set: no budget as planned, so no financial % (project-baseline tests).
      financial_progress: null,
      budget_percent: null,
    });
    if (thisMonth >= 1) {
      const second = await t
        .as(head)
        .post(
          `/api/ayojana/${id}/progress`,
          month({ month: 1, physical_achieved: 12, budget: 100, expense: 50 }),
        );
      expect(second.statusCode, second.body).toBe(200);
      expect(second.data.response.months[1]).toMatchObject({
        cumulative_physical_target: 20,
        cumulative_physical_achieved: 20,
        cumulative_expense: 140,
        financial_progress: null,
      });
    }
    const again = await t.as(head).post(`/api/ayojana/${id}/progress`, month({ physical_achieved: 9 }));
    expect(again.data.response.months[0].physical_achieved).toBe(9);
    const shown = await t.as(roads).get(`/api/ayojana/${id}/progress`, { query: { fiscal_year_id: year } });
    expect(shown.statusCode).toBe(200);
    expect(shown.data.response.months.filter((m: { entered: boolean }) => m.entered)).toHaveLength(
      thisMonth >= 1 ? 2 : 1,
    );
    const log = await t.as(admin).get("/api/activity-logs/all", {
      query: { entity: "project_progress", action: "update", per_page: 1000 },
    });
    expect(log.data.response.data.some((row: { entity_id: string }) => row.entity_id === String(id))).toBe(
      true,
    );
  });

  it("outside the project reporting period the head is refused with the dates in both languages; admin still enters", async () => {
    const id = await newProject();
    await setSettings(t.database.db, { ayojanaPeriodFrom: "2070-01-01", ayojanaPeriodTo: "2070-01-15" });
    const refused = await t.as(head).post(`/api/ayojana/${id}/progress`, month());
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toContain("2070-01-01");
    expect(refused.data.message_np).toContain("२०७०/०१/०१");
    const view = await t.as(head).get(`/api/ayojana/${id}/progress`);
    expect(view.data.response.entry_allowed).toBe(false);
    expect((await t.as(admin).post(`/api/ayojana/${id}/progress`, month())).statusCode).toBe(200);
  });

  it("refuses callers without the permission or outside the scope: 403 and 404, never a write", async () => {
    const id = await newProject();
    expect(
      (await t.as({ username: "monitor" }).post(`/api/ayojana/${id}/progress`, month())).statusCode,
    ).toBe(403);
    expect((await t.as({ username: "reviewer" }).get(`/api/ayojana/${id}/progress`)).statusCode).toBe(403);
    expect(
      (await t.as({ username: "mof.office" }).post(`/api/ayojana/${id}/progress`, month())).statusCode,
    ).toBe(404);
    expect((await t.anonymous.post(`/api/ayojana/${id}/progress`, month())).statusCode).toBe(401);
    const view = await t.as(head).get(`/api/ayojana/${id}/progress`);
    expect(view.data.response.months.every((m: { entered: boolean }) => !m.entered)).toBe(true);
    // The implementing office's side (office role) reports too.
    expect((await t.as(roads).post(`/api/ayojana/${id}/progress`, month())).statusCode).toBe(200);
  });

  it("refuses a future month, a subtype of another type, over-100% totals and bad numbers field by field", async () => {
    const id = await newProject();
    const future = await t
      .as(head)
      .post(
        `/api/ayojana/${id}/progress`,
        thisMonth < 11
          ? month({ month: thisMonth + 1 })
          : month({ fiscal_year_id: (await fiscalYears(t.database.db)).next }),
      );
    expect(future.statusCode).toBe(422);
    expect(future.data.errors_np.month[0]).toContain("आउँदो");
    const sub = await t
      .as(head)
      .post(`/api/ayojana/${id}/progress`, month({ problem_sub_type_id: otherProblemSub }));
    expect(sub.statusCode).toBe(422);
    expect(sub.data.errors.problem_sub_type_id).toBeDefined();
    expect(
      (await t.as(head).post(`/api/ayojana/${id}/progress`, month({ physical_target: 60 }))).statusCode,
    ).toBe(200);
    if (thisMonth >= 1) {
      const over = await t
        .as(head)
        .post(`/api/ayojana/${id}/progress`, month({ month: 1, physical_target: 45 }));
      expect(over.statusCode).toBe(422);
      expect(over.data.errors_np.physical_target[0]).toContain("१००%");
    }
    const percent = await t.as(head).post(`/api/ayojana/${id}/progress`, month({ physical_achieved: 101 }));
    expect(percent.statusCode).toBe(422);
    expect(percent.data.errors_np.physical_achieved).toBeDefined();
    const decimals = await t.as(head).post(`/api/ayojana/${id}/progress`, month({ expense: 1.234 }));
    expect(decimals.statusCode).toBe(422);
    expect(decimals.data.errors.expense).toBeDefined();
  });

  it("the project lock freezes the profile, not the months", async () => {
    const id = await newProject();
    await setLock(t.database.db, { on: true, kind: "ayojana_lock" });
    expect((await t.as(head).post(`/api/ayojana/${id}/progress`, month())).statusCode).toBe(200);
  });
});
