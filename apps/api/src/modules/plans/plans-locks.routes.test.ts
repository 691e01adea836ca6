import { ZPlanLocks } from "@pragati/domain/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildOffice,
  buildUser,
  loginAs,
  officeByCode,
  setLock,
  setOfficeLock,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["admin", "office", "reviewer"]) tokens[name] = await loginAs(t.app, name);
  for (const code of ["336-01", "336-01-01", "305"]) ids[code] = (await officeByCode(t.database.db, code)).id;
});
afterAll(() => t.close());

const locks = async (as: string) => {
  const res = await t.as(tokens[as]).get("/api/plans-policy/locks");
  expect(res.statusCode, res.body).toBe(200);
  return ZPlanLocks.parse(res.json().response);
};

describe("GET api/plans-policy/locks", () => {
  it("names the locked offices of the caller's scope only, and follows the global lock", async () => {
    expect(await locks("office")).toMatchObject({ action_plan_lock: false, locked_offices: [] });

    await setOfficeLock(t.database.db, ids["336-01-01"], true);
    await setOfficeLock(t.database.db, ids["305"], true);
    try {
      const own = await locks("office");
      expect(own.locked_offices.map((o) => o.id)).toEqual([ids["336-01-01"]]);
      expect(own.locked_offices[0].name_np).not.toBe("");
      // Admin sees every office, so both.
      expect((await locks("admin")).locked_offices.map((o) => o.id).sort()).toEqual(
        [ids["336-01-01"], ids["305"]].sort(),
      );
    } finally {
      await setOfficeLock(t.database.db, ids["336-01-01"], false);
      await setOfficeLock(t.database.db, ids["305"], false);
    }

    await setLock(t.database.db, { on: true });
    try {
      expect(await locks("office")).toMatchObject({ action_plan_lock: true, locked_offices: [] });
    } finally {
      await setLock(t.database.db, { on: false });
    }
  });

  it("shows a user without an office no office locks", async () => {
    const office = await buildOffice(t.database.db);
    await setOfficeLock(t.database.db, office.id, true);
    const user = await buildUser(t.database.db, { role: "nikaya", nikayaId: null });
    const token = await loginAs(t.app, user.username);
    const res = await t.as(token).get("/api/plans-policy/locks");
    expect(res.statusCode).toBe(200);
    expect(res.json().response.locked_offices).toEqual([]);
  });

  it("needs a session (401) and plan.view (403)", async () => {
    expect((await t.anonymous.get("/api/plans-policy/locks")).statusCode).toBe(401);
    const res = await t.as(tokens.reviewer).get("/api/plans-policy/locks");
    expect(res.statusCode).toBe(403);
  });
});
