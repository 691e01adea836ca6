import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { productionProblems } from "../db/seed/production-guard";
import { AppError } from "../lib/errors";
import { createAdmin } from "./create-admin";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("admin:create and the production guard", () => {
  it("the production guard names the demo accounts and the demo password", async () => {
    const problems = await productionProblems(t.database.db);
    expect(problems.join("\n")).toContain("demo accounts exist");
    expect(problems.join("\n")).toContain('admin "admin" uses the demo password');
  });

  it("creates an administrator who can log in", async () => {
    await createAdmin(t.database.db, { username: "Chief", name: "Chief Admin", password: "Strong-pass-42" });
    const token = await loginAs(t.app, "chief", "Strong-pass-42");
    const res = await t.as(token).get("/api/activity-logs/all");
    expect(res.statusCode).toBe(200);
  });

  it("refuses the demo password, weak passwords, bad usernames and duplicates", async () => {
    await expect(
      createAdmin(t.database.db, { username: "x1", name: "X", password: "Demo@12345" }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      createAdmin(t.database.db, { username: "ok-name", name: "X", password: "short" }),
    ).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      createAdmin(t.database.db, { username: "admin", name: "X", password: "Strong-pass-42" }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
