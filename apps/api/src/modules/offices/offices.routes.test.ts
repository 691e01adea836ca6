import { type TOffice, ZOffice, ZOfficeTreeNode, ZOfficeUpdate } from "@pragati/domain/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import {
  buildOffice,
  buildRole,
  buildUser,
  countRows,
  findFiscalYear,
  findOffice,
  firstSetupItem,
  grantMenu,
  loginAs,
  officeIdsByCode,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { complaints, officeMembers, setupItems } from "../../db/schema";

let t: TestApp;
let office: string;
/** Demo office ids by code. */
const ids: Record<string, number> = {};
let categoryId: number;
let memberTypeId: number;
let fiscalYearId: number;

const code = {
  opmcm: "301",
  mof: "305",
  mopit: "336",
  dor: "336-01",
  droKtm: "336-01-01",
  droPokhara: "336-01-02",
  mohp: "370",
} as const;

beforeAll(async () => {
  t = await createTestApp();
  office = await loginAs(t.app, "office");
  Object.assign(ids, await officeIdsByCode(t.database.db));
  categoryId = (await firstSetupItem(t.database.db, "nikaya-category")).id;
  memberTypeId = (await firstSetupItem(t.database.db, "nikaya-member-type")).id;
  fiscalYearId = (await findFiscalYear(t.database.db, { startYear: 2082 })).id;
});
afterAll(() => t.close());

const officeBody = (overrides: object = {}) => ({
  name: `Test office ${Math.random().toString(36).slice(2, 8)}`,
  name_np: "परीक्षण कार्यालय",
  category_id: categoryId,
  parent_id: ids[code.mohp],
  ...overrides,
});

const pathOf = async (id: number) => {
  const { path, level } = await findOffice(t.database.db, id);
  return { path, level };
};

/** The form body that keeps an office as it is, apart from `overrides`. */
const bodyOf = (o: TOffice, overrides: object = {}) => ({
  name: o.name,
  name_np: o.name_np,
  code: o.code,
  ministry_code: o.ministry_code,
  parent_id: o.parent_id,
  category_id: o.category_id ?? categoryId,
  ...overrides,
});

const show = async (id: number) =>
  ZOffice.parse((await t.as(admin).get(`/api/nikaya/show/${id}`)).json().response);

let editors = 0;
/** A user of a role made for the test: it may view and edit offices, and nothing else. */
const officeEditor = async (officeId: number) => {
  editors += 1;
  const role = await buildRole(t.database.db, {
    slug: `office-editor-${editors}`,
    name: `Office editor ${editors}`,
    permissions: ["office.view", "office.update"],
  });
  await grantMenu(t.database.db, role.slug, ["nikaya"]);
  const user = await buildUser(t.database.db, {
    role: role.slug,
    nikayaId: officeId,
    username: `editor_${editors}`,
    email: null,
  });
  return loginAs(t.app, user.username);
};

