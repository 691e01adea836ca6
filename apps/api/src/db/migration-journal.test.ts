import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { apiPath } from "../paths";

type Entry = { idx: number; tag: string; when: number };
const folder = apiPath("src/db/migrations");
const entries = (JSON.parse(fs.readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: Entry[] })
  .entries;

/**
 * drizzle's migrator runs a migration only when its journal time (`when`) is newer than the newest one a
 * database has applied, so a migration dated before an earlier one is skipped on every database that
 * is upgraded rather than created. Entries up to 0039 were written before this was checked (0034 to 0036
 * carry times ahead of 0037 to 0039); every later one must be newer than all before it.
 */
const CHECKED_FROM = "0040_";

describe("the migration journal", () => {
  it("dates every migration from 0040 on after every migration before it", () => {
    const first = entries.findIndex((entry) => entry.tag.startsWith(CHECKED_FROM));
    expect(first).toBeGreaterThan(0);
    for (let i = first; i < entries.length; i++) {
      const newestBefore = Math.max(...entries.slice(0, i).map((entry) => entry.when));
      expect(entries[i].when, entries[i].tag).toBeGreaterThan(newestBefore);
    }
  });

  it("has one SQL file per entry and no file without an entry", () => {
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""))
      .sort();
    expect(files).toEqual(entries.map((entry) => entry.tag).sort());
  });
});
