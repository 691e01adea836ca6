import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { apiPath } from "../../paths";
import type { Executor } from "../client";
import { districts, localLevelCategories, localLevels, provinces } from "../schema";

type Named = { id: number; name: string };
const dir = apiPath("src/db/seed/data/nepal-admin");
const read = <T>(file: string): T[] => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T[];

/**
 * The source spells some vowel signs as two marks (ा + े for ो, e.g. "काेशी"); Nepali text must be
 * composed the standard way to sort, search and render correctly.
 */
export const normalizeNepali = (text: string): string =>
  text.replaceAll("\u093e\u0947", "\u094b").replaceAll("\u093e\u0948", "\u094c").normalize("NFC").trim();

const pair = <T extends Named>(file: string) => {
  const np = new Map(read<T>(`${file}.np.json`).map((row) => [row.id, row]));
  return read<T>(`${file}.en.json`).map((en) => ({ en, np: np.get(en.id)! }));
};

/** Loads provinces, districts, local levels and their categories once (shared/data/nepal-admin). */
export const seedGeo = async (executor: Executor): Promise<void> => {
  const [{ n }] = await executor.select({ n: sql<number>`count(*)::int` }).from(provinces);
  if (n > 0) return;
  await executor.insert(provinces).values(
    pair<Named>("provinces").map(({ en, np }) => ({
      id: en.id,
      name: en.name,
      nameNp: normalizeNepali(np.name),
    })),
  );
  await executor.insert(districts).values(
    pair<Named & { province_id: number }>("districts").map(({ en, np }) => ({
      id: en.id,
      provinceId: en.province_id,
      name: en.name,
      nameNp: normalizeNepali(np.name),
    })),
  );
  await executor.insert(localLevelCategories).values(
    pair<Named & { short_code: string }>("categories").map(({ en, np }) => ({
      id: en.id,
      name: en.name,
      nameNp: normalizeNepali(np.name),
      shortCode: en.short_code,
    })),
  );
  const levels = pair<Named & { district_id: number; category_id: number; wards: string }>(
    "municipalities",
  ).map(({ en, np }) => ({
    id: en.id,
    districtId: en.district_id,
    categoryId: en.category_id,
    name: en.name,
    nameNp: normalizeNepali(np.name),
    wards: Number.parseInt(en.wards, 10),
  }));
  for (let i = 0; i < levels.length; i += 250)
    await executor.insert(localLevels).values(levels.slice(i, i + 250));
};