describe("office scope", () => {
  it("admin and monitoring admin see every office; office staff only their office subtree", async () => {
    const all = (await t.as(admin).get("/api/nikaya/all?per_page=100")).json().response;
    expect(all.total).toBeGreaterThanOrEqual(25);
    // The monitoring admin's menu has no office screen by default: given one, it lists every office.
    await grantMenu(t.database.db, "anugaman-admin", ["nikaya"]);
    const monitorAdmin = await loginAs(t.app, "monitor-admin");
    expect((await t.as(monitorAdmin).get("/api/nikaya/all?per_page=100")).json().response.total).toBe(
      all.total,
    );

    const mine = (await t.as(office).get("/api/nikaya/all?per_page=100")).json().response;
    expect(mine.data.map((o: { code: string }) => o.code).sort()).toEqual(
      [code.dor, code.droKtm, code.droPokhara].sort(),
    );
    const tree = (await t.as(office).get("/api/nikaya/tree"))
      .json()
      .response.map((n: unknown) => ZOfficeTreeNode.parse(n));
    expect(tree.map((n: { id: number }) => n.id).sort()).toEqual(
      [ids[code.dor], ids[code.droKtm], ids[code.droPokhara]].sort(),
    );
    // The root of the caller's tree points at a parent outside it.
    expect(tree[0]).toMatchObject({ id: ids[code.dor], parent_id: ids[code.mopit], level: 2 });

    const sachib = await loginAs(t.app, "sachib");
    const sachibTree = (await t.as(sachib).get("/api/nikaya/tree")).json().response;
    expect(sachibTree[0].id).toBe(ids[code.mopit]);
    expect(sachibTree.every((n: { id: number }) => n.id !== ids[code.mof])).toBe(true);
  });

  it("answers 404 to office staff for another office's records", async () => {
    const mof = ids[code.mof];
    const [member] = await t.database.db
      .insert(officeMembers)
      .values({ nikayaId: mof, name: "Outside member", memberTypeId })
      .returning();
    for (const url of [
      `/api/nikaya/show/${mof}`,
      `/api/nikaya/budgets/all?nikaya_id=${mof}`,
      `/api/nikaya/members/all?nikaya_id=${mof}`,
      `/api/nikaya/members/show/${member.id}`,
      `/api/nikaya/users/all?nikaya_id=${mof}`,
    ]) {
      const res = await t.as(office).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message_np).toBeTruthy();
    }
    expect((await t.as(office).get(`/api/nikaya/show/${ids[code.droKtm]}`)).statusCode).toBe(200);
  });

  it("answers 404 to an editor for writes to offices outside their subtree, and changes nothing", async () => {
    const editor = await officeEditor(ids[code.dor]);
    const mof = ids[code.mof];
    const [member] = await t.database.db
      .insert(officeMembers)
      .values({ nikayaId: mof, name: "Ministry member", memberTypeId })
      .returning();
    const logs = await countRows(t.database.db, "activity_logs");
    const writes = [
      () => t.as(editor).post(`/api/nikaya/update/${mof}`, officeBody({ parent_id: ids[code.opmcm] })),
      () =>
        t.as(editor).post("/api/nikaya/budgets/store", {
          nikaya_id: mof,
          fiscal_year_id: fiscalYearId,
          current: 1,
          capital: 1,
          financial: 1,
          total: 3,
        }),
      () =>
        t
          .as(editor)
          .post("/api/nikaya/members/store", { nikaya_id: mof, member_type_id: memberTypeId, name: "X" }),
      () =>
        t
          .as(editor)
          .post(`/api/nikaya/members/update/${member.id}`, { member_type_id: memberTypeId, name: "Y" }),
      () => t.as(editor).delete(`/api/nikaya/members/delete/${member.id}`),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs);

    // Their own office: the parent outside their scope may stay, but not be chosen anew.
    const dor = await show(ids[code.dor]);
    const keep = await t
      .as(editor)
      .post(`/api/nikaya/update/${dor.id}`, bodyOf(dor, { head_name: "New head" }));
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().response).toMatchObject({ head_name: "New head", parent_id: ids[code.mopit] });
    const move = await t.as(editor).post(`/api/nikaya/update/${dor.id}`, bodyOf(dor, { parent_id: mof }));
    expect(move.statusCode).toBe(422);
    expect(move.json().errors.parent_id).toBeDefined();
    const top = await t.as(editor).post(`/api/nikaya/update/${dor.id}`, bodyOf(dor, { parent_id: null }));
    expect(top.statusCode).toBe(422);
  });
});

