import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { DEMO_PASSWORD } from "../../lib/passwords";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (user: { username: string }, password: string) =>
  t.as(user).post("/api/profile/change-password", {
    old_password: DEMO_PASSWORD,
    password,
    password_confirmation: password,
  });

describe("new passwords", () => {
  it("refuses a common password such as password1, in both languages", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const res = await change(user, "password1");
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password).toEqual(["This password is too common. Choose another."]);
    expect(res.data.errors_np.password).toEqual(["यो पासवर्ड धेरैले प्रयोग गर्ने खालको छ। अर्को छान्नुहोस्।"]);
    expect((await change(user, "Letmein1")).statusCode).toBe(422);
  });

  it("refuses a password containing the username, in any case", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    const res = await change(user, `X${user.username.toUpperCase()}9z`);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password).toEqual(["The password must not contain the username."]);
    expect(res.data.errors_np.password).toEqual(["पासवर्डमा प्रयोगकर्ता नाम हुनु हुँदैन।"]);
  });

  it("accepts an uncommon password", async () => {
    const user = await buildUser(t.database.db, { role: "nikaya" });
    expect((await change(user, "Kathmandu-Hills-42")).statusCode).toBe(200);
  });
});
