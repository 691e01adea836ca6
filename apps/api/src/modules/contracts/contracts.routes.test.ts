import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { contractBody, PLANNED_STAGES } from "../../../test/contracts-fixture";
import { admin, finance, roads, sachib } from "../../../test/demo-users";
import {
  fiscalYears,
  listFiscalYears,
  officeIdsByCode,
  projectKinds,
  setLock,
  storeProject,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let nextYear: number;
let projectId: number;

let numbers = 0;
const body = (patch: Record<string, unknown> = {}) =>
  contractBody({
    project_id: projectId,
    nikaya_id: ids["336-01-01"],
    fiscal_year_id: year,
    number: `DRO/NCB/${++numbers}`,
    title: "कालीगण्डकी सडक खण्ड १ स्तरोन्नति",
    estimated_amount: 850.5,
    planned: PLANNED_STAGES,
    ...patch,
  });

type Contract = {
  id: number;
  status: string;
  actual: Record<string, string | null>;
  current_amount: number | null;
  revised_completion: string | null;
  actions: string[];
  variations: { number: number; new_amount: number }[];
  extensions: { number: number; new_end_date: string }[];
  liabilities: { fiscal_year_id: number; amount: number }[];
  files: { id: number; filename: string; file_url: string }[];
  late: boolean;
};

const create = async (caller = roads, patch: Record<string, unknown> = {}) =>
  okResponse<Contract>(await t.as(caller).post("/api/thekka/store", body(patch)));

const move = (id: number, payload: Record<string, unknown>, caller = roads) =>
  t.as(caller).post(`/api/thekka/${id}/move`, payload);

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).current;
  const all = await listFiscalYears(t.database.db);
  nextYear = all.find((y) => y.id !== year)?.id as number;
  projectId = await storeProject(t, admin, {
    fiscal_year_id: year,
    name: "कालीगण्डकी करिडोर",
    code: "THEKKA-1",
    sub_sector_id: (await projectKinds(t.database.db)).subSectorId,
    nikaya_id: ids["336-01-01"],
    office_ids: [],
    initial_cost: 12500,
  });
});
afterAll(() => t.close());
afterEach(async () => {
  await setLock(t.database.db, { on: false, kind: "contract_lock" });
});

