import type { TContract, TContractMonth, TContractRow, TPaged } from "@pragati/domain/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { storeContract } from "../../../test/contracts-fixture";
import { admin, finance, roads, sachib } from "../../../test/demo-users";
import {
  buildUser,
  findFiscalYear,
  fiscalYears,
  officeIdsByCode,
  projectKinds,
  setLock,
  setSettings,
  storeProject,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { setClock } from "../../lib/clock";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let startYear: number;
let projectId: number;
let office: number;

/**
 * BS 2083-08-04 (Mangsir): the default month is Kartik (3), so an earlier and a later month always exist;
 * on the real date a run in Shrawan (default Shrawan itself) would have no earlier month to submit.
 */
const TODAY = "2026-11-20";
const DEFAULT_MONTH = 3;

beforeAll(async () => {
  setClock(new Date(`${TODAY}T06:00:00Z`));
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  office = ids["336-01-01"];
  year = (await fiscalYears(t.database.db)).current;
  startYear = (await findFiscalYear(t.database.db, { id: year })).startYear;
  projectId = await storeProject(t, admin, {
    fiscal_year_id: year,
    name: "मासिक ठेक्का प्रगति आयोजना",
    code: "THEKKA-MONTH",
    sub_sector_id: (await projectKinds(t.database.db)).subSectorId,
    nikaya_id: office,
    office_ids: [],
    initial_cost: 5000,
  });
});
afterAll(() => t.close());
afterEach(async () => {
  await setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null });
  await setLock(t.database.db, { on: false, kind: "contract_lock" });
});

let numbers = 0;
const record = async (patch: Record<string, unknown>, moves: Record<string, unknown>[] = []) => {
  const number = ++numbers;
  const fields = { project_id: projectId, nikaya_id: office, fiscal_year_id: year };
  return (
    await storeContract(
      t,
      roads,
      {
        ...fields,
        number: `MONTH/${number}`,
        title: `Package ${number}`,
        estimated_amount: 100 * number,
        ...patch,
      },
      { moves },
    )
  ).id;
};

const monthOf = async (caller: { username: string }, query: Record<string, number> = {}) =>
  okResponse<TContractMonth>(
    await t
      .as(caller)
      .get("/api/thekka-pragarti", { query: { nikaya_id: office, fiscal_year_id: year, ...query } }),
  );

/** The first day after fiscal month m (0 = Shrawan), written out here rather than taken from the domain. */
const dayAfter = (m: number) => {
  const months = [5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4];
  const next = months[m];
  const y = m >= 8 ? startYear + 1 : startYear;
  return `${y}-${String(next).padStart(2, "0")}-01`;
};

/** The figures computed from the office's contracts as the list and records answer them. */
const expected = async (m: number) => {
  const list = okResponse<TPaged<TContractRow>>(
    await t
      .as(admin)
      .get("/api/thekka/all", { query: { nikaya_id: office, fiscal_year_id: year, per_page: 100 } }),
  ).data.filter((row) => row.nikaya.id === office);
  const until = dayAfter(m);
  const sum = {
    estimated_amount: 0,
    actual_amount: 0,
    multi_year_count: 0,
    due_count: 0,
    due_amount: 0,
    awarded_count: 0,
  };
  for (const row of list) {
    const c = okResponse<TContract>(await t.as(admin).get(`/api/thekka/show/${row.id}`));
    const dropped = ["cancelled", "unsuccessful"].includes(c.status) && (c.closed_on ?? "9999") < until;
    const awarded = c.actual.award !== null && c.actual.award < until;
    if (!dropped) sum.estimated_amount += c.estimated_amount;
    if (!dropped && c.multi_year) sum.multi_year_count += 1;
    if (awarded) {
      sum.awarded_count += 1;
      sum.actual_amount += c.contract_amount ?? 0;
    } else if (!dropped && c.planned.award !== null && c.planned.award < until) {
      sum.due_count += 1;
      sum.due_amount += c.estimated_amount;
    }
  }
  return sum;
};

