import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let routes: { method: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      url: url.replace(/\{[^}]+\}/g, "1"),
    })),
  );
});
afterAll(() => t.close());

/** Calls anyone may make without a token; everything else must answer 401. */
const PUBLIC = new Set([
  "GET /api/health",
  "POST /api/login",
  "POST /api/forgot-password",
  "POST /api/verify-otp",
  "POST /api/reset-password",
  "GET /api/calendar/month-table",
  // SPEC.md section 2: the public report (aggregate figures only).
  "GET /api/reports/monthly-kiryakalap-suru-pragati-esthiti",
  // Issue 34: open data, published for anyone (no personal data; docs/product-rules.md "Open data").
  "GET /api/open/ocds/releases",
  "GET /api/open/ocds/records",
  "GET /api/open/ocds/releases.jsonl",
  "GET /api/open/oc4ids/projects",
]);

describe("the API surface", () => {
  it("documents its routes in OpenAPI at /api/docs", async () => {
    const json = await t.anonymous.get("/api/docs/json");
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain("/api/profile/get-profile");
    expect((await t.anonymous.get("/api/docs")).statusCode).toBeLessThan(400);
  });

  it("answers 401 without a token on every private call", async () => {
    const privateRoutes = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.url}`));
    expect(privateRoutes.length).toBeGreaterThan(8);
    for (const route of privateRoutes) {
      const res = await t.anonymous.inject({ method: route.method as "GET", url: route.url, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it("answers 401 for a made-up token", async () => {
    const res = await t.as("not-a-token").get("/api/profile/get-profile");
    expect(res.statusCode).toBe(401);
  });

  it("answers health with database state and version", async () => {
    const res = await t.anonymous.get("/api/health");
    expect(res.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers 404 in the error shape for unknown API paths", async () => {
    const res = await t.anonymous.get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it("never answers 500 or a stack trace to malformed bodies", async () => {
    const token = await loginAs(t.app, "admin");
    const posts = routes.filter((r) => r.method === "POST" && r.url !== "/api/logout");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(fc.json(), fc.string(), fc.constant("{"), fc.constant("null")),
        async (route, body) => {
          const res = await t
            .as(token)
            .post(route.url, body, { headers: { "content-type": "application/json" } });
          expect(res.statusCode, `${route.url} ${body}`).toBeLessThan(500);
          expect(res.body).not.toContain("    at ");
        },
      ),
      { numRuns: 150 },
    );
  });
});
