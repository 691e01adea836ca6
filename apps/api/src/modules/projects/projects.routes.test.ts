import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { admin, finance, head, roads } from "../../../test/demo-users";
import {
  fiscalYears,
  officeIdsByCode,
  type ProjectKinds,
  projectKinds,
  setLock,
  setupChildren,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
const ids: Record<string, number> = {};
let year: number;
let kinds: ProjectKinds;
let otherSubSectorId: number;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(ids, await officeIdsByCode(t.database.db));
  year = (await fiscalYears(t.database.db)).current;
  kinds = await projectKinds(t.database.db);
  otherSubSectorId = (await setupChildren(t.database.db, kinds.sectors[1].id))[0].id;
});
afterAll(() => t.close());
afterEach(async () => {
  await setLock(t.database.db, { on: false, kind: "ayojana_lock" });
  await setLock(t.database.db, { on: false, kind: "profile_lock" });
});

// The project head may create and edit; the Department of Roads may view projects only.
let codes = 0;
const body = (patch: Record<string, unknown> = {}) => ({
  fiscal_year_id: year,
  name: "कालीगण्डकी करिडोर सडक",
  code: `KC-${++codes}`,
  type_id: kinds.typeId,
  sector_id: kinds.sectorId,
  sub_sector_id: kinds.subSectorId,
  nikaya_id: ids["336-01-01"],
  office_ids: [],
  initial_cost: 12500.5,
  start_date: "2081-04-01",
  expected_end_date: "2084-03-30",
  ...patch,
});

const create = async (caller: { username: string }, patch: Record<string, unknown> = {}) => {
  const res = await t.as(caller).post("/api/ayojana/store", body(patch));
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response as { id: number };
};

