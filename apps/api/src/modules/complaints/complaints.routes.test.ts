import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, loginAs, officeIdsByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let office: string;
let sachib: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  office = await loginAs(t.app, "office");
  sachib = await loginAs(t.app, "sachib");
  Object.assign(ids, await officeIdsByCode(t.database.db));
});
afterAll(() => t.close());

describe("complaints", () => {
  it("office staff file a complaint for their office; it starts open with one history row", async () => {
    const res = await t.as(office).post("/api/complaint/store", {
      title: "Pothole not repaired",
      description: "Ward 4",
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().response;
    expect(c).toMatchObject({
      title: "Pothole not repaired",
      status: "open",
      nikaya_id: ids["336-01"],
      nikaya_name_np: "सडक विभाग",
    });
    expect(c.history).toHaveLength(1);
  });

  it("the secretary above the office takes it up and resolves it with a response; history keeps every step", async () => {
    const id = (await t.as(office).post("/api/complaint/store", { title: "Late payment" })).json().response
      .id;
    expect(
      (await t.as(sachib).post(`/api/complaint/update/${id}`, { status: "in_progress", note: "Assigned" }))
        .statusCode,
    ).toBe(200);
    const nothing = await t.as(sachib).post(`/api/complaint/update/${id}`, { status: "in_progress" });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors_np.status[0]).toContain("टिप्पणी");
    const refused = await t.as(sachib).post(`/api/complaint/update/${id}`, { status: "resolved" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors_np.response[0]).toContain("जवाफ");
    const done = await t.as(sachib).post(`/api/complaint/update/${id}`, {
      status: "resolved",
      response: "Paid on 10 Mangsir",
    });
    expect(done.json().response).toMatchObject({ status: "resolved", response: "Paid on 10 Mangsir" });
    expect(done.json().response.history.map((h: { status: string }) => h.status)).toEqual([
      "open",
      "in_progress",
      "resolved",
    ]);
    const resolved = (await t.as(office).get("/api/complaint/all?status=resolved")).json().response;
    expect(resolved.data.map((c: { id: number }) => c.id)).toContain(id);
  });

  it("keeps offices out of each other's complaints (404) and lists only the caller's subtree", async () => {
    const admin = await loginAs(t.app, "admin");
    const health = (
      await t.as(admin).post("/api/complaint/store", { title: "Clinic closed", nikaya_id: ids["370-01"] })
    ).json().response.id;
    expect((await t.as(office).get(`/api/complaint/show/${health}`)).statusCode).toBe(404);
    expect(
      (await t.as(sachib).post(`/api/complaint/update/${health}`, { status: "in_progress" })).statusCode,
    ).toBe(404);
    expect((await t.as(office).delete(`/api/complaint/delete/${health}`)).statusCode).toBe(404);
    const list = (await t.as(sachib).get("/api/complaint/all?per_page=30")).json().response;
    expect(list.data.map((c: { id: number }) => c.id)).not.toContain(health);
    expect(
      list.data.every((c: { nikaya_id: number }) =>
        [ids["336"], ids["336-01"], ids["336-01-01"], ids["336-02"]].includes(c.nikaya_id),
      ),
    ).toBe(true);
    const all = (await t.as(admin).get("/api/complaint/all?per_page=30")).json().response;
    expect(all.data.map((c: { id: number }) => c.id)).toContain(health);
  });

  it("refuses a complaint against an office outside the caller's scope and bad input, storing nothing", async () => {
    const before = await countRows(t.database.db, "complaints");
    expect(
      (await t.as(office).post("/api/complaint/store", { title: "x", nikaya_id: ids["305"] })).statusCode,
    ).toBe(404);
    const bad = await t.as(office).post("/api/complaint/store", { title: "" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors_np.title).toBeDefined();
    expect((await t.as(office).post("/api/complaint/update/1", { status: "closed" })).statusCode).toBe(422);
    expect(await countRows(t.database.db, "complaints")).toBe(before);
  });

  it("allows withdrawing an untouched complaint only, and refuses monitors without the permission", async () => {
    const fresh = (await t.as(office).post("/api/complaint/store", { title: "Withdraw me" })).json().response
      .id;
    const handled = (await t.as(office).post("/api/complaint/store", { title: "Handled" })).json().response
      .id;
    await t.as(sachib).post(`/api/complaint/update/${handled}`, { status: "in_progress" });
    expect((await t.as(office).delete(`/api/complaint/delete/${handled}`)).statusCode).toBe(409);
    expect((await t.as(office).delete(`/api/complaint/delete/${fresh}`)).statusCode).toBe(200);
    const another = (await t.as(office).post("/api/complaint/store", { title: "Not yours" })).json().response
      .id;
    const withdrawBySecretary = await t.as(sachib).delete(`/api/complaint/delete/${another}`);
    expect(withdrawBySecretary.statusCode).toBe(403);
    expect(withdrawBySecretary.json().message_np).toContain("दर्ता गर्ने व्यक्तिले मात्र");
    const monitor = await loginAs(t.app, "monitor");
    expect((await t.as(monitor).get("/api/complaint/all")).statusCode).toBe(403);
    expect((await t.as(monitor).post("/api/complaint/store", { title: "x" })).statusCode).toBe(403);
  });
});