describe("monthly contract progress", () => {
  it("derives the month's figures from the office's records, each row marked with the figures it enters", async () => {
    await record({ planned: { award: "2082-06-01" }, multi_year: true });
    await record({ planned: { award: "2082-06-01" }, contract_amount: 180.5, contractor: "X" }, [
      { action: "tender", dates: { invitation: "2082-04-01" } },
      { action: "evaluate", dates: { opening: "2082-05-01" } },
      { action: "award", dates: { award: "2082-05-20" } },
    ]);
    await record({ planned: { award: "2082-06-01" } }, [
      { action: "cancel", closed_on: "2082-05-01", reason: "बजेट अभाव" },
    ]);
    await record({ planned: { award: "2095-01-01" } });
    const month = await monthOf(roads);
    const want = await expected(month.month);
    for (const [key, value] of Object.entries(want))
      expect(month.figures[key as keyof typeof want]).toBeCloseTo(value, 2);
    expect(month.figures.awarded_count).toBeGreaterThanOrEqual(1);
    expect(month.figures.due_count).toBeGreaterThanOrEqual(1);
    expect(month.rows.filter((row) => row.due)).toHaveLength(month.figures.due_count);
    expect(month.rows.filter((row) => row.awarded)).toHaveLength(month.figures.awarded_count);
    expect(month.submitted).toBeNull();
    expect(month.can_submit).toBe(true);
  });

  it("is submitted with remarks inside the window and kept as submitted; a second submission is refused", async () => {
    const before = await monthOf(roads);
    const body = { nikaya_id: office, fiscal_year_id: year, month: before.month, remarks: "दुई ठेक्का स्वीकृत" };
    const submitted = okResponse<TContractMonth>(await t.as(roads).post("/api/thekka-pragarti/submit", body));
    expect(submitted.submitted).toMatchObject({ remarks: "दुई ठेक्का स्वीकृत", figures: before.figures });
    expect(submitted.can_submit).toBe(false);

    // A contract recorded later changes the live figures, never the submitted ones.
    await record({ planned: { award: "2082-06-01" } });
    const after = await monthOf(roads);
    expect(after.figures.due_count).toBe(before.figures.due_count + 1);
    expect(after.submitted?.figures).toEqual(before.figures);

    const again = await t.as(roads).post("/api/thekka-pragarti/submit", body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_np).toContain("पेश भइसकेको");
  });

  it("refuses outside the window and under the lock (admin passes), a month not ended, and other offices and roles", async () => {
    const current = await monthOf(roads);
    expect(current.month).toBe(DEFAULT_MONTH);
    const earlier = current.month - 1;
    const body = { nikaya_id: office, fiscal_year_id: year, month: earlier, remarks: "" };

    await setSettings(t.database.db, { ayojanaPeriodFrom: "2070-01-01", ayojanaPeriodTo: "2070-01-15" });
    const closed = await t.as(roads).post("/api/thekka-pragarti/submit", body);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message_np).toContain("२०७०/०१/०१");
    expect((await monthOf(roads, { month: earlier })).can_submit).toBe(false);
    await setSettings(t.database.db, { ayojanaPeriodFrom: null, ayojanaPeriodTo: null });

    await setLock(t.database.db, { on: true, kind: "contract_lock", officeId: office });
    const locked = await t.as(roads).post("/api/thekka-pragarti/submit", body);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe("Contracts are locked.");
    await setLock(t.database.db, { on: false, kind: "contract_lock", officeId: office });

    const future = await t
      .as(roads)
      .post("/api/thekka-pragarti/submit", { ...body, month: current.month + 1 });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors_np.month).toBeDefined();
    expect(
      (await t.as(finance).get("/api/thekka-pragarti", { query: { nikaya_id: office } })).statusCode,
    ).toBe(404);
    expect((await t.as(finance).post("/api/thekka-pragarti/submit", body)).statusCode).toBe(404);
    const secretary = await t.as(sachib).post("/api/thekka-pragarti/submit", body);
    expect(secretary.statusCode).toBe(403);
    expect(secretary.json().message_np).toBeTruthy();

    await setSettings(t.database.db, { ayojanaPeriodFrom: "2070-01-01", ayojanaPeriodTo: "2070-01-15" });
    okResponse(await t.as(admin).post("/api/thekka-pragarti/submit", body));
  });

  it("follows the project scope: a project head posted to none of the office's projects reads none of its contracts", async () => {
    await record({ planned: { award: "2082-06-01" } });
    const head = await buildUser(t.database.db, { role: "ayojana-pramukh", nikayaId: office });
    // thekka/all shows such a head none of the office's contracts ...
    const listed = okResponse<TPaged<TContractRow>>(
      await t
        .as(head)
        .get("/api/thekka/all", { query: { nikaya_id: office, fiscal_year_id: year, per_page: 100 } }),
    );
    expect(listed.data).toEqual([]);
    // ... and the monthly screen the same: no rows, no amounts, not the office's submitted month.
    const month = await monthOf(head);
    expect(month.rows).toEqual([]);
    expect(month.figures).toMatchObject({ estimated_amount: 0, due_count: 0, awarded_count: 0 });
    expect(month.submitted).toBeNull();
    expect(month.can_submit).toBe(false);
    const body = { nikaya_id: office, fiscal_year_id: year, month: month.month, remarks: "" };
    const submit = await t.as(head).post("/api/thekka-pragarti/submit", body);
    expect(submit.statusCode).toBe(403);
    expect(submit.json().message_np).toBeTruthy();
    // The office's own staff still read every contract of the office.
    expect((await monthOf(roads)).rows.length).toBeGreaterThan(0);
  });
});
