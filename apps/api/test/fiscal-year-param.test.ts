import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../src/lib/clock";
import { buildSetupBlock } from "../src/modules/calendar/calendar.service";
import { okResponse } from "./client";
import { admin } from "./demo-users";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

/** Calling every GET route three times takes a while on a busy machine. */
const WHOLE_API_TIMEOUT = 180_000;
const PARAMS: Record<string, string> = { list: "units" };
const urlOf = (url: string) => url.replace(/:([a-z_]+)/g, (_, name: string) => PARAMS[name] ?? "1");

/** Every GET route, called as admin with the header's fiscal year sent as `value` (or not at all). */
const callEveryGet = async (value: string | undefined) => {
  const answers: { url: string; status: number; fieldErrors: string[] }[] = [];
  for (const route of t.app.routeAccess.filter((r) => r.method === "GET")) {
    const url = urlOf(route.url);
    const query = value === undefined ? {} : { fiscal_year_id: value };
    const res = await t.as(admin).get(url, { query });
    const body = res.headers["content-type"]?.toString().includes("json") ? res.json() : {};
    answers.push({ url, status: res.statusCode, fieldErrors: Object.keys(body.errors ?? {}) });
  }
  return answers;
};

describe("fiscal_year_id on every GET (SPEC.md section 7: the header's id or null)", () => {
  it(
    "takes `null`, empty and a missing id as the current year on every route, the dashboard's too",
    async () => {
      for (const value of ["null", "", undefined]) {
        const answers = await callEveryGet(value);
        expect(answers.length).toBeGreaterThan(50);
        const refused = answers.filter((a) => a.fieldErrors.includes("fiscal_year_id") || a.status >= 500);
        expect(refused, `fiscal_year_id=${value}`).toEqual([]);
      }
      const dashboard = okResponse(
        await t.as(admin).get("/api/dashboard/milestone-esthiti", { query: { fiscal_year_id: "null" } }),
      );
      expect(Array.isArray(dashboard)).toBe(true);
      for (const url of [
        "/api/dashboard/pragati-notification",
        "/api/dashboard/comment-notification",
        "/api/dashboard/rating-notification",
      ])
        expect(okResponse(await t.as(admin).get(url, { query: { fiscal_year_id: "null" } }))).toHaveProperty(
          "total",
        );
    },
    WHOLE_API_TIMEOUT,
  );

  it("still refuses a fiscal year id that is not a number, in both languages", async () => {
    const res = await t
      .as(admin)
      .get("/api/dashboard/milestone-esthiti", { query: { fiscal_year_id: "abc" } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.fiscal_year_id).toBeTruthy();
    expect(res.json().errors_np.fiscal_year_id).toBeTruthy();
  });
});

describe("the clock set in BS 2087, after the last fiscal year the seed adds", () => {
  it(
    "finds no current year, and every GET with fiscal_year_id=null still answers without a server error",
    async () => {
      // 2030-09-15 is Bhadra of BS 2087: fiscal year 2087/88, which nobody has added.
      setClock(new Date("2030-09-15T06:00:00Z"));
      const setup = await buildSetupBlock(t.database.db);
      expect(setup.current_date.startsWith("2087-05-")).toBe(true);
      expect(setup.current_fiscal_year_id_by_current_date).toBeNull();
      const answers = await callEveryGet("null");
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      // Without a year a report cannot run: it asks for one (422 on the field), it does not fail.
      const report = await t
        .as(admin)
        .get("/api/reports/monthly-milestone-esthiti", { query: { fiscal_year_id: "null" } });
      expect(report.statusCode).toBe(422);
      expect(report.json().errors_np.fiscal_year_id).toEqual(["सूचीबाट आर्थिक वर्ष छान्नुहोस्।"]);
      const years = okResponse(
        await t.as(admin).get("/api/presets/fiscalyear/all", { query: { fiscal_year_id: "null" } }),
      );
      expect(years.data.some((y: { is_current: boolean }) => y.is_current)).toBe(false);
      expect(
        okResponse(
          await t.as(admin).get("/api/dashboard/milestone-esthiti", { query: { fiscal_year_id: "null" } }),
        ),
      ).toEqual([]);
      setClock(null);
    },
    WHOLE_API_TIMEOUT,
  );
});
