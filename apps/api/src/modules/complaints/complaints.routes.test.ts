import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, countRows, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";

let t: TestApp;
let office: string;
let sachib: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  office = await loginAs(t.app, "office");
  sachib = await loginAs(t.app, "sachib");
  for (const row of await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`SELECT id, code FROM offices`,
  ))
    ids[row.code] = row.id;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe("complaints", () => {
  it("office staff file a complaint for their office; it starts open with one history row", async () => {
    const res = await call("POST", "/api/complaint/store", office, {
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
    const id = (await call("POST", "/api/complaint/store", office, { title: "Late payment" })).json().response
      .id;
    expect(
      (await call("POST", `/api/complaint/update/${id}`, sachib, { status: "in_progress", note: "Assigned" }))
        .statusCode,
    ).toBe(200);
    const nothing = await call("POST", `/api/complaint/update/${id}`, sachib, { status: "in_progress" });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors_np.status[0]).toContain("टिप्पणी");
    const refused = await call("POST", `/api/complaint/update/${id}`, sachib, { status: "resolved" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors_np.response[0]).toContain("जवाफ");
    const done = await call("POST", `/api/complaint/update/${id}`, sachib, {
      status: "resolved",
      response: "Paid on 10 Mangsir",
    });
    expect(done.json().response).toMatchObject({ status: "resolved", response: "Paid on 10 Mangsir" });
    expect(done.json().response.history.map((h: { status: string }) => h.status)).toEqual([
      "open",
      "in_progress",
      "resolved",
    ]);
    const resolved = (await call("GET", "/api/complaint/all?status=resolved", office)).json().response;
    expect(resolved.data.map((c: { id: number }) => c.id)).toContain(id);
  });

  it("keeps offices out of each other's complaints (404) and lists only the caller's subtree", async () => {
    const admin = await loginAs(t.app, "admin");
    const health = (
      await call("POST", "/api/complaint/store", admin, { title: "Clinic closed", nikaya_id: ids["370-01"] })
    ).json().response.id;
    expect((await call("GET", `/api/complaint/show/${health}`, office)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/complaint/update/${health}`, sachib, { status: "in_progress" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/complaint/delete/${health}`, office)).statusCode).toBe(404);
    const list = (await call("GET", "/api/complaint/all?per_page=30", sachib)).json().response;
    expect(list.data.map((c: { id: number }) => c.id)).not.toContain(health);
    expect(
      list.data.every((c: { nikaya_id: number }) =>
        [ids["336"], ids["336-01"], ids["336-01-01"], ids["336-02"]].includes(c.nikaya_id),
      ),
    ).toBe(true);
    const all = (await call("GET", "/api/complaint/all?per_page=30", admin)).json().response;
    expect(all.data.map((c: { id: number }) => c.id)).toContain(health);
  });

  it("refuses a complaint against an office outside the caller's scope and bad input, storing nothing", async () => {
    const before = await countRows(t.database.db, "complaints");
    expect(
      (await call("POST", "/api/complaint/store", office, { title: "x", nikaya_id: ids["305"] })).statusCode,
    ).toBe(404);
    const bad = await call("POST", "/api/complaint/store", office, { title: "" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors_np.title).toBeDefined();
    expect((await call("POST", "/api/complaint/update/1", office, { status: "closed" })).statusCode).toBe(
      422,
    );
    expect(await countRows(t.database.db, "complaints")).toBe(before);
  });

  it("allows withdrawing an untouched complaint only, and refuses monitors without the permission", async () => {
    const fresh = (await call("POST", "/api/complaint/store", office, { title: "Withdraw me" })).json()
      .response.id;
    const handled = (await call("POST", "/api/complaint/store", office, { title: "Handled" })).json().response
      .id;
    await call("POST", `/api/complaint/update/${handled}`, sachib, { status: "in_progress" });
    expect((await call("DELETE", `/api/complaint/delete/${handled}`, office)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/complaint/delete/${fresh}`, office)).statusCode).toBe(200);
    const another = (await call("POST", "/api/complaint/store", office, { title: "Not yours" })).json()
      .response.id;
    const withdrawBySecretary = await call("DELETE", `/api/complaint/delete/${another}`, sachib);
    expect(withdrawBySecretary.statusCode).toBe(403);
    expect(withdrawBySecretary.json().message_np).toContain("दर्ता गर्ने व्यक्तिले मात्र");
    const monitor = await loginAs(t.app, "monitor");
    expect((await call("GET", "/api/complaint/all", monitor)).statusCode).toBe(403);
    expect((await call("POST", "/api/complaint/store", monitor, { title: "x" })).statusCode).toBe(403);
  });
});
