import { ZSetupItem, ZSetupOption } from "@pragati/domain/contract";
import { SETUP_LIST_KEYS } from "@pragati/domain/setup";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin } from "../../../test/demo-users";
import { buildOffice, countRows, loginAs } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { officeMembers, offices } from "../../db/schema";

let t: TestApp;
let office: string;
beforeAll(async () => {
  t = await createTestApp();
  office = await loginAs(t.app, "office");
});
afterAll(() => t.close());

type Item = ReturnType<typeof ZSetupItem.parse>;

let n = 0;
const unique = (label: string) => `${label} ${++n}`;

const store = async (list: string, payload: Record<string, unknown>): Promise<Item> => {
  const res = await t.as(admin).post(`/api/${list}/store`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return ZSetupItem.parse(res.json().response);
};

const counts = async () => ({
  items: await countRows(t.database.db, "setup_items"),
  logs: await countRows(t.database.db, "activity_logs"),
});

describe("setup lists", () => {
  it("serves every list filled with demo entries, in the paged shape", async () => {
    for (const key of SETUP_LIST_KEYS) {
      const res = await t.as(admin).get(`/api/${key}/all?per_page=30`);
      expect(res.statusCode, key).toBe(200);
      const page = res.json().response;
      expect(page.total, key).toBeGreaterThan(0);
      for (const row of page.data) expect(ZSetupItem.parse(row).list_key).toBe(key);
    }
    const units = (await t.as(admin).get("/api/units/all?per_page=10&page_no=1")).json().response;
    expect(units).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10, search: "" });
    expect(units.data[0]).toMatchObject({ name: "Number", name_np: "संख्या", status: true, parent_id: null });
  });

  it("lists sub types right after their main type, and filters by main type", async () => {
    const page = (await t.as(admin).get("/api/paragati-samasyas-types/all?per_page=30")).json().response;
    const rows: Item[] = page.data;
    const budget = rows.findIndex((r) => r.name === "Budget");
    expect(rows[budget].sub_count).toBe(3);
    expect(rows.slice(budget + 1, budget + 4).map((r) => r.parent_id)).toEqual([
      rows[budget].id,
      rows[budget].id,
      rows[budget].id,
    ]);
    expect(rows[budget + 1]).toMatchObject({ parent_name: "Budget", parent_name_np: "बजेट" });
    const subs = (
      await t.as(admin).get(`/api/paragati-samasyas-types/all?parent_id=${rows[budget].id}`)
    ).json().response;
    expect(subs.total).toBe(3);
  });

  it("searches names in both languages and codes", async () => {
    const en = (await t.as(admin).get("/api/units/all?search=kilo")).json().response;
    expect(en.data.map((r: Item) => r.name)).toEqual(["Kilometre"]);
    const np = (await t.as(admin).get(`/api/units/all?search=${encodeURIComponent("प्रतिशत")}`)).json()
      .response;
    expect(np.data.map((r: Item) => r.name)).toEqual(["Percent"]);
    const none = (await t.as(admin).get("/api/units/all?search=100%25")).json().response;
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it("adds, shows, edits and deletes an entry, logging each write", async () => {
    const logs = await countRows(t.database.db, "activity_logs");
    const name = unique("Cubic metre");
    const created = await store("units", { name, name_np: "घन मिटर", code: "m3", sort_order: 200 });
    expect(created).toMatchObject({ name, name_np: "घन मिटर", code: "m3", status: true, sort_order: 200 });

    const shown = await t.as(admin).get(`/api/units/show/${created.id}`);
    expect(ZSetupItem.parse(shown.json().response)).toEqual(created);

    const updated = await t.as(admin).post(`/api/units/update/${created.id}`, {
      name: `${name} (m³)`,
      name_np: "घन मिटर (मि³)",
      status: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Fields left out keep their values.
    expect(updated.json().response).toMatchObject({ code: "m3", sort_order: 200, status: false });

    const deleted = await t.as(admin).delete(`/api/units/delete/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await t.as(admin).get(`/api/units/show/${created.id}`)).statusCode).toBe(404);
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs + 3);
    const log = (await t.as(admin).get("/api/activity-logs/all?entity=setup_item&action=create")).json()
      .response.data;
    expect(log[0]).toMatchObject({ entity_id: String(created.id), changes: { list_key: "units" } });
  });

  it("answers 404 for an unknown list and for an id of another list", async () => {
    expect((await t.as(admin).get("/api/no-such-list/all")).statusCode).toBe(404);
    const res = await t.as(admin).post("/api/no-such-list/store", { name: "x", name_np: "x" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message_np: expect.stringContaining("भेटिएन") });
    const unit = (await t.as(admin).get("/api/units/all")).json().response.data[0];
    expect((await t.as(admin).get(`/api/meeting-type/show/${unit.id}`)).statusCode).toBe(404);
    expect((await t.as(admin).delete(`/api/meeting-type/delete/${unit.id}`)).statusCode).toBe(404);
    expect((await t.as(admin).get(`/api/units/show/${unit.id}`)).statusCode).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await t.anonymous.get("/api/units/all")).statusCode).toBe(401);
    expect((await t.anonymous.get("/api/units/options")).statusCode).toBe(401);
    const res = await t.anonymous.post("/api/units/store", { name: "a", name_np: "b" });
    expect(res.statusCode).toBe(401);
  });

  it("lets office staff read but refuses their writes with 403, changing nothing", async () => {
    expect((await t.as(office).get("/api/units/all")).statusCode).toBe(200);
    const unit = (await t.as(office).get("/api/units/all")).json().response.data[0];
    const before = await counts();
    expect((await t.as(office).post("/api/units/store", { name: "Litre", name_np: "लिटर" })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(office).post(`/api/units/update/${unit.id}`, { name: "X", name_np: "X" })).statusCode,
    ).toBe(403);
    expect((await t.as(office).delete(`/api/units/delete/${unit.id}`)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await t.as(admin).get(`/api/units/show/${unit.id}`)).json().response.name).toBe(unit.name);
  });

  it("refuses missing names with 422 field errors in both languages, changing nothing", async () => {
    const before = await counts();
    const res = await t.as(admin).post("/api/units/store", { name: "  ", code: "x".repeat(60) });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(["code", "name", "name_np"]);
    expect(body.errors.name_np).toEqual(["This field is required."]);
    expect(body.errors_np.name_np).toEqual(["यो विवरण आवश्यक छ।"]);
    expect(body.errors_np.code[0]).toContain("५०");
    expect(await counts()).toEqual(before);
  });

  it("refuses a name or code already in the list (ignoring case), but not in another list", async () => {
    const name = unique("Gallon");
    await store("units", { name, name_np: `ग्यालन ${n}`, code: `gal${n}` });
    const before = await counts();
    const res = await t.as(admin).post("/api/units/store", {
      name: name.toUpperCase(),
      name_np: "अर्को",
      code: `GAL${n}`,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["code", "name"]);
    expect(res.json().errors_np.name[0]).toBe("यो सूचीमा यही नामको विवरण पहिल्यै छ।");
    expect(await counts()).toEqual(before);
    await store("meeting-type", { name, name_np: `ग्यालन ${n}` });
  });

  it("keeps sub types under main types of the same list", async () => {
    const main = await store("milestone-types", { name: unique("Survey"), name_np: unique("सर्वेक्षण") });
    const sub = await store("milestone-types", {
      name: unique("Field survey"),
      name_np: unique("स्थलगत सर्वेक्षण"),
      parent_id: main.id,
    });
    expect(sub).toMatchObject({ parent_id: main.id, parent_name: main.name });
    const otherList = (await t.as(admin).get("/api/ayojana-sector/all")).json().response.data[0];
    const before = await counts();
    const refusals: [string, Record<string, unknown>, string][] = [
      ["/api/units/store", { name: "A", name_np: "क", parent_id: main.id }, "This list has no sub types."],
      [
        "/api/milestone-types/store",
        { name: "B", name_np: "ख", parent_id: otherList.id },
        "Choose a main type of this list.",
      ],
      [
        "/api/milestone-types/store",
        { name: "C", name_np: "ग", parent_id: sub.id },
        "Choose a main type of this list.",
      ],
      [
        `/api/milestone-types/update/${main.id}`,
        { name: main.name, name_np: main.name_np, parent_id: main.id },
        "An entry cannot be its own main type.",
      ],
    ];
    for (const [url, payload, message] of refusals) {
      const res = await t.as(admin).post(url, payload);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.parent_id, url).toEqual([message]);
      expect(res.json().errors_np.parent_id[0], url).toMatch(/[\u0900-\u097F]/);
    }
    // A main type with sub types cannot move under another main type.
    const other = await store("milestone-types", { name: unique("Design"), name_np: unique("डिजाइन") });
    const moved = await t.as(admin).post(`/api/milestone-types/update/${main.id}`, {
      name: main.name,
      name_np: main.name_np,
      parent_id: other.id,
    });
    expect(moved.json().errors.parent_id).toEqual([
      "This main type has sub types, so it cannot become a sub type.",
    ]);
    expect((await counts()).logs).toBe(before.logs + 1);
  });

  it("checks the days or months of a reporting duration", async () => {
    const before = await counts();
    const missing = await t
      .as(admin)
      .post("/api/reporting-duration/store", { name: "Bimonthly", name_np: "द्वैमासिक" });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["extra.duration", "extra.duration_unit"]);
    const tooMany = await t.as(admin).post("/api/reporting-duration/store", {
      name: "Bimonthly",
      name_np: "द्वैमासिक",
      extra: { duration_unit: "months", duration: 13 },
    });
    expect(tooMany.json().errors["extra.duration"]).toEqual(["Must be at most 12."]);
    expect(tooMany.json().errors_np["extra.duration"]).toEqual(["बढीमा १२ हुनुपर्छ।"]);
    const onUnits = await t.as(admin).post("/api/units/store", {
      name: "Dozen",
      name_np: "दर्जन",
      extra: { duration: 12 },
    });
    expect(onUnits.json().errors["extra.duration"]).toEqual(["This list does not take this field."]);
    expect(await counts()).toEqual(before);

    const ok = await store("reporting-duration", {
      name: "Bimonthly",
      name_np: "द्वैमासिक",
      extra: { duration_unit: "days", duration: 60 },
    });
    expect(ok.extra).toEqual({ duration_unit: "days", duration: 60 });
  });

  it("refuses to delete a main type with sub types with 409 in both languages", async () => {
    const rows: Item[] = (await t.as(admin).get("/api/ayojana-sector/all?search=Energy")).json().response
      .data;
    const energy = rows.find((r) => r.name === "Energy")!;
    const before = await counts();
    const res = await t.as(admin).delete(`/api/ayojana-sector/delete/${energy.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('"Energy" has 3 sub types; delete them first.');
    expect(res.json().message_np).toBe('"ऊर्जा" अन्तर्गत ३ उप प्रकार छन्; पहिले तिनलाई हटाउनुहोस्।');
    expect(await counts()).toEqual(before);
  });

  it("refuses to delete an entry another record uses with 409, and deletes it once unused", async () => {
    const category = await store("nikaya-category", {
      name: unique("Secretariat"),
      name_np: unique("सचिवालय"),
    });
    const memberType = await store("nikaya-member-type", {
      name: unique("Engineer"),
      name_np: unique("इन्जिनियर"),
    });
    const built = await buildOffice(t.database.db);
    await t.database.db.update(offices).set({ categoryId: category.id }).where(eq(offices.id, built.id));
    await t.database.db
      .insert(officeMembers)
      .values({ nikayaId: built.id, memberTypeId: memberType.id, name: "Sunil" });

    const before = await counts();
    for (const [list, id] of [
      ["nikaya-category", category.id],
      ["nikaya-member-type", memberType.id],
    ] as const) {
      const res = await t.as(admin).delete(`/api/${list}/delete/${id}`);
      expect(res.statusCode, list).toBe(409);
      expect(res.json().message).toContain("is still in use and cannot be deleted");
      expect(res.json().message_np).toContain("प्रयोगमा रहेकाले हटाउन सकिँदैन");
    }
    expect(await counts()).toEqual(before);

    await t.database.db.update(offices).set({ categoryId: null }).where(eq(offices.id, built.id));
    expect((await t.as(admin).delete(`/api/nikaya-category/delete/${category.id}`)).statusCode).toBe(200);
  });

  it("offers active entries to any signed-in user; an inactive main type hides its sub types", async () => {
    const main = await store("ayojana-samasya-types", { name: unique("Legal"), name_np: unique("कानुनी") });
    const sub = await store("ayojana-samasya-types", {
      name: unique("Court case"),
      name_np: unique("मुद्दा"),
      parent_id: main.id,
    });
    const monitor = await loginAs(t.app, "monitor");
    const options = async () =>
      (await t.as(monitor).get("/api/ayojana-samasya-types/options"))
        .json()
        .response.map((o: unknown) => ZSetupOption.parse(o));
    expect((await options()).map((o: { id: number }) => o.id)).toEqual(
      expect.arrayContaining([main.id, sub.id]),
    );
    const subsOnly = (
      await t.as(monitor).get(`/api/ayojana-samasya-types/options?parent_id=${main.id}`)
    ).json().response;
    expect(subsOnly.map((o: { id: number }) => o.id)).toEqual([sub.id]);

    await t.as(admin).post(`/api/ayojana-samasya-types/update/${main.id}`, {
      name: main.name,
      name_np: main.name_np,
      status: false,
    });
    const ids = (await options()).map((o: { id: number }) => o.id);
    expect(ids).not.toContain(main.id);
    expect(ids).not.toContain(sub.id);
  });
});
