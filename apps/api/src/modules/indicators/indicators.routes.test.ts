import type { TIndicator } from "@pragati/domain/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin, roads as office, sachib } from "../../../test/demo-users";
import { countRows, fiscalYears, officeIdsByCode, setLock, setupItemsOf } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
// `office` is the Department of Roads under MoPIT (indicator.view).
const health = { username: "mohp.sachib" };
const reviewer = { username: "reviewer" };
const ids: Record<string, number> = {};
let years: { current: number; previous: number };
let units: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  Object.assign(ids, await officeIdsByCode(db));
  years = await fiscalYears(db);
  units = Object.fromEntries((await setupItemsOf(db, "units", "top")).map((row) => [row.name, row.id]));
});
afterAll(() => t.close());
afterEach(async () => {
  await setLock(t.database.db, { on: false, kind: "indicator_lock" });
  await setLock(t.database.db, { on: false, kind: "indicator_lock", officeId: ids["336"] });
});

let serial = 0;
const body = (over: Record<string, unknown> = {}) => ({
  fiscal_year_id: years.current,
  code: `T-${++serial}`,
  name: "Road accident injuries",
  name_np: "सडक दुर्घटनामा घाइते",
  definition: "Injuries reported by traffic police",
  responsible_office_id: ids["336-01"],
  level: "outcome",
  review_period: "monthly",
  unit_id: units.Persons,
  unit_type: "number",
  direction: "decrease",
  aggregation: "non_cumulative",
  baseline: 9000,
  baseline_fiscal_year_id: years.previous,
  annual_target: 8000,
  weightage: 2,
  sdg_code: "3.6.1",
  sdg_version: "2025",
  data_source: "Traffic police",
  ...over,
});

const define = async (over: Record<string, unknown> = {}, as: { username: string } = sachib) =>
  okResponse<TIndicator>(await t.as(as).post("/api/indicators/store", body(over)));

const list = async (as: { username: string }, query: Record<string, unknown> = {}) =>
  okResponse<{ data: TIndicator[]; total: number }>(
    await t.as(as).get("/api/indicators/all", { query: { per_page: 1000, ...query } }),
  ).data;

