import { ZUserRow } from "@pragati/domain/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import {
  buildOffice,
  buildUser,
  countRows,
  grantMenu,
  loginAs,
  officeByCode,
  roleBySlug,
  rolePermissionNames,
  userByUsername,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0];

const PASSWORD = "Secret-Tarai-77";
let counter = 0;
const newUser = async (overrides: Record<string, unknown> = {}) => ({
  name: "Hari Prasad Oli",
  username: `staff${++counter}`,
  email: `staff${counter}@example.gov.np`,
  mobile: "9841234567",
  role_id: (await roleBySlug(t.database.db, "nikaya")).id,
  nikaya_id: (await officeByCode(t.database.db, "336-01")).id,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

describe("users: who may call", () => {
  const calls = [
    ["GET", "/api/user/all"],
    ["GET", "/api/user/show/1"],
    ["POST", "/api/user/store"],
    ["POST", "/api/user/update/1"],
    ["POST", "/api/user/status/1"],
    ["POST", "/api/user/reset-password/1"],
    ["DELETE", "/api/user/delete/1"],
  ] as const;

  it("answers 401 without a token", async () => {
    for (const [method, url] of calls)
      expect((await t.anonymous.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
  });

  it("answers 403 to office staff, secretaries and monitors (user.view and user.manage are admin's)", async () => {
    for (const username of ["office", "sachib", "monitor-admin"]) {
      const token = await loginAs(t.app, username);
      for (const [method, url] of calls)
        expect((await t.as(token).inject({ method, url, payload: {} })).statusCode, url).toBe(403);
    }
  });
});

describe("users: list", () => {
  it("lists users with role and office in both languages, paged", async () => {
    const res = await t.as(admin).get("/api/user/all?per_page=30");
    expect(res.statusCode).toBe(200);
    const page = res.json().response;
    const rows = page.data.map((row: unknown) => ZUserRow.parse(row));
    expect(page).toMatchObject({ current_page: 1, per_page: 30 });
    expect(rows.find((u: { username: string }) => u.username === "office")).toMatchObject({
      name: "Ram Thapa",
      role_slug: "nikaya",
      role_name: "Office",
      role_name_np: "निकाय",
      nikaya_name: "Department of Roads",
      nikaya_name_np: "सडक विभाग",
      status: true,
    });
    expect(rows.some((u: { username: string }) => u.username === "mof.sachib")).toBe(true);
  });

  it("searches by name, username, e-mail and office, and filters by role, office subtree and status", async () => {
    const search = (await t.as(admin).get(`/api/user/all?search=${encodeURIComponent("भट्टराई")}`)).json()
      .response;
    expect(search.data.map((u: { username: string }) => u.username)).toEqual(["mof.sachib"]);

    const sachibRole = (await roleBySlug(t.database.db, "sachib")).id;
    const sachibs = (await t.as(admin).get(`/api/user/all?role_id=${sachibRole}&per_page=30`)).json()
      .response;
    expect(sachibs.data.length).toBeGreaterThanOrEqual(3);
    expect(sachibs.data.every((u: { role_slug: string }) => u.role_slug === "sachib")).toBe(true);

    const mof = (await officeByCode(t.database.db, "305")).id;
    const finance = (await t.as(admin).get(`/api/user/all?nikaya_id=${mof}&per_page=30`)).json().response;
    expect(finance.data.map((u: { username: string }) => u.username).sort()).toEqual(
      ["customs.office", "ird.office", "iro.ktm", "mof.office", "mof.sachib"].sort(),
    );

    const inactive = (await t.as(admin).get("/api/user/all?status=inactive&per_page=30")).json().response;
    expect(inactive.data.map((u: { username: string }) => u.username)).toContain("dor.former");
    expect(inactive.data.every((u: { status: boolean }) => !u.status)).toBe(true);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await t.as(admin).get("/api/user/show/999999")).statusCode).toBe(404);
  });
});

describe("users: create", () => {
  it("creates a user who can then sign in, stores the username in lower case and logs the write", async () => {
    const body = await newUser({ username: "  New.Staff_1 ", mobile: "९८४१ २३४५६७" });
    const res = await t.as(admin).post("/api/user/store", body);
    expect(res.statusCode).toBe(200);
    const user = ZUserRow.parse(res.json().response);
    expect(user).toMatchObject({
      username: "new.staff_1",
      mobile: "9841234567",
      nikaya_name: "Department of Roads",
    });
    expect(await loginAs(t.app, "NEW.STAFF_1", PASSWORD)).toBeTruthy();
    const log = await one<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM activity_logs WHERE entity = 'user' AND action = 'create' AND entity_id = ${String(user.id)}`,
    );
    expect(log.changes).toMatchObject({ username: "new.staff_1", role_id: body.role_id });
    expect(JSON.stringify(log.changes)).not.toContain(PASSWORD);
  });

  it("lets admin and monitoring-admin accounts go without an office, but no other role", async () => {
    const adminRole = (await roleBySlug(t.database.db, "admin")).id;
    const ok = await t
      .as(admin)
      .post("/api/user/store", await newUser({ role_id: adminRole, nikaya_id: null }));
    expect(ok.statusCode).toBe(200);
    const refused = await t.as(admin).post("/api/user/store", await newUser({ nikaya_id: null }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.nikaya_id).toEqual(["Choose an office for this role."]);
  });

  it("refuses bad input with field errors in both languages and stores nothing", async () => {
    const before = await countRows(t.database.db, "users");
    const res = await t.as(admin).post(
      "/api/user/store",
      await newUser({
        name: "  ",
        username: "ab",
        email: "not-an-email",
        mobile: "9123456789",
        password: "short",
        password_confirmation: "other",
      }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(
      ["email", "mobile", "name", "password", "password_confirmation", "username"].sort(),
    );
    expect(body.errors.username).toEqual(["The username must be 3 to 50 characters."]);
    expect(body.errors_np.username).toEqual(["प्रयोगकर्ता नाम ३ देखि ५० अक्षरको हुनुपर्छ।"]);
    expect(body.errors.mobile[0]).toContain("98, 97 or 96");
    expect(body.errors_np.mobile[0]).toContain("९८, ९७ वा ९६");
    expect(body.errors_np.password[0]).toContain("८");
    expect(body.message_np).toBe("दिइएको विवरण मान्य छैन।");
    expect(await countRows(t.database.db, "users")).toBe(before);
  });

  it("refuses characters outside [a-z0-9._-] and a missing role, office or password", async () => {
    const before = await countRows(t.database.db, "users");
    const res = await t.as(admin).post("/api/user/store", {
      name: "X",
      username: "राम",
      role_id: null,
      password: "",
      password_confirmation: "",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role_id).toBeDefined();
    const checked = await t
      .as(admin)
      .post("/api/user/store", await newUser({ username: "ram thapa", password: "" }));
    expect(checked.json().errors.username[0]).toContain("lower-case letters");
    expect(checked.json().errors.password).toEqual(["The new password is required."]);
    expect(await countRows(t.database.db, "users")).toBe(before);
  });

  it("keeps usernames unique whatever their case", async () => {
    const before = await countRows(t.database.db, "users");
    const res = await t.as(admin).post("/api/user/store", await newUser({ username: "OFFICE" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual(["This username is already taken."]);
    expect(res.json().errors_np.username).toEqual(["यो प्रयोगकर्ता नाम पहिले नै प्रयोगमा छ।"]);
    expect(await countRows(t.database.db, "users")).toBe(before);
  });
});

describe("users: edit, disable, reset, delete", () => {
  it("edits a user and records what changed", async () => {
    const user = await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: (await officeByCode(t.database.db, "336")).id,
    });
    const res = await t.as(admin).post(`/api/user/update/${user.id}`, {
      name: "Renamed Person",
      username: user.username,
      email: user.email,
      mobile: "9761234567",
      role_id: user.roleId,
      nikaya_id: user.nikayaId,
      status: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({ name: "Renamed Person", mobile: "9761234567" });
    const log = await one<{ changes: unknown }>(
      sql`SELECT changes FROM activity_logs WHERE entity = 'user' AND action = 'update' AND entity_id = ${String(user.id)}`,
    );
    expect(log.changes).toEqual({
      before: { name: user.name, mobile: null },
      after: { name: "Renamed Person", mobile: "9761234567" },
    });
  });

  it("refuses to take another user's username on edit", async () => {
    const user = await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: (await officeByCode(t.database.db, "336")).id,
    });
    const res = await t.as(admin).post(`/api/user/update/${user.id}`, {
      name: user.name,
      username: "Sachib",
      role_id: user.roleId,
      nikaya_id: user.nikayaId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.username).toEqual(["This username is already taken."]);
  });

  it("does not let a user disable or demote themselves", async () => {
    const me = await userByUsername(t.database.db, "admin");
    const disable = await t.as(admin).post(`/api/user/status/${me.id}`, { status: false });
    expect(disable.statusCode).toBe(422);
    expect(disable.json().errors.status).toEqual(["You cannot disable your own account."]);
    const demote = await t.as(admin).post(`/api/user/update/${me.id}`, {
      name: "System Administrator",
      username: "admin",
      role_id: (await roleBySlug(t.database.db, "nikaya")).id,
      nikaya_id: me.nikayaId,
      status: false,
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.role_id).toEqual(["You cannot change your own role."]);
    expect(demote.json().errors_np.status).toEqual(["तपाईं आफ्नै खाता निष्क्रिय गर्न सक्नुहुन्न।"]);
    const still = await one<{ status: boolean; role_id: number }>(
      sql`SELECT status, role_id FROM users WHERE id = ${me.id}`,
    );
    expect(still).toEqual({ status: true, role_id: me.roleId });
  });

  it("disabling ends the user's sessions at once and refuses their sign-in; enabling lets them back", async () => {
    const user = await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: (await officeByCode(t.database.db, "336")).id,
    });
    const token = await loginAs(t.app, user.username);
    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(200);

    const res = await t.as(admin).post(`/api/user/status/${user.id}`, { status: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.status).toBe(false);
    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(401);
    const login = await t.anonymous.post("/api/login", { username: user.username, password: "Demo@12345" });
    expect(login.statusCode).toBe(422);

    expect((await t.as(admin).post(`/api/user/status/${user.id}`, { status: true })).statusCode).toBe(200);
    // An old session does not come back with the account.
    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(401);
    expect(await loginAs(t.app, user.username)).toBeTruthy();
  });

  it("reset password e-mails a temporary password through the outbox and ends every session", async () => {
    const user = await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: (await officeByCode(t.database.db, "336")).id,
    });
    const token = await loginAs(t.app, user.username);
    const res = await t.as(admin).post(`/api/user/reset-password/${user.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({ email: user.email });
    const mail = await one<{ channel: string; subject: string; body: string; status: string }>(
      sql`SELECT channel, subject, body, status FROM outbox WHERE recipient = ${user.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail).toMatchObject({ channel: "email", status: "pending" });
    expect(mail.subject).toContain("reset");
    const temporary = /temporary password is (\S+)/.exec(mail.body)?.[1] ?? "";
    expect(temporary).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(mail.body).toContain("अस्थायी पासवर्ड");

    expect((await t.as(token).get("/api/profile/get-profile")).statusCode).toBe(401);
    const old = await t.anonymous.post("/api/login", { username: user.username, password: "Demo@12345" });
    expect(old.statusCode).toBe(422);
    expect(await loginAs(t.app, user.username, temporary)).toBeTruthy();
  });

  it("refuses a reset for a user without e-mail and for oneself, changing nothing", async () => {
    const user = await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: (await officeByCode(t.database.db, "336")).id,
      email: null,
    });
    const before = await countRows(t.database.db, "outbox");
    const res = await t.as(admin).post(`/api/user/reset-password/${user.id}`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toContain("no e-mail");
    const self = await t
      .as(admin)
      .post(`/api/user/reset-password/${(await userByUsername(t.database.db, "admin")).id}`, {});
    expect(self.statusCode).toBe(422);
    expect(self.json().errors_np.user[0]).toContain("पासवर्ड परिवर्तन");
    expect(await countRows(t.database.db, "outbox")).toBe(before);
    expect(await loginAs(t.app, user.username)).toBeTruthy();
  });

  it("deletes a user without history; one with history answers 409 (disable instead); never oneself", async () => {
    const fresh = await t.as(admin).post("/api/user/store", await newUser());
    const freshId = fresh.json().response.id;
    const deleted = await t.as(admin).delete(`/api/user/delete/${freshId}`);
    expect(deleted.statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/user/show/${freshId}`)).statusCode).toBe(404);

    const active = await buildUser(t.database.db, {
      role: "nikaya",
      nikayaId: (await officeByCode(t.database.db, "336")).id,
    });
    await loginAs(t.app, active.username);
    const refused = await t.as(admin).delete(`/api/user/delete/${active.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("disable the account instead");
    expect(refused.json().message_np).toContain("निष्क्रिय");
    expect((await t.as(admin).get(`/api/user/show/${active.id}`)).statusCode).toBe(200);

    const self = await t
      .as(admin)
      .delete(`/api/user/delete/${(await userByUsername(t.database.db, "admin")).id}`);
    expect(self.statusCode).toBe(422);
  });
});

describe("users: office scope when a role is given user.view and user.manage", () => {
  let sachib: string;
  beforeAll(async () => {
    const role = (await roleBySlug(t.database.db, "sachib")).id;
    const names = await rolePermissionNames(t.database.db, role);
    const granted = await t.as(admin).post(`/api/permission/update/${role}`, {
      permissions: [...names, "user.view", "user.manage"],
    });
    expect(granted.statusCode).toBe(200);
    await grantMenu(t.database.db, "sachib", ["user"]);
    sachib = await loginAs(t.app, "sachib");
  });

  it("lists only the users of the secretary's office subtree", async () => {
    const page = (await t.as(sachib).get("/api/user/all?per_page=30")).json().response;
    const names = page.data.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(["sachib", "office", "project", "dotm.project"]));
    expect(names).not.toContain("admin");
    expect(names).not.toContain("mof.office");
  });

  it("answers 404 for users outside the subtree, on every call", async () => {
    const outside = (await userByUsername(t.database.db, "mof.office")).id;
    expect((await t.as(sachib).get(`/api/user/show/${outside}`)).statusCode).toBe(404);
    expect((await t.as(sachib).post(`/api/user/status/${outside}`, { status: false })).statusCode).toBe(404);
    expect((await t.as(sachib).post(`/api/user/reset-password/${outside}`, {})).statusCode).toBe(404);
    expect((await t.as(sachib).delete(`/api/user/delete/${outside}`)).statusCode).toBe(404);
    const update = await t.as(sachib).post(`/api/user/update/${outside}`, await newUser());
    expect(update.statusCode).toBe(404);
    expect(await one<{ status: boolean }>(sql`SELECT status FROM users WHERE id = ${outside}`)).toEqual({
      status: true,
    });
  });

  it("creates users only in the subtree and only with roles below admin", async () => {
    const before = await countRows(t.database.db, "users");
    const outside = await t
      .as(sachib)
      .post("/api/user/store", await newUser({ nikaya_id: (await officeByCode(t.database.db, "305")).id }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.nikaya_id).toEqual([
      "The office does not exist or is outside your offices.",
    ]);
    const asAdmin = await t
      .as(sachib)
      .post("/api/user/store", await newUser({ role_id: (await roleBySlug(t.database.db, "admin")).id }));
    expect(asAdmin.json().errors.role_id).toEqual(["You may not give this role."]);
    expect(await countRows(t.database.db, "users")).toBe(before);

    const inside = await t
      .as(sachib)
      .post(
        "/api/user/store",
        await newUser({ nikaya_id: (await officeByCode(t.database.db, "336-02")).id }),
      );
    expect(inside.statusCode).toBe(200);
    expect(inside.json().response.nikaya_name).toBe("Department of Transport Management");
  });

  it("cannot manage an administrator placed inside the subtree", async () => {
    const office = await buildOffice(t.database.db, {
      parentId: (await officeByCode(t.database.db, "336")).id,
    });
    const boss = await buildUser(t.database.db, { role: "admin", nikayaId: office.id });
    expect((await t.as(sachib).get(`/api/user/show/${boss.id}`)).statusCode).toBe(200);
    expect((await t.as(sachib).post(`/api/user/status/${boss.id}`, { status: false })).statusCode).toBe(403);
    expect((await t.as(sachib).post(`/api/user/reset-password/${boss.id}`, {})).statusCode).toBe(403);
  });
});