describe("project profiles", () => {
  it("admin creates a project with location, several offices and finance; the detail names them and the log records it", async () => {
    const res = await t.as(admin).post(
      "/api/ayojana/store",
      body({
        phone: "०१४२११०००",
        email: "kc@example.gov.np",
        address: "पोखरा",
        priority: "P1",
        status: "implementation",
        budget_sub_heads: ["33700101", "33700102"],
        province_id: 4,
        office_ids: [ids["336-01-01"], ids["336-01"]],
        total_expenditure: 300,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const project = res.data.response;
    expect(project).toMatchObject({
      name: "कालीगण्डकी करिडोर सडक",
      phone: "014211000",
      priority: "P1",
      budget_sub_heads: ["33700101", "33700102"],
      initial_cost: 12500.5,
      revised_cost: null,
      revised_end_date: null,
      total_expenditure: 300,
      nikaya: { id: ids["336-01-01"] },
      sub_sector: { id: kinds.subSectorId },
      province: { id: 4 },
    });
    expect(project.offices.map((o: { id: number }) => o.id).sort()).toEqual(
      [ids["336-01-01"], ids["336-01"]].sort(),
    );
    const log = await t
      .as(admin)
      .get("/api/activity-logs/all", { query: { entity: "project", per_page: 1000 } });
    expect(log.statusCode, log.body).toBe(200);
    expect(
      log.data.response.data.some(
        (row: { entity: string; entity_id: string }) =>
          row.entity === "project" && row.entity_id === String(project.id),
      ),
    ).toBe(true);
  });

  it("the project head creates and edits projects of their own office, never of another subtree", async () => {
    const own = await create(head);
    const edited = await t
      .as(head)
      .post(`/api/ayojana/update/${own.id}`, body({ name: "संशोधित नाम", code: null }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data.response.name).toBe("संशोधित नाम");

    const elsewhere = await t.as(head).post("/api/ayojana/store", body({ nikaya_id: ids["305"] }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.data.errors_np.nikaya_id[0]).toContain("निकाय");
  });

  it("refuses callers without the permission: 401 without a session, 403 for view-only and for roles without projects", async () => {
    const project = await create(admin);
    expect((await t.anonymous.get("/api/ayojana/all")).statusCode).toBe(401);
    expect((await t.as({ username: "reviewer" }).get("/api/ayojana/all")).statusCode).toBe(403);
    expect((await t.as(roads).post("/api/ayojana/store", body())).statusCode).toBe(403);
    expect((await t.as(roads).post(`/api/ayojana/update/${project.id}`, body())).statusCode).toBe(403);
    expect((await t.as(roads).delete(`/api/ayojana/delete/${project.id}`)).statusCode).toBe(403);
    expect(
      (
        await t.as({ username: "monitor" }).post(`/api/ayojana/${project.id}/cost-revisions`, {
          revised_on: "2082-01-01",
          amount: 1,
          reason: "x",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("scope follows the office tree: the office above sees the project, another subtree neither lists nor opens it", async () => {
    const project = await create(head);
    const listed = (await t.as(roads).get("/api/ayojana/all", { query: { per_page: 1000 } })).data.response
      .data;
    expect(listed.map((p: { id: number }) => p.id)).toContain(project.id);
    expect((await t.as(roads).get(`/api/ayojana/show/${project.id}`)).statusCode).toBe(200);

    const theirs = (await t.as(finance).get("/api/ayojana/all", { query: { per_page: 1000 } })).data.response
      .data;
    expect(theirs.map((p: { id: number }) => p.id)).not.toContain(project.id);
    expect((await t.as(finance).get(`/api/ayojana/show/${project.id}`)).statusCode).toBe(404);
    expect(
      (await t.as({ username: "dotm.project" }).post(`/api/ayojana/update/${project.id}`, body())).statusCode,
    ).toBe(404);
  });

  it("an implementing office sees the project though another office profiles it", async () => {
    const project = await create(admin, { nikaya_id: ids["336-01-01"], office_ids: [ids["305"]] });
    const listed = (await t.as(finance).get("/api/ayojana/all", { query: { per_page: 1000 } })).data.response
      .data;
    expect(listed.map((p: { id: number }) => p.id)).toContain(project.id);
  });

  it("lists by office subtree, type, sector, status and search", async () => {
    const project = await create(admin, {
      name: "खोज्न मिल्ने विशेष आयोजना",
      status: "preparation",
      priority: "P2",
    });
    const find = async (query: Record<string, string | number>) =>
      (
        await t.as(admin).get("/api/ayojana/all", { query: { per_page: 1000, ...query } })
      ).data.response.data.map((p: { id: number }) => p.id);
    expect(await find({ search: "विशेष आयोजना" })).toEqual([project.id]);
    expect(await find({ nikaya_id: ids["336"], status: "preparation", priority: "P2" })).toContain(
      project.id,
    );
    expect(await find({ nikaya_id: ids["305"] })).not.toContain(project.id);
    expect(await find({ status: "completed" })).not.toContain(project.id);
    expect(await find({ sector_id: kinds.sectorId, type_id: kinds.typeId })).toContain(project.id);
  });

  it("refuses bad input field by field in both languages, never with a 500", async () => {
    const res = await t.as(admin).post(
      "/api/ayojana/store",
      body({
        phone: "12345",
        email: "not-an-email",
        start_date: "2081-13-01",
        sub_sector_id: otherSubSectorId,
        province_id: 1,
        district_id: 27,
        initial_cost: 10.123,
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    for (const field of ["phone", "email", "start_date", "sub_sector_id", "district_id", "initial_cost"]) {
      expect(res.data.errors[field], field).toBeDefined();
      expect(res.data.errors_np[field], field).toBeDefined();
    }
    const backwards = await t
      .as(admin)
      .post("/api/ayojana/store", body({ start_date: "2082-01-01", expected_end_date: "2081-01-01" }));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.data.errors_np.expected_end_date[0]).toContain("सुरु मिति");
    const missing = await t.as(admin).post("/api/ayojana/store", { name: "" });
    expect(missing.statusCode).toBe(422);
    expect(missing.data.errors.type_id).toBeDefined();
    const letters = await t.as(admin).post("/api/ayojana/store", body({ budget_sub_heads: ["33A"] }));
    expect(letters.statusCode).toBe(422);
  });

  it("a project code is used once", async () => {
    await create(admin, { code: "UNIQUE-1" });
    const again = await t.as(admin).post("/api/ayojana/store", body({ code: "unique-1" }));
    expect(again.statusCode).toBe(422);
    expect(again.data.errors_np.code[0]).toContain("कोड");
  });

  it("keeps every cost revision and time extension; the newest is the revised figure, the original stays", async () => {
    const project = await create(head, { initial_cost: 1000, expected_end_date: "2083-03-30" });
    const url = `/api/ayojana/${project.id}`;
    const first = await t
      .as(head)
      .post(`${url}/cost-revisions`, { revised_on: "2082-02-01", amount: 1200, reason: "Design change" });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.as(head).post(`${url}/cost-revisions`, {
      revised_on: "2082-06-01",
      amount: 1500.25,
      reason: "Price escalation",
    });
    expect(second.data.response).toMatchObject({ initial_cost: 1000, revised_cost: 1500.25 });
    expect(second.data.response.cost_revisions.map((r: { amount: number }) => r.amount)).toEqual([
      1200, 1500.25,
    ]);

    const earlier = await t
      .as(head)
      .post(`${url}/cost-revisions`, { revised_on: "2082-01-01", amount: 1600, reason: "Late entry" });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.data.errors_np.revised_on).toBeDefined();
    const zero = await t
      .as(head)
      .post(`${url}/cost-revisions`, { revised_on: "2082-07-01", amount: 0, reason: "x" });
    expect(zero.statusCode).toBe(422);

    const short = await t.as(head).post(`${url}/time-extensions`, {
      extended_on: "2083-01-01",
      new_end_date: "2083-03-01",
      reason: "Rain",
    });
    expect(short.statusCode).toBe(422);
    expect(short.data.errors_np.new_end_date[0]).toContain("पछि");
    const extended = await t.as(head).post(`${url}/time-extensions`, {
      extended_on: "2083-01-01",
      new_end_date: "2084-03-30",
      reason: "Land",
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.data.response).toMatchObject({
      expected_end_date: "2083-03-30",
      revised_end_date: "2084-03-30",
    });

    // Editing the profile leaves the history as it was.
    await t.as(head).post(`/api/ayojana/update/${project.id}`, body({ initial_cost: 1000, code: null }));
    const after = (await t.as(head).get(`/api/ayojana/show/${project.id}`)).data.response;
    expect(after.cost_revisions).toHaveLength(2);
    expect(after.time_extensions).toHaveLength(1);
    expect(after.revised_cost).toBe(1500.25);
  });

  it("the ayojana lock stops creating and editing, the profile lock stops editing; admin passes both", async () => {
    const project = await create(head);
    await setLock(t.database.db, { on: true, kind: "ayojana_lock" });
    const refused = await t.as(head).post("/api/ayojana/store", body());
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message_np).toContain("लक");
    expect((await t.as(head).post(`/api/ayojana/update/${project.id}`, body())).statusCode).toBe(409);
    expect((await t.as(admin).post(`/api/ayojana/update/${project.id}`, body())).statusCode).toBe(200);

    await setLock(t.database.db, { on: false, kind: "ayojana_lock" });
    await setLock(t.database.db, { on: true, kind: "profile_lock" });
    expect((await t.as(head).post(`/api/ayojana/update/${project.id}`, body())).statusCode).toBe(409);
    expect(
      (
        await t.as(head).post(`/api/ayojana/${project.id}/cost-revisions`, {
          revised_on: "2082-01-01",
          amount: 5,
          reason: "x",
        })
      ).statusCode,
    ).toBe(409);
    expect((await t.as(head).post("/api/ayojana/store", body())).statusCode).toBe(200);
  });

  it("an office's project lock stops its projects only", async () => {
    const project = await create(head);
    const locked = await t
      .as(admin)
      .post(`/api/nikaya/locks/update/${ids["336-01-01"]}`, { ayojana_lock: true });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await t.as(head).post(`/api/ayojana/update/${project.id}`, body())).statusCode).toBe(409);
    await t.as(admin).post(`/api/nikaya/locks/update/${ids["336-01-01"]}`, { ayojana_lock: false });
    expect((await t.as(head).post(`/api/ayojana/update/${project.id}`, body())).statusCode).toBe(200);
  });

  it("deletes a project in scope and logs it; another subtree gets 404", async () => {
    const project = await create(head);
    expect(
      (await t.as({ username: "dotm.project" }).delete(`/api/ayojana/delete/${project.id}`)).statusCode,
    ).toBe(404);
    expect((await t.as(head).delete(`/api/ayojana/delete/${project.id}`)).statusCode).toBe(200);
    expect((await t.as(head).get(`/api/ayojana/show/${project.id}`)).statusCode).toBe(404);
  });

  it("demo data: 40 projects of the year with revised figures; the project head sees the eight road projects they head", async () => {
    const all = (await t.as(admin).get("/api/ayojana/all", { query: { per_page: 1000, search: "आयोजना" } }))
      .data.response.data as {
      code: string | null;
      revised_cost: number | null;
      revised_end_date: string | null;
    }[];
    const demo = all.filter((p) => p.code?.startsWith("DEMO-"));
    expect(demo).toHaveLength(40);
    expect(demo.filter((p) => p.revised_cost !== null).length).toBeGreaterThan(10);
    expect(demo.filter((p) => p.revised_end_date !== null).length).toBeGreaterThan(5);
    const own = (await t.as(head).get("/api/ayojana/all", { query: { per_page: 1000, search: "DEMO-" } }))
      .data.response.data as { code: string | null; name: string }[];
    expect(own).toHaveLength(8);
    expect(own.every((p) => /सडक|राजमार्ग/.test(p.name))).toBe(true);
  });
});
