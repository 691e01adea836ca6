import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { okResponse } from "../../../test/client";
import { admin } from "../../../test/demo-users";
import { buildUser, countRows, findFiscalYear, officeByCode } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { seedReference } from "../../db/seed/reference";
import { setClock } from "../../lib/clock";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => setClock(null));
afterAll(() => t.close());

type Year = { id: number; title: string; title_np: string; is_current: boolean; provisional: boolean };

const years = async (): Promise<Year[]> =>
  okResponse(await t.as(admin).get("/api/presets/fiscalyear/all", { query: { per_page: 1000 } })).data;
const currentYearId = async () =>
  (await t.as(admin).get("/api/profile/get-profile", { query: { fiscal_year_id: "null" } })).json().setup
    .current_fiscal_year_id_by_current_date;
const lastActivity = async () =>
  (
    (await t.database.db.execute(
      sql`SELECT action, entity, entity_id FROM activity_logs ORDER BY id DESC LIMIT 1`,
    )) as unknown as { rows: { action: string; entity: string; entity_id: string }[] }
  ).rows[0];

const NEXT = { title: "2086/87", title_np: "२०८६/८७", start_from: "2086-04-01", end_at: "2087-03-31" };

describe("fiscal-year administration", () => {
  it("adds the next year ahead of Shrawan; it becomes current on 1 Shrawan, provisional until 2086 and 2087 are confirmed", async () => {
    // 2029-06-01 is Jestha 2086: 2085/86 is current and admin prepares 2086/87.
    setClock(new Date("2029-06-01T06:00:00Z"));
    const res = await t.as(admin).post("/api/presets/fiscalyear/store", NEXT);
    const added = okResponse(res) as Year & { start_from: string; end_at: string; end_at_ad: string };
    expect(res.json().message_np).toBe("आर्थिक वर्ष २०८६/८७ थपियो।");
    expect(added).toMatchObject({
      title: "2086/87",
      start_from: "2086-04-01",
      is_current: false,
      provisional: true,
    });
    expect(await lastActivity()).toEqual({
      action: "create",
      entity: "fiscal_year",
      entity_id: String(added.id),
    });
    expect((await years()).find((y) => y.is_current)?.title).toBe("2085/86");

    setClock(new Date("2029-07-20T06:00:00Z"));
    expect((await years()).find((y) => y.is_current)?.id).toBe(added.id);
    expect(res.json().setup).toBeDefined();
  });

  it("checks titles and dates against the month table, in both languages", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...NEXT, start_from: "2088-04-33" }, "start_from", "पात्रोको वि.सं. मिति YYYY-MM-DD ढाँचामा लेख्नुहोस्।"],
      [{ ...NEXT, start_from: "2088-04-01", end_at: "2088-03-31" }, "end_at", "अन्त्य मिति सुरु मितिपछि हुनुपर्छ।"],
      [
        { ...NEXT, start_from: "2088-04-01", end_at: "2089-04-01" },
        "end_at",
        "अन्त्य मिति सुरु मितिकै आर्थिक वर्ष (२०८८/८९: साउन १ देखि असार मसान्तसम्म) भित्र पर्नुपर्छ।",
      ],
      [
        { ...NEXT, start_from: "2083-04-01", end_at: "2084-03-32" },
        "start_from",
        "आर्थिक वर्ष २०८३/८४ पहिल्यै छ।",
      ],
      [{ ...NEXT, title: " " }, "title", ""],
    ];
    for (const [body, field, np] of cases) {
      const res = await t.as(admin).post("/api/presets/fiscalyear/store", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], field).toBeTruthy();
      if (np) expect(res.json().errors_np[field]).toEqual([np]);
    }
  });

  it("edits a year's titles and dates; its start stays in its own fiscal year", async () => {
    const row = (await years()).find((y) => y.title === "2086/87")!;
    const edited = okResponse(
      await t.as(admin).post(`/api/presets/fiscalyear/update/${row.id}`, {
        ...NEXT,
        title: "FY 2086/87",
        end_at: "२०८७-०३-३०",
      }),
    );
    expect(edited).toMatchObject({ title: "FY 2086/87", end_at: "2087-03-30" });
    expect(await lastActivity()).toEqual({
      action: "update",
      entity: "fiscal_year",
      entity_id: String(row.id),
    });
    const moved = await t.as(admin).post(`/api/presets/fiscalyear/update/${row.id}`, {
      ...NEXT,
      start_from: "2087-04-01",
      end_at: "2088-03-30",
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.start_from[0]).toContain("2086/87");
    expect((await t.as(admin).post("/api/presets/fiscalyear/update/999999", NEXT)).statusCode).toBe(404);
  });

  it("refuses removing a year in use with 409 in both languages, and removes an unused one", async () => {
    const current = (await years()).find((y) => y.title === "2083/84")!;
    const logs = await countRows(t.database.db, "activity_logs");
    const refused = await t.as(admin).delete(`/api/presets/fiscalyear/delete/${current.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("2083/84 is in use");
    expect(refused.json().message_np).toContain("२०८३/८४ प्रयोगमा छ");
    expect(await countRows(t.database.db, "activity_logs")).toBe(logs);

    const unused = (await years()).find((y) => y.title === "FY 2086/87")!;
    const removed = await t.as(admin).delete(`/api/presets/fiscalyear/delete/${unused.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message_np).toBe("आर्थिक वर्ष २०८६/८७ हटाइयो।");
    expect((await years()).some((y) => y.id === unused.id)).toBe(false);
    expect(await lastActivity()).toEqual({
      action: "delete",
      entity: "fiscal_year",
      entity_id: String(unused.id),
    });
    expect((await t.as(admin).delete(`/api/presets/fiscalyear/delete/${unused.id}`)).statusCode).toBe(404);
  });

  it("the seed does not add again a year admin removed", async () => {
    const oldest = await findFiscalYear(t.database.db, { startYear: 2078 });
    okResponse(await t.as(admin).delete(`/api/presets/fiscalyear/delete/${oldest.id}`));
    await seedReference(t.database.db);
    expect((await years()).some((y) => y.title === "2078/79")).toBe(false);
  });

  it("refuses office staff and monitoring users with 403", async () => {
    const office = await officeByCode(t.database.db, "305");
    const year = (await years())[0];
    for (const role of ["nikaya", "sachib", "anugaman-admin"]) {
      const user = await buildUser(t.database.db, { role, nikayaId: office.id });
      expect((await t.as(user).post("/api/presets/fiscalyear/store", NEXT)).statusCode).toBe(403);
      expect((await t.as(user).post(`/api/presets/fiscalyear/update/${year.id}`, NEXT)).statusCode).toBe(403);
      expect((await t.as(user).delete(`/api/presets/fiscalyear/delete/${year.id}`)).statusCode).toBe(403);
      expect((await t.as(user).post("/api/calendar/month-table/confirm/2090")).statusCode).toBe(403);
    }
  });
});

