import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { roles } from "../db/schema";
import { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from "./db-errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failure = async (write: () => Promise<unknown>): Promise<unknown> => {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write did not fail");
};

describe("database error codes", () => {
  it("recognises a unique violation and a foreign-key violation through the driver's wrapping", async () => {
    const user = await buildUser(t.database.db, { role: "reviewer" });
    const duplicate = await failure(() =>
      buildUser(t.database.db, { role: "reviewer", username: user.username }),
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);

    const inUse = await failure(() => t.database.db.delete(roles).where(eq(roles.slug, "reviewer")));
    expect(pgErrorCode(inUse)).toBe("23503");
    expect(isForeignKeyViolation(inUse)).toBe(true);
  });

  it("finds no code on other errors", () => {
    expect(pgErrorCode(new Error("boom"))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });
});
