import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLock, setSettings } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { Db } from "../../db/client";
import { buildSetupBlock, fiscalYearsWithCurrent } from "./calendar.service";

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/** The database with a count of the statements sent through it. */
const counted = () => {
  let statements = 0;
  const executor = new Proxy(db, {
    get: (target, key, receiver) => {
      const value = Reflect.get(target, key, receiver);
      if (key !== "select" && key !== "execute") return value;
      return (...args: unknown[]) => {
        statements += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { executor, statements: () => statements };
};

describe("the setup block's reference rows, kept while their version stands", () => {
  it("reads them again only after a write: one statement while nothing changed", async () => {
    await setSettings(db, { reasonLimit: 4 });
    const first = counted();
    expect((await buildSetupBlock(first.executor)).reason_limit).toBe(4);
    expect(first.statements()).toBeGreaterThan(1);
    const second = counted();
    expect((await buildSetupBlock(second.executor)).reason_limit).toBe(4);
    expect(second.statements()).toBe(1);
  });

  it("sees a write made outside the product's services (raw SQL, another instance) on the next read", async () => {
    await buildSetupBlock(db);
    await db.execute(sql`UPDATE app_settings SET reason_limit = 6 WHERE id = 1`);
    expect((await buildSetupBlock(db)).reason_limit).toBe(6);
    const { current } = await fiscalYearsWithCurrent(db);
    await db.execute(sql`UPDATE fiscal_years SET title_np = 'नयाँ शीर्षक' WHERE id = ${current?.id}`);
    const after = await fiscalYearsWithCurrent(db);
    expect(after.rows.find((row) => row.id === current?.id)?.titleNp).toBe("नयाँ शीर्षक");
    await db.execute(sql`UPDATE fiscal_years SET title_np = ${current?.titleNp} WHERE id = ${current?.id}`);
  });

  it("shows a global lock set and lifted at once", async () => {
    expect((await buildSetupBlock(db)).lock_status.action_plan_lock).toBe(false);
    await setLock(db, { on: true });
    expect((await buildSetupBlock(db)).lock_status.action_plan_lock).toBe(true);
    await setLock(db, { on: false });
    expect((await buildSetupBlock(db)).lock_status.action_plan_lock).toBe(false);
  });

  it("never serves a rolled-back change, though the transaction saw its own", async () => {
    await setSettings(db, { descriptionLimit: 500 });
    expect((await buildSetupBlock(db)).description_limit).toBe(500);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE app_settings SET description_limit = 90 WHERE id = 1`);
        expect((await buildSetupBlock(tx)).description_limit).toBe(90);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await buildSetupBlock(db)).description_limit).toBe(500);
  });
});
