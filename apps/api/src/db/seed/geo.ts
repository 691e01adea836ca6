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

/**
 * One spelling per place: the source spells a few places differently as a district and as a local level
 * (काठमाडौँ and काठमाण्डौं for Kathmandu) or misspells one. Each variant on the left is written as the
 * spelling on the right, the one the place's own government uses; places that only share an English name
 * (Madi of Chitwan, माडी, and of Kaski, मादी) keep their own names.
 */
const PLACE_SPELLINGS: Readonly<Record<string, string>> = {
  काठमाडौँ: "काठमाडौं",
  काठमाण्डौं: "काठमाडौं",
  ईलाम: "इलाम",
  सिरहा: "सिराहा",
  प्यूठान: "प्युठान",
  बाग्मति: "बागमती",
  बिष्णुपुर: "विष्णुपुर",
  अन्नपुर्ण: "अन्नपूर्ण",
  माहाकाली: "महाकाली",
};

/** A place's Nepali name as stored: composed the standard way, in its one spelling. */
const placeName = (text: string): string => {
  const name = normalizeNepali(text);
  return PLACE_SPELLINGS[name] ?? name;
};

/** Databases loaded before a spelling was chosen are brought to it (a few rows; runs at every start). */
const respellPlaces = async (executor: Executor): Promise<void> => {
  const pairs = sql.join(
    Object.entries(PLACE_SPELLINGS).map(([variant, chosen]) => sql`(${variant}, ${chosen})`),
    sql`, `,
  );
  for (const table of [provinces, districts, localLevels])
    await executor.execute(
      sql`UPDATE ${table} SET name_np = v.chosen FROM (VALUES ${pairs}) AS v(variant, chosen) WHERE ${table}.name_np = v.variant`,
    );
};

const pair = <T extends Named>(file: string) => {
  const np = new Map(read<T>(`${file}.np.json`).map((row) => [row.id, row]));
  return read<T>(`${file}.en.json`).map((en) => ({ en, np: np.get(en.id)! }));
};

/** Loads provinces, districts, local levels and their categories once (shared/data/nepal-admin). */
export const seedGeo = async (executor: Executor): Promise<void> => {
  const [{ n }] = await executor.select({ n: sql<number>`count(*)::int` }).from(provinces);
  if (n > 0) return respellPlaces(executor);
  await executor.insert(provinces).values(
    pair<Named>("provinces").map(({ en, np }) => ({
      id: en.id,
      name: en.name,
      nameNp: placeName(np.name),
    })),
  );
  await executor.insert(districts).values(
    pair<Named & { province_id: number }>("districts").map(({ en, np }) => ({
      id: en.id,
      provinceId: en.province_id,
      name: en.name,
      nameNp: placeName(np.name),
    })),
  );
  await executor.insert(localLevelCategories).values(
    pair<Named & { short_code: string }>("categories").map(({ en, np }) => ({
      id: en.id,
      name: en.name,
      nameNp: placeName(np.name),
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
    nameNp: placeName(np.name),
    wards: Number.parseInt(en.wards, 10),
  }));
  for (let i = 0; i < levels.length; i += 250)
    await executor.insert(localLevels).values(levels.slice(i, i + 250));
};
