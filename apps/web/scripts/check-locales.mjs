// Fails when np and en locale files differ in files or keys (DESIGN.md, Web conventions).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../src/locales/", import.meta.url).pathname;
const languages = ["np", "en"];

const flatten = (value, prefix = "") =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const files = new Set(
  languages.flatMap((lng) => readdirSync(join(root, lng)).filter((f) => f.endsWith(".json"))),
);
const problems = [];
for (const file of files) {
  const keys = {};
  for (const lng of languages) {
    try {
      keys[lng] = new Set(flatten(JSON.parse(readFileSync(join(root, lng, file), "utf8"))));
    } catch (error) {
      problems.push(`${lng}/${file}: ${error.code === "ENOENT" ? "missing" : error.message}`);
      keys[lng] = new Set();
    }
  }
  for (const [a, b] of [languages, [...languages].reverse()]) {
    for (const key of keys[a])
      if (!keys[b].has(key)) problems.push(`${file}: '${key}' is in ${a} but not in ${b}`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`locales ok: ${files.size} namespaces, np and en keys identical`);
