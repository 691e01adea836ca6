// Fails when np and en locale files differ in files or keys (DESIGN.md, Web conventions), or when a locale
// string uses a term docs/glossary.md retired.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../src/locales/", import.meta.url).pathname;
const glossaryPath = new URL("../../../docs/glossary.md", import.meta.url).pathname;
const languages = ["np", "en"];

const flatten = (value, prefix = "") =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const strings = (value, prefix = "") =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => strings(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

/** Rows of the glossary's "Terms" table: retired terms and the phrases in which they stay correct. */
const glossaryRows = () => {
  const text = readFileSync(glossaryPath, "utf8");
  const table = text.slice(text.indexOf("## Terms"));
  const list = (cell) =>
    cell
      .split(";")
      .map((term) => term.trim())
      .filter(Boolean);
  return table
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("| ---") && !line.startsWith("| Concept"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map(([, concept, english, nepali, retired = "", allowed = ""]) => ({
      concept,
      keep: `${english} / ${nepali}`,
      retired: list(retired),
      allowed: list(allowed),
    }));
};

const devanagari = /[\u0900-\u097F]/;
const escapeRegExp = (term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where a locale string uses a retired term; allowed phrases are removed first. */
const retiredUses = (lng, value, rows) =>
  rows.flatMap((row) => {
    const masked = row.allowed.reduce((text, phrase) => text.split(phrase).join(" "), value);
    return row.retired
      .filter((term) => devanagari.test(term) === (lng === "np"))
      .filter((term) =>
        lng === "np" ? masked.includes(term) : new RegExp(`\\b${escapeRegExp(term)}\\b`, "i").test(masked),
      )
      .map((term) => `'${term}' is retired for ${row.concept}; use ${row.keep}`);
  });

const files = new Set(
  languages.flatMap((lng) => readdirSync(join(root, lng)).filter((f) => f.endsWith(".json"))),
);
const problems = [];
const rows = glossaryRows();
if (rows.length === 0) problems.push(`${glossaryPath}: no rows in its "Terms" table`);
for (const file of files) {
  const keys = {};
  for (const lng of languages) {
    try {
      const content = JSON.parse(readFileSync(join(root, lng, file), "utf8"));
      keys[lng] = new Set(flatten(content));
      for (const [key, value] of strings(content))
        for (const use of retiredUses(lng, value, rows)) problems.push(`${lng}/${file}: '${key}': ${use}`);
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
console.log(
  `locales ok: ${files.size} namespaces, np and en keys identical, no term retired by docs/glossary.md (${rows.length} concepts)`,
);