describe("contract records", () => {
  it("an office records a contract under its project; the record, the list and the log show it", async () => {
    const contract = await create(roads, {
      multi_year: true,
      liabilities: [{ fiscal_year_id: year, amount: 300 }],
    });
    expect(contract).toMatchObject({
      status: "planned",
      current_amount: null,
      liabilities: [{ fiscal_year_id: year, amount: 300 }],
      actions: ["tender", "cancel"],
    });
    const list = okResponse<{ data: { id: number }[] }>(
      await t.as(sachib).get("/api/thekka/all", { query: { project_id: projectId, per_page: 100 } }),
    );
    expect(list.data.map((row) => row.id)).toContain(contract.id);
    const log = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM activity_logs WHERE entity = 'contract' AND entity_id = ${String(contract.id)}`,
    );
    expect(log).toEqual([{ action: "create" }]);
  });

  it("moves from tender to award with its dates, then takes a variation and an extension", async () => {
    const contract = await create();
    const tender = okResponse<Contract>(
      await move(contract.id, {
        action: "tender",
        dates: { bid_docs: "2082-04-12", invitation: "२०८२-०४-२२" },
      }),
    );
    expect(tender).toMatchObject({
      status: "tender",
      actual: { bid_docs: "2082-04-12", invitation: "2082-04-22" },
    });
    okResponse(await move(contract.id, { action: "evaluate", dates: { opening: "2082-05-28" } }));

    // No award without the contract amount and the contractor.
    const bare = await move(contract.id, { action: "award", dates: { award: "2082-06-20" } });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors_np.contract_amount[0]).toContain("ठेक्का रकम");
    okResponse(
      await t.as(roads).post(
        `/api/thekka/update/${contract.id}`,
        body({
          number: `DRO/NCB/AW-${contract.id}`,
          contract_amount: 799.25,
          contractor: "Sagarmatha-Everest JV",
          joint_venture: true,
        }),
      ),
    );
    const awarded = okResponse<Contract>(
      await move(contract.id, { action: "award", dates: { evaluation: "2082-06-10", award: "2082-06-20" } }),
    );
    expect(awarded).toMatchObject({ status: "awarded", current_amount: 799.25, actions: ["sign", "fail"] });

    const varied = okResponse<Contract>(
      await t.as(roads).post(`/api/thekka/${contract.id}/variations`, {
        varied_on: "2082-07-05",
        new_amount: 880,
        reason: "थप संरचना",
      }),
    );
    expect(varied.variations).toMatchObject([{ number: 1, new_amount: 880 }]);
    expect(varied.current_amount).toBe(880);
    const extended = okResponse<Contract>(
      await t.as(roads).post(`/api/thekka/${contract.id}/extensions`, {
        extended_on: "2082-07-06",
        new_end_date: "2084-09-15",
        reason: "बाढी",
      }),
    );
    expect(extended).toMatchObject({ revised_completion: "2084-09-15", extensions: [{ number: 1 }] });

    // An extension that does not move the end, and a variation dated before the award, are refused.
    const short = await t.as(roads).post(`/api/thekka/${contract.id}/extensions`, {
      extended_on: "2082-07-07",
      new_end_date: "2084-09-15",
      reason: "x",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.new_end_date).toBeDefined();
    const early = await t.as(roads).post(`/api/thekka/${contract.id}/variations`, {
      varied_on: "2082-06-01",
      new_amount: 900,
      reason: "x",
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors_np.varied_on[0]).toBeTruthy();
  });

  it("refuses dates out of stage order, in the future or unreadable, and a move not open from the status", async () => {
    const contract = await create();
    const order = await move(contract.id, {
      action: "tender",
      dates: { bid_docs: "2082-05-01", invitation: "2082-04-20" },
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors["dates.invitation"][0]).toContain("bid documents ready");
    expect(order.json().errors_np["dates.invitation"][0]).toContain("बोलपत्र कागजात तयार");
    const future = await move(contract.id, { action: "tender", dates: { invitation: "2095-01-01" } });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors["dates.invitation"]).toBeDefined();
    const unreadable = await move(contract.id, { action: "tender", dates: { invitation: "2082-13-40" } });
    expect(unreadable.statusCode).toBe(422);
    const skip = await move(contract.id, { action: "award", dates: { award: "2082-06-01" } });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message_np).toBeTruthy();
    const closing = await move(contract.id, { action: "cancel", closed_on: "2082-05-01" });
    expect(closing.statusCode).toBe(422);
    expect(closing.json().errors.reason).toBeDefined();
    const cancelled = okResponse<Contract>(
      await move(contract.id, { action: "cancel", closed_on: "2082-05-01", reason: "बजेट अभाव" }),
    );
    expect(cancelled).toMatchObject({ status: "cancelled", actions: [] });
    // A closed contract takes no variation.
    const varied = await t.as(roads).post(`/api/thekka/${contract.id}/variations`, {
      varied_on: "2082-05-02",
      new_amount: 1,
      reason: "x",
    });
    expect(varied.statusCode).toBe(409);
  });

  it("checks the form: number unique per year, the project's offices, planned order, liabilities and payments", async () => {
    const first = await create();
    const again = await t
      .as(roads)
      .post("/api/thekka/store", body({ number: `DRO/NCB/${numbers}`.toLowerCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.number).toBeDefined();
    expect(first.id).toBeGreaterThan(0);

    const otherOffice = await t.as(roads).post("/api/thekka/store", body({ nikaya_id: ids["336-01"] }));
    expect(otherOffice.statusCode).toBe(422);
    expect(otherOffice.json().errors_np.nikaya_id[0]).toBeTruthy();

    const planned = await t
      .as(roads)
      .post("/api/thekka/store", body({ planned: { invitation: "2082-05-01", opening: "2082-04-01" } }));
    expect(planned.statusCode).toBe(422);
    expect(planned.json().errors["planned.opening"]).toBeDefined();

    const notMultiYear = await t
      .as(roads)
      .post("/api/thekka/store", body({ liabilities: [{ fiscal_year_id: year, amount: 10 }] }));
    expect(notMultiYear.json().errors.liabilities).toBeDefined();
    const tooMuch = await t.as(roads).post(
      "/api/thekka/store",
      body({
        multi_year: true,
        liabilities: [
          { fiscal_year_id: year, amount: 500 },
          { fiscal_year_id: nextYear, amount: 400 },
        ],
      }),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors_np.liabilities[0]).toContain("दायित्व");
    const overpaid = await t
      .as(roads)
      .post("/api/thekka/store", body({ contract_amount: 100, contractor: "X", amount_paid: 150 }));
    expect(overpaid.json().errors.amount_paid).toBeDefined();
    const decimals = await t.as(roads).post("/api/thekka/store", body({ estimated_amount: 1.234 }));
    expect(decimals.json().errors.estimated_amount).toBeDefined();
  });

  it("deletes only a planned contract", async () => {
    const planned = await create();
    okResponse(await t.as(roads).delete(`/api/thekka/delete/${planned.id}`));
    expect((await t.as(roads).get(`/api/thekka/show/${planned.id}`)).statusCode).toBe(404);
    const tendered = await create();
    okResponse(await move(tendered.id, { action: "tender", dates: { invitation: "2082-04-22" } }));
    const refused = await t.as(roads).delete(`/api/thekka/delete/${tendered.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_np).toBeTruthy();
  });

  it("keeps the project while contracts are recorded under it", async () => {
    await create();
    const refused = await t.as(admin).delete(`/api/ayojana/delete/${projectId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_np).toContain("ठेक्का");
  });

  it("keeps files through the one file service", async () => {
    const contract = await create();
    const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const before = readdirSync(t.app.config.uploadDir).length;
    const attached = okResponse<Contract>(
      await t.as(roads).upload(`/api/thekka/files/${contract.id}`, {
        files: [{ name: "agreement.pdf", type: "application/pdf", content: PDF }],
      }),
    );
    expect(attached.files.map((f) => f.filename)).toEqual(["agreement.pdf"]);
    const download = await t.as(sachib).get(attached.files[0].file_url);
    expect(download.statusCode).toBe(200);
    expect((await t.as(finance).get(attached.files[0].file_url)).statusCode).toBe(404);
    okResponse(await t.as(roads).delete(`/api/thekka/files/delete/${attached.files[0].id}`));
    expect(readdirSync(t.app.config.uploadDir).length).toBe(before);
  });
});

describe("who may see and change contracts", () => {
  it("another subtree gets 404 and cannot use the project; no contract.manage gets 403; no session 401", async () => {
    const contract = await create();
    expect((await t.as(finance).get(`/api/thekka/show/${contract.id}`)).statusCode).toBe(404);
    const list = okResponse<{ data: { id: number }[] }>(
      await t.as(finance).get("/api/thekka/all", { query: { per_page: 100 } }),
    );
    expect(list.data.map((row) => row.id)).not.toContain(contract.id);
    expect(
      (await move(contract.id, { action: "tender", dates: { invitation: "2082-04-22" } }, finance))
        .statusCode,
    ).toBe(404);
    const foreign = await t.as(finance).post("/api/thekka/store", body());
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.project_id).toBeDefined();

    const secretary = await t.as(sachib).post(`/api/thekka/update/${contract.id}`, body());
    expect(secretary.statusCode).toBe(403);
    expect(secretary.json().message_np).toBeTruthy();
    expect((await t.as(sachib).get(`/api/thekka/show/${contract.id}`)).statusCode).toBe(200);
    expect((await t.anonymous.get(`/api/thekka/show/${contract.id}`)).statusCode).toBe(401);
  });

  it("the contract lock of the year refuses every change but admin's, in both languages", async () => {
    const contract = await create();
    await setLock(t.database.db, { on: true, kind: "contract_lock" });
    const refusals = [
      await t.as(roads).post("/api/thekka/store", body()),
      await t.as(roads).post(`/api/thekka/update/${contract.id}`, body()),
      await move(contract.id, { action: "tender", dates: { invitation: "2082-04-22" } }),
      await t.as(roads).delete(`/api/thekka/delete/${contract.id}`),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe("Contracts are locked.");
      expect(res.json().message_np).toBe("ठेक्का लक गरिएको छ।");
    }
    okResponse(await move(contract.id, { action: "tender", dates: { invitation: "2082-04-22" } }, admin));

    // A lock on another year binds nothing here; the office's own lock does.
    await setLock(t.database.db, { on: false, kind: "contract_lock" });
    await setLock(t.database.db, { on: true, kind: "contract_lock", fiscalYearId: nextYear });
    okResponse(await move(contract.id, { action: "evaluate", dates: { opening: "2082-05-28" } }));
    await setLock(t.database.db, { on: false, kind: "contract_lock", fiscalYearId: nextYear });
    await setLock(t.database.db, { on: true, kind: "contract_lock", officeId: ids["336-01-01"] });
    expect(
      (await move(contract.id, { action: "cancel", closed_on: "2082-06-01", reason: "x" })).statusCode,
    ).toBe(409);
    await setLock(t.database.db, { on: false, kind: "contract_lock", officeId: ids["336-01-01"] });
  });
});
