import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows, sql } from "../client";
import { normalizeNepali } from "./geo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("reference data: Nepal's administrative divisions", () => {
  it("loads 7 provinces, 77 districts, 753 local levels and 4 categories", async () => {
    expect(await countRows(t.database.db, "provinces")).toBe(7);
    expect(await countRows(t.database.db, "districts")).toBe(77);
    expect(await countRows(t.database.db, "local_levels")).toBe(753);
    expect(await countRows(t.database.db, "local_level_categories")).toBe(4);
  });

  it("composes Nepali vowel signs the standard way", async () => {
    expect(normalizeNepali("काेशी प्रदेश")).toBe("कोशी प्रदेश");
    const [koshi] = await queryRows<{ name_np: string }>(
      t.database.db,
      sql`SELECT name_np FROM provinces WHERE id = 1`,
    );
    expect(koshi.name_np).toBe("कोशी प्रदेश");
    const [bad] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM local_levels WHERE name_np LIKE ${"%\u093e\u0947%"}`,
    );
    expect(bad.n).toBe(0);
  });

  it("keeps ward counts as numbers", async () => {
    const [row] = await queryRows<{ wards: number }>(
      t.database.db,
      sql`SELECT wards FROM local_levels WHERE name = 'Shadanand'`,
    );
    expect(row.wards).toBe(14);
  });
});