describe("permissions", () => {
  it("refuses office staff creating, deleting and locking offices with 403", async () => {
    const dor = ids[code.dor];
    const calls = [
      () => t.as(office).post("/api/nikaya/store", officeBody()),
      () => t.as(office).delete(`/api/nikaya/delete/${ids[code.droPokhara]}`),
      () => t.as(office).post(`/api/nikaya/locks/update/${dor}`, { action_plan_lock: true }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json().message_np).toBe("तपाईंलाई यो कार्य गर्ने अनुमति छैन।");
    }
  });

  it("lets office staff keep their own office current, and nobody else's (404)", async () => {
    const dor = ids[code.dor];
    const member = await t.as(office).post("/api/nikaya/members/store", {
      nikaya_id: dor,
      member_type_id: memberTypeId,
      name: "Focal person",
    });
    expect(member.statusCode, member.body).toBe(200);
    const budget = { fiscal_year_id: fiscalYearId, current: 1, capital: 1, financial: 1, total: 3 };
    expect(
      (await t.as(office).post("/api/nikaya/budgets/store", { nikaya_id: dor, ...budget })).statusCode,
    ).toBe(200);
    const outside = ids[code.mohp];
    expect(
      (await t.as(office).post("/api/nikaya/budgets/store", { nikaya_id: outside, ...budget })).statusCode,
    ).toBe(404);
    expect(
      (
        await t
          .as(office)
          .post("/api/nikaya/members/store", { nikaya_id: outside, member_type_id: memberTypeId, name: "X" })
      ).statusCode,
    ).toBe(404);
  });

  it("lets only admin toggle locks, even against users who may edit the office", async () => {
    const dor = ids[code.dor];
    const editor = await officeEditor(dor);
    const refused = await t.as(editor).post(`/api/nikaya/locks/update/${dor}`, { action_plan_lock: true });
    expect(refused.statusCode).toBe(403);
    for (const user of ["sachib", "monitor-admin"] as const) {
      const res = await t
        .as(await loginAs(t.app, user))
        .post(`/api/nikaya/locks/update/${dor}`, { contract_lock: true });
      expect(res.statusCode).toBe(403);
    }
    // The office form does not carry locks: they are ignored there.
    const viaForm = await t
      .as(editor)
      .post(`/api/nikaya/update/${dor}`, bodyOf(await show(dor), { action_plan_lock: true }));
    expect(viaForm.statusCode).toBe(200);
    expect(viaForm.json().response.action_plan_lock).toBe(false);

    const locked = await t.as(admin).post(`/api/nikaya/locks/update/${dor}`, {
      action_plan_lock: true,
      profile_lock: true,
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().response).toMatchObject({
      action_plan_lock: true,
      profile_lock: true,
      ayojana_lock: false,
    });
    expect((await t.as(office).get(`/api/nikaya/show/${dor}`)).json().response.action_plan_lock).toBe(true);
    const unlocked = await t.as(admin).post(`/api/nikaya/locks/update/${dor}`, { action_plan_lock: false });
    expect(unlocked.json().response).toMatchObject({ action_plan_lock: false, profile_lock: true });

    const none = await t.as(admin).post(`/api/nikaya/locks/update/${dor}`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors_np.locks).toBeDefined();
  });
});

describe("office create and edit", () => {
  it("creates an office under a parent with its whole profile, and logs it", async () => {
    const res = await t.as(admin).post(
      "/api/nikaya/store",
      officeBody({
        name: "Health Office, Lalitpur",
        name_np: "स्वास्थ्य कार्यालय, ललितपुर",
        code: "370-01-09",
        ministry_code: "370",
        head_name: "Kamal Joshi",
        head_position: "Office chief",
        province_id: 3,
        district_id: 29,
        local_level_id: 331,
        ward: 29,
        address: "Jawalakhel",
        phone: "01-5521000",
        email: "info@holalitpur.example.gov.np",
        office_head_phone: "+977 985-1234567",
        office_head_email: "chief@holalitpur.example.gov.np",
        office_head_appointed_at: "२०८१/०४/१५",
        secretary_name: "Sarita KC",
        secretary_phone: "9841234567",
        planning_head_name: "Dipesh Rai",
        planning_head_appointed_at: "2081-05-15",
        remarks: "New office",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = ZOffice.parse(res.json().response);
    expect(created).toMatchObject({
      parent_id: ids[code.mohp],
      level: 2,
      phone: "015521000",
      office_head_phone: "9851234567",
      office_head_appointed_at: "2081-04-15",
      planning_head_appointed_at: "2081-05-15",
      district_name: "Lalitpur",
      local_level_name_np: "ललितपुर",
      user_count: 0,
    });
    expect((await pathOf(created.id)).path).toBe(`/${ids[code.opmcm]}/${ids[code.mohp]}/${created.id}/`);
    const feed = (await t.as(admin).get("/api/nikayaupdates/all")).json().response.data;
    const entry = ZOfficeUpdate.parse(feed[0]);
    expect(entry).toMatchObject({ entity: "office", action: "create", nikaya_id: created.id });
    expect(entry.changes.parent).toEqual({
      from: null,
      to: { name: "Ministry of Health and Population", name_np: "स्वास्थ्य तथा जनसंख्या मन्त्रालय" },
    });
  });

  it("refuses bad input with field errors in both languages and changes nothing", async () => {
    const before = {
      offices: await countRows(t.database.db, "offices"),
      logs: await countRows(t.database.db, "activity_logs"),
    };
    const res = await t.as(admin).post(
      "/api/nikaya/store",
      officeBody({
        code: code.dor,
        category_id: memberTypeId,
        province_id: 1,
        district_id: 27,
        local_level_id: 138,
        ward: 40,
        phone: "12345",
        email: "not-an-email",
        secretary_phone: "0987654321",
        office_head_appointed_at: "2081-13-01",
        secretary_appointed_at: "2081-01-33",
      }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(
      [
        "category_id",
        "code",
        "district_id",
        "email",
        "local_level_id",
        "office_head_appointed_at",
        "phone",
        "secretary_appointed_at",
        "secretary_phone",
        "ward",
      ].sort(),
    );
    expect(Object.keys(body.errors_np).sort()).toEqual(Object.keys(body.errors).sort());
    expect(body.errors_np.district_id[0]).toBe("यो जिल्ला छानिएको प्रदेशभित्र पर्दैन।");
    expect(body.message_np).toBe("दिइएको विवरण मान्य छैन।");

    const ward = await t
      .as(admin)
      .post(
        "/api/nikaya/store",
        officeBody({ province_id: 3, district_id: 27, local_level_id: 307, ward: 33 }),
      );
    expect(ward.statusCode).toBe(422);
    expect(ward.json().errors.ward[0]).toBe("The ward must be between 1 and 32.");
    expect(ward.json().errors_np.ward[0]).toBe("वडा नम्बर १ देखि ३२ सम्म हुनुपर्छ।");

    const missing = await t.as(admin).post("/api/nikaya/store", { name: "", category_id: categoryId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toBeDefined();
    expect(missing.json().errors_np.name_np[0]).toBe("यो विवरण आवश्यक छ।");

    expect(await countRows(t.database.db, "offices")).toBe(before.offices);
    expect(await countRows(t.database.db, "activity_logs")).toBe(before.logs);
  });

  it("moves an office with its descendants in one go, and refuses a move under its own descendant", async () => {
    const a = ZOffice.parse(
      (await t.as(admin).post("/api/nikaya/store", officeBody({ parent_id: ids[code.mof] }))).json().response,
    );
    const b = ZOffice.parse(
      (await t.as(admin).post("/api/nikaya/store", officeBody({ parent_id: a.id }))).json().response,
    );
    const c = ZOffice.parse(
      (await t.as(admin).post("/api/nikaya/store", officeBody({ parent_id: b.id }))).json().response,
    );
    expect(c.level).toBe(4);

    const loop = await t
      .as(admin)
      .post(`/api/nikaya/update/${a.id}`, officeBody({ name: a.name, parent_id: c.id }));
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errors.parent_id[0]).toMatch(/under itself/);
    const self = await t
      .as(admin)
      .post(`/api/nikaya/update/${a.id}`, officeBody({ name: a.name, parent_id: a.id }));
    expect(self.statusCode).toBe(422);
    expect((await pathOf(c.id)).path).toBe(`/${ids[code.opmcm]}/${ids[code.mof]}/${a.id}/${b.id}/${c.id}/`);

    const moved = await t
      .as(admin)
      .post(`/api/nikaya/update/${a.id}`, officeBody({ name: a.name, parent_id: ids[code.droKtm] }));
    expect(moved.statusCode, moved.body).toBe(200);
    const base = `/${ids[code.opmcm]}/${ids[code.mopit]}/${ids[code.dor]}/${ids[code.droKtm]}/`;
    expect(await pathOf(a.id)).toEqual({ path: `${base}${a.id}/`, level: 4 });
    expect(await pathOf(b.id)).toEqual({ path: `${base}${a.id}/${b.id}/`, level: 5 });
    expect(await pathOf(c.id)).toEqual({ path: `${base}${a.id}/${b.id}/${c.id}/`, level: 6 });
    // The moved subtree is now in the scope of the Department of Roads' staff, and out of the ministry's.
    const tree = (await t.as(office).get("/api/nikaya/tree"))
      .json()
      .response.map((n: { id: number }) => n.id);
    expect(tree).toEqual(expect.arrayContaining([a.id, b.id, c.id]));

    const top = await t
      .as(admin)
      .post(`/api/nikaya/update/${b.id}`, officeBody({ name: b.name, parent_id: null }));
    expect(top.statusCode).toBe(200);
    expect(await pathOf(c.id)).toEqual({ path: `/${b.id}/${c.id}/`, level: 1 });
  });

  it("filters the list below chosen offices or to one office's children, and searches both names", async () => {
    const below = (await t.as(admin).get(`/api/nikaya/all?per_page=100&parent_id=${ids[code.mopit]}`)).json()
      .response;
    const codes = below.data.map((o: { code: string | null }) => o.code);
    expect(codes).toContain(code.droKtm);
    expect(codes).not.toContain(code.mopit);
    expect(codes).not.toContain(code.mof);
    const two = (
      await t
        .as(admin)
        .get(`/api/nikaya/all?per_page=100&parent_id=${ids[code.dor]}&parent_id=${ids[code.mof]}`)
    ).json().response;
    expect(two.data.map((o: { code: string | null }) => o.code)).toEqual(
      expect.arrayContaining([code.droKtm, "305-01"]),
    );
    const children = (await t.as(admin).get(`/api/nikaya/all?children_of=${ids[code.mopit]}`)).json()
      .response;
    expect(children.data.every((o: { parent_id: number }) => o.parent_id === ids[code.mopit])).toBe(true);
    const search = (await t.as(admin).get(`/api/nikaya/all?search=${encodeURIComponent("सडक विभाग")}`)).json()
      .response;
    expect(search.data[0]).toMatchObject({
      code: code.dor,
      parent_name: "Ministry of Physical Infrastructure and Transport",
    });
    expect(search.data[0].user_count).toBeGreaterThanOrEqual(1);
  });
});

describe("office delete", () => {
  it("answers 409 while sub-offices, users or other records use the office", async () => {
    const children = await t.as(admin).delete(`/api/nikaya/delete/${ids[code.dor]}`);
    expect(children.statusCode).toBe(409);
    expect(children.json().message_np).toContain("मातहत");

    const withUser = await buildOffice(t.database.db, { parentId: ids[code.mohp] });
    await buildUser(t.database.db, { role: "nikaya", nikayaId: withUser.id });
    const users = await t.as(admin).delete(`/api/nikaya/delete/${withUser.id}`);
    expect(users.statusCode).toBe(409);
    expect(users.json().message).toMatch(/users/);

    const withComplaint = await buildOffice(t.database.db, { parentId: ids[code.mohp] });
    await t.database.db.insert(complaints).values({ title: "Late service", nikayaId: withComplaint.id });
    const before = await countRows(t.database.db, "offices");
    const other = await t.as(admin).delete(`/api/nikaya/delete/${withComplaint.id}`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message_np).toBeTruthy();
    expect(await countRows(t.database.db, "offices")).toBe(before);
  });

  it("deletes a leaf office with its budgets and members, visible in the updates feed", async () => {
    const leaf = ZOffice.parse(
      (await t.as(admin).post("/api/nikaya/store", officeBody({ name: "Short-lived office" }))).json()
        .response,
    );
    await t.as(admin).post("/api/nikaya/budgets/store", {
      nikaya_id: leaf.id,
      fiscal_year_id: fiscalYearId,
      current: 10,
      capital: 20,
      financial: 0,
      total: 30,
    });
    await t.as(admin).post("/api/nikaya/members/store", {
      nikaya_id: leaf.id,
      member_type_id: memberTypeId,
      name: "Leaf member",
    });
    const res = await t.as(admin).delete(`/api/nikaya/delete/${leaf.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as(admin).get(`/api/nikaya/show/${leaf.id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(officeMembers).where(eq(officeMembers.nikayaId, leaf.id)),
    ).toEqual([]);
    const feed = (await t.as(admin).get("/api/nikayaupdates/all")).json().response.data;
    expect(feed[0]).toMatchObject({ entity: "office", action: "delete", nikaya_name: "Short-lived office" });
  });
});

describe("budgets", () => {
  it("keeps one budget per office per fiscal year (upsert)", async () => {
    const droKtm = ids[code.droKtm];
    const first = await t.as(admin).post("/api/nikaya/budgets/store", {
      nikaya_id: droKtm,
      fiscal_year_id: fiscalYearId,
      current: 1000.5,
      capital: 2000.25,
      financial: 0,
      total: 3000.75,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.as(admin).post("/api/nikaya/budgets/store", {
      nikaya_id: droKtm,
      fiscal_year_id: fiscalYearId,
      current: 100,
      capital: 200,
      financial: 300,
      total: 600,
    });
    expect(second.json().response).toMatchObject({ current: 100, total: 600, fiscal_year_title: "2082/83" });
    const list = (await t.as(office).get(`/api/nikaya/budgets/all?nikaya_id=${droKtm}`)).json().response;
    expect(
      list.data.filter((b: { fiscal_year_id: number }) => b.fiscal_year_id === fiscalYearId),
    ).toHaveLength(1);
    const feed = (await t.as(office).get("/api/nikayaupdates/all")).json().response.data;
    expect(feed[0]).toMatchObject({
      entity: "office_budget",
      action: "update",
      subject: { name: "2082/83", name_np: "२०८२/८३" },
      changes: { total: { from: 3000.75, to: 600 } },
    });
  });

  it("refuses a total that is not the sum, in both languages, and changes nothing", async () => {
    const rows = await countRows(t.database.db, "office_budgets");
    const res = await t.as(admin).post("/api/nikaya/budgets/store", {
      nikaya_id: ids[code.droPokhara],
      fiscal_year_id: fiscalYearId,
      current: 1500,
      capital: 2500,
      financial: 0,
      total: 5000,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.total[0]).toContain("(4000)");
    expect(res.json().errors_np.total[0]).toContain("(४०००)");
    const decimals = await t.as(admin).post("/api/nikaya/budgets/store", {
      nikaya_id: ids[code.droPokhara],
      fiscal_year_id: 999_999,
      current: 1.005,
      capital: 0,
      financial: 0,
      total: 1.005,
    });
    expect(Object.keys(decimals.json().errors).sort()).toEqual(["current", "fiscal_year_id", "total"]);
    const negative = await t.as(admin).post("/api/nikaya/budgets/store", {
      nikaya_id: ids[code.droPokhara],
      fiscal_year_id: fiscalYearId,
      current: -1,
      capital: 0,
      financial: 0,
      total: -1,
    });
    expect(negative.statusCode).toBe(422);
    expect(await countRows(t.database.db, "office_budgets")).toBe(rows);
  });
});

describe("members", () => {
  it("adds, edits and removes a member of an office", async () => {
    const droKtm = ids[code.droKtm];
    const created = await t.as(admin).post("/api/nikaya/members/store", {
      nikaya_id: droKtm,
      member_type_id: memberTypeId,
      name: "Bina Gurung",
      position: "Engineer",
      mobile: "९८४१२३४५६७",
      email: "bina@example.gov.np",
      from_date: "2081-04-01",
      to_date: "2082-03-31",
    });
    expect(created.statusCode, created.body).toBe(200);
    const member = created.json().response;
    expect(member).toMatchObject({ mobile: "9841234567", status: true, member_type_name: "Focal person" });
    const edited = await t.as(admin).post(`/api/nikaya/members/update/${member.id}`, {
      member_type_id: memberTypeId,
      name: "Bina Gurung",
      position: "Senior engineer",
      status: false,
    });
    expect(edited.json().response).toMatchObject({
      position: "Senior engineer",
      status: false,
      from_date: null,
    });
    const list = (await t.as(office).get(`/api/nikaya/members/all?nikaya_id=${droKtm}`)).json().response;
    expect(list.data.map((m: { id: number }) => m.id)).toContain(member.id);
    expect((await t.as(admin).delete(`/api/nikaya/members/delete/${member.id}`)).statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/nikaya/members/show/${member.id}`)).statusCode).toBe(404);
  });

  it("refuses an end date before the start, a landline as mobile and an unknown type, changing nothing", async () => {
    const rows = await countRows(t.database.db, "office_members");
    const res = await t.as(admin).post("/api/nikaya/members/store", {
      nikaya_id: ids[code.droKtm],
      member_type_id: categoryId,
      name: "Wrong dates",
      mobile: "014211000",
      email: "a@b",
      from_date: "2082-04-01",
      to_date: "2082-03-31",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "member_type_id", "mobile", "to_date"]);
    expect(res.json().errors_np.to_date[0]).toBe("अन्त्य मिति सुरु मितिभन्दा अघि हुन सक्दैन।");
    expect(await countRows(t.database.db, "office_members")).toBe(rows);
  });
});

describe("office users and updates feed", () => {
  it("lists an office's users read-only", async () => {
    const res = (await t.as(office).get(`/api/nikaya/users/all?nikaya_id=${ids[code.dor]}`)).json().response;
    expect(res.data).toContainEqual(
      expect.objectContaining({
        username: "office",
        role_slug: "nikaya",
        role_name_np: "निकाय",
        status: true,
      }),
    );
  });

  it("shows office staff only the changes to offices in their subtree", async () => {
    await t.as(admin).post(`/api/nikaya/locks/update/${ids[code.mof]}`, { indicator_lock: true });
    await t.as(admin).post(`/api/nikaya/locks/update/${ids[code.droPokhara]}`, { indicator_lock: true });
    const mine = (await t.as(office).get("/api/nikayaupdates/all?per_page=30")).json().response;
    const scope = new Set(
      (await t.as(office).get("/api/nikaya/tree")).json().response.map((n: { id: number }) => n.id),
    );
    expect(mine.total).toBeGreaterThan(0);
    for (const row of mine.data) expect(scope.has(row.nikaya_id)).toBe(true);
    expect(mine.data.some((row: { nikaya_id: number }) => row.nikaya_id === ids[code.mof])).toBe(false);
    expect(mine.data[0]).toMatchObject({
      entity: "office_lock",
      nikaya_id: ids[code.droPokhara],
      user_name: "System Administrator",
      changes: { indicator_lock: { from: false, to: true } },
    });
    const everything = (await t.as(admin).get("/api/nikayaupdates/all?per_page=30")).json().response;
    expect(everything.data[1]).toMatchObject({ entity: "office_lock", nikaya_id: ids[code.mof] });
  });
});

describe("geo pickers", () => {
  it("lists provinces, a province's districts and a district's local levels with wards", async () => {
    const provinces = (await t.as(office).get("/api/geo/provinces")).json().response;
    expect(provinces).toHaveLength(7);
    const districts = (await t.as(office).get("/api/geo/districts?province_id=3")).json().response;
    expect(districts).toContainEqual({ id: 27, name: "Kathmandu", name_np: expect.any(String) });
    const levels = (await t.as(office).get("/api/geo/local-levels?district_id=27")).json().response;
    expect(levels).toContainEqual(expect.objectContaining({ id: 307, wards: 32 }));
    expect((await t.as(office).get("/api/geo/districts")).statusCode).toBe(422);
  });
});

describe("setup lists used by offices", () => {
  it("seeds the office categories and member types the demo uses", async () => {
    const names = (
      await t.database.db.select({ name: setupItems.name, key: setupItems.listKey }).from(setupItems)
    ).map((row) => `${row.key}:${row.name}`);
    expect(names).toEqual(
      expect.arrayContaining(["nikaya-category:Ministry", "nikaya-member-type:Focal person"]),
    );
  });
});