describe("the clock in BS 2087", () => {
  it("finds no current year until admin adds 2087/88; then every GET with fiscal_year_id=null reads it", async () => {
    setClock(new Date("2030-09-15T06:00:00Z"));
    expect((await years()).some((y) => y.is_current)).toBe(false);
    const added = okResponse(
      await t.as(admin).post("/api/presets/fiscalyear/store", {
        title: "2087/88",
        title_np: "२०८७/८८",
        start_from: "2087-04-01",
        end_at: "2088-03-30",
      }),
    );
    expect(added.is_current).toBe(true);
    expect(await currentYearId()).toBe(added.id);
    // The report asked for a year while there was none (fiscal-year-param test); now it runs on 2087/88.
    const report = await t
      .as(admin)
      .get("/api/reports/monthly-milestone-esthiti", { query: { fiscal_year_id: "null" } });
    expect(report.statusCode, report.body).toBe(200);
  });
});

describe("provisional month tables", () => {
  it("admin confirms a BS year: it is logged, the years it holds stop being provisional, and a second confirm is 409", async () => {
    const table = okResponse(await t.anonymous.get("/api/calendar/month-table"));
    const confirmed = (year: number) => table.years.find((y: { year: number }) => y.year === year)?.confirmed;
    expect(confirmed(2083)).toBe(true);
    expect(confirmed(2084)).toBe(false);
    // 2083/84 ends in Ashadh 2084, a provisional year.
    expect((await years()).find((y) => y.title === "2083/84")?.provisional).toBe(true);

    const res = await t.as(admin).post("/api/calendar/month-table/confirm/2084");
    const after = okResponse(res);
    expect(res.json().message_np).toBe("वि.सं. २०८४ का महिनाका दिन पुष्टि भए।");
    expect(after.years.find((y: { year: number }) => y.year === 2084).confirmed).toBe(true);
    expect(await lastActivity()).toEqual({ action: "confirm", entity: "calendar_year", entity_id: "2084" });
    const list = await years();
    expect(list.find((y) => y.title === "2083/84")?.provisional).toBe(false);
    expect(list.find((y) => y.title === "2084/85")?.provisional).toBe(true);

    const again = await t.as(admin).post("/api/calendar/month-table/confirm/2084");
    expect(again.statusCode).toBe(409);
    expect(again.json().message_np).toContain("पहिल्यै पुष्टि");
    expect((await t.as(admin).post("/api/calendar/month-table/confirm/2150")).statusCode).toBe(404);
  });
});
