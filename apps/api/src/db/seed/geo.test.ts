import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows, sql } from "../client";
import { normalizeNepali, seedGeo } from "./geo";

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

  it("spells each place one way: a district and the local level of its name alike, Kathmandu as काठमाडौं", async () => {
    const districtsAndTheirTowns = await queryRows<{ name: string; district: string; level: string }>(
      t.database.db,
      sql`SELECT d.name, d.name_np AS district, l.name_np AS level
            FROM districts d JOIN local_levels l ON l.name = d.name AND l.district_id = d.id`,
    );
    expect(districtsAndTheirTowns.length).toBeGreaterThanOrEqual(4);
    for (const row of districtsAndTheirTowns) expect(row.level, row.name).toBe(row.district);
    const kathmandu = await queryRows<{ name_np: string }>(
      t.database.db,
      sql`SELECT name_np FROM districts WHERE name = 'Kathmandu' UNION ALL SELECT name_np FROM local_levels WHERE name = 'Kathmandu'`,
    );
    expect(kathmandu.map((row) => row.name_np)).toEqual(["काठमाडौं", "काठमाडौं"]);
    const bagmati = await queryRows<{ name_np: string }>(
      t.database.db,
      sql`SELECT DISTINCT name_np FROM local_levels WHERE name = 'Bagmati'`,
    );
    expect(bagmati).toEqual([{ name_np: "बागमती" }]);
  });

  it("brings a database loaded with the source's spellings to the chosen one at the next start", async () => {
    await t.database.db.execute(sql`UPDATE local_levels SET name_np = 'काठमाण्डौं' WHERE name = 'Kathmandu'`);
    await seedGeo(t.database.db);
    const [row] = await queryRows<{ name_np: string }>(
      t.database.db,
      sql`SELECT name_np FROM local_levels WHERE name = 'Kathmandu'`,
    );
    expect(row.name_np).toBe("काठमाडौं");
  });

  it("keeps ward counts as numbers", async () => {
    const [row] = await queryRows<{ wards: number }>(
      t.database.db,
      sql`SELECT wards FROM local_levels WHERE name = 'Shadanand'`,
    );
    expect(row.wards).toBe(14);
  });
});