describe("indicators", () => {
  it("the ministry defines a decreasing indicator with a baseline; every field comes back, logged", async () => {
    okResponse(await t.as(sachib).get("/api/indicators/all")); // signs in (a login is logged too)
    const logged = await countRows(t.database.db, "activity_logs");
    const saved = await define({ code: "RA-1", sdg_code: "३.६.१" });
    expect(saved).toMatchObject({
      code: "RA-1",
      fiscal_year_id: years.current,
      nikaya: { id: ids["336"] },
      responsible_office: { id: ids["336-01"] },
      direction: "decrease",
      aggregation: "non_cumulative",
      baseline: 9000,
      baseline_fiscal_year: { id: years.previous },
      annual_target: 8000,
      weightage: 2,
      unit: { id: units.Persons },
      // Typed with Devanagari digits, stored as the framework writes it.
      sdg_code: "3.6.1",
      sdg_version: "2025",
      can_manage: true,
      depth: 0,
    });
    expect(await countRows(t.database.db, "activity_logs")).toBe(logged + 1);
  });

  it("keeps a tree: a sub-indicator lists under its parent, and a parent cannot move under its child", async () => {
    const parent = await define({ code: "TREE-1" });
    const child = await define({ code: "TREE-1.1", parent_id: parent.id });
    expect(child).toMatchObject({ depth: 1, parent: { id: parent.id, code: "TREE-1" } });
    const codes = (await list(sachib)).map((row) => row.code);
    expect(codes.indexOf("TREE-1.1")).toBe(codes.indexOf("TREE-1") + 1);

    const cycle = await t
      .as(sachib)
      .post(`/api/indicators/update/${parent.id}`, body({ code: "TREE-1", parent_id: child.id }));
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id[0]).toContain("under itself");
    expect(cycle.json().errors_np.parent_id[0]).toContain("उप-सूचक");

    const refused = await t.as(sachib).delete(`/api/indicators/delete/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_np).toContain("उप-सूचक");
    okResponse(await t.as(sachib).delete(`/api/indicators/delete/${child.id}`));
    okResponse(await t.as(sachib).delete(`/api/indicators/delete/${parent.id}`));
    expect((await list(sachib)).map((row) => row.code)).not.toContain("TREE-1");
  });

  it("refuses a target on the wrong side of the baseline, summed percentages, bad SDG codes, in both languages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ annual_target: 9500 }, "annual_target", "cannot be above the baseline"],
      [{ direction: "increase", annual_target: 8000 }, "annual_target", "cannot be below the baseline"],
      [{ unit_type: "percent" }, "aggregation", "latest value"],
      [{ sdg_code: "18.1.1" }, "sdg_code", "goal.target.indicator"],
      [{ sdg_version: "" }, "sdg_version", "framework version"],
      [{ baseline_fiscal_year_id: null }, "baseline_fiscal_year_id", "baseline was measured"],
      [{ unit_id: ids["336"] + 100000 }, "unit_id", "unit from the list"],
    ];
    for (const [over, field, text] of cases) {
      const res = await t.as(sachib).post("/api/indicators/store", body(over));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field][0]).toContain(text);
      expect(res.json().errors_np[field][0]).toBeTruthy();
    }
    // A maintained level (target = baseline) is allowed either way.
    await define({ annual_target: 9000 });
    const wrongType = await t.as(sachib).post("/api/indicators/store", body({ baseline: "many" }));
    expect(wrongType.statusCode).toBe(422);
    await define({ code: "DUP-1" });
    const dup = await t.as(sachib).post("/api/indicators/store", body({ code: "dup-1" }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors_np.code[0]).toContain("सङ्केत");
  });

  it("scopes by the office tree: the reporting office sees it read-only, another ministry does not see it", async () => {
    const saved = await define({ code: "SCOPE-1" });
    const seen = (await list(office)).find((row) => row.id === saved.id);
    expect(seen?.can_manage).toBe(false);
    expect((await list(health)).map((row) => row.id)).not.toContain(saved.id);
    expect((await t.as(health).get(`/api/indicators/show/${saved.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(health).post(`/api/indicators/update/${saved.id}`, body({ code: "SCOPE-1" }))).statusCode,
    ).toBe(404);
    // The demo's health indicators are the health ministry's alone.
    expect(
      (await list(health)).every(
        (row) => row.nikaya.id === ids["370"] || row.responsible_office.id !== ids["336"],
      ),
    ).toBe(true);

    // Owned by the Prime Minister's office and reported by the roads department: MoPIT sees it, may not change it.
    const national = await define({ code: "SCOPE-2", nikaya_id: ids["301"] }, admin);
    expect((await list(sachib)).find((row) => row.id === national.id)?.can_manage).toBe(false);
    const foreign = await t
      .as(sachib)
      .post(`/api/indicators/update/${national.id}`, body({ code: "SCOPE-2" }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message_np).toContain("मन्त्रालय");
    const outside = await t.as(sachib).post("/api/indicators/store", body({ nikaya_id: ids["370"] }));
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors)).toEqual(["nikaya_id"]);
  });

  it("refuses users without the permission or the screen", async () => {
    expect((await t.as(reviewer).get("/api/indicators/all")).statusCode).toBe(403);
    const store = await t.as(office).post("/api/indicators/store", body());
    expect(store.statusCode).toBe(403);
    expect(store.json().message_np).toBeTruthy();
    const saved = await define();
    expect((await t.as(office).delete(`/api/indicators/delete/${saved.id}`)).statusCode).toBe(403);
  });

  it("the year's indicator lock freezes definitions for all but admin; other years stay open", async () => {
    const saved = await define({ code: "LOCK-1" });
    await setLock(t.database.db, { on: true, kind: "indicator_lock", fiscalYearId: years.current });
    const refused = await t
      .as(sachib)
      .post(`/api/indicators/update/${saved.id}`, body({ code: "LOCK-1", weightage: 5 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Indicators are locked.");
    expect(refused.json().message_np).toBe("सूचक लक गरिएको छ।");
    expect((await t.as(sachib).post("/api/indicators/store", body())).statusCode).toBe(409);
    expect((await t.as(sachib).delete(`/api/indicators/delete/${saved.id}`)).statusCode).toBe(409);
    expect(okResponse(await t.as(sachib).get("/api/indicators/lock"))).toEqual({
      fiscal_year_id: years.current,
      locked: true,
    });
    expect((await list(sachib)).find((row) => row.id === saved.id)?.can_manage).toBe(false);
    // Admin is never bound; the previous year is not locked.
    expect(
      okResponse<TIndicator>(
        await t.as(admin).post(`/api/indicators/update/${saved.id}`, body({ code: "LOCK-1", weightage: 5 })),
      ).weightage,
    ).toBe(5);
    await define({ fiscal_year_id: years.previous, baseline_fiscal_year_id: years.previous });

    // An office's own lock binds that office's indicators only.
    await setLock(t.database.db, { on: false, kind: "indicator_lock", fiscalYearId: years.current });
    await setLock(t.database.db, { on: true, kind: "indicator_lock", officeId: ids["336"] });
    expect(
      (await t.as(sachib).post(`/api/indicators/update/${saved.id}`, body({ code: "LOCK-1" }))).statusCode,
    ).toBe(409);
    expect(okResponse(await t.as(health).get("/api/indicators/lock")).locked).toBe(false);
  });

  it("the demo ministries' indicators replace the old list of names", async () => {
    const codes = (await list(admin)).map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(["MOPIT-1", "MOPIT-1.1", "MOPIT-2", "MOHP-1", "MOEST-1"]));
    expect(await setupItemsOf(t.database.db, "ministry-suchak")).toEqual([]);
  });
});
