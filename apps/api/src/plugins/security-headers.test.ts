import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD } from "../lib/passwords";

describe("security headers", () => {
  let plain: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    [plain, https] = await Promise.all([createTestApp(), createTestApp({ env: { HTTPS: "1" } })]);
  });

  afterAll(async () => {
    await Promise.all([plain.close(), https.close()]);
  });

  it("sends Cache-Control: no-store on every API answer, the login token's included", async () => {
    const answers = await Promise.all([
      plain.anonymous.post("/api/login", { username: "admin", password: DEMO_PASSWORD }),
      plain.anonymous.post("/api/login", { username: "admin", password: "wrong" }),
      plain.as({ username: "admin" }).get("/api/profile/get-profile"),
      plain.anonymous.get("/api/profile/get-profile"),
      plain.anonymous.get("/api/no-such-route"),
    ]);
    expect(answers[0].data.response.token).toBeTruthy();
    for (const res of answers) expect(res.headers["cache-control"], res.body).toBe("no-store");
  });

  it("sends neither HSTS nor upgrade-insecure-requests unless the deployment says it is HTTPS", async () => {
    const res = await plain.anonymous.get("/api/health");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");

    const secure = await https.anonymous.get("/api/health");
    expect(secure.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(secure.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
