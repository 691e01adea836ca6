// Fails when np and en locale files differ in files or keys (DESIGN.md, Web conventions), when a locale
// string uses a term docs/glossary.md retired, or when a Nepali locale string holds a Latin digit. Nepali
// text written in the sources (server messages, report names, letters, the web's components) is held to
// the glossary's Nepali terms too.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("../src/locales/", import.meta.url).pathname;
const repo = new URL("../../../", import.meta.url).pathname;
const glossaryPath = join(repo, "docs/glossary.md");
/** Source trees whose Nepali string literals are checked; tests and demo data are not product text. */
const sourceRoots = ["apps/api/src", "packages/domain/src", "apps/web/src"].map((dir) => join(repo, dir));
/**
 * The treasury files' own column names and report titles, recognised as the FCGO writes them, and the
 * reference data's variant place spellings, named where they are respelled.
 */
const sourceData = new Set(["packages/domain/src/treasury/layouts.ts", "apps/api/src/db/seed/geo.ts"]);
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
  const from = text.indexOf("## Terms");
  const next = text.indexOf("\n## ", from + 1);
  const table = text.slice(from, next === -1 ? undefined : next);
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

/**
 * A Latin digit in Nepali text, outside `{{placeholders}}` (their values are formatted by the screen), or
 * a date pattern written in English letters.
 */
const latinDigit = (value) => /[0-9]|YYYY/.test(value.replace(/\{\{[^}]*\}\}/g, ""));

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "seed" || entry.name === "locales" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
const literal = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

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
      for (const [key, value] of strings(content)) {
        for (const use of retiredUses(lng, value, rows)) problems.push(`${lng}/${file}: '${key}': ${use}`);
        if (lng === "np" && latinDigit(value))
          problems.push(`${lng}/${file}: '${key}': a Latin digit in Nepali text; write it in Devanagari`);
      }
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
/**
 * Every literal key a component passes to `t("…")` exists in its namespace (one of the file's
 * `useTranslation` namespaces, or the one named before `:`), so a key removed from the locales cannot leave
 * a raw key on screen. The `reports` namespace also holds the domain's report texts (lib/i18n.ts), added at
 * run time, so its keys are not checked here.
 */
const knownKeys = new Map(
  [...files].map((file) => [
    file.replace(/\.json$/, ""),
    new Set(flatten(JSON.parse(readFileSync(join(root, "en", file), "utf8")))),
  ]),
);
const hasKey = (ns, key) => {
  const keys = knownKeys.get(ns);
  return keys !== undefined && (keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`));
};
for (const path of sourceFiles(join(repo, "apps/web/src"))) {
  const text = readFileSync(path, "utf8");
  const namespaces = [...text.matchAll(/useTranslation\(\s*"([\w-]+)"/g)].map((m) => m[1]);
  for (const match of text.matchAll(/\bt\(\s*"([\w.:-]+)"/g)) {
    const [named, key] = match[1].includes(":") ? match[1].split(":") : [null, match[1]];
    const candidates = named ? [named] : namespaces;
    if (candidates.length === 0 || candidates.includes("reports")) continue;
    if (!candidates.some((ns) => hasKey(ns, key))) {
      const line = text.slice(0, match.index).split("\n").length;
      problems.push(
        `${relative(repo, path)}:${line}: no key '${key}' in the '${candidates.join("' or '")}' locales`,
      );
    }
  }
}

let sources = 0;
for (const path of sourceRoots.flatMap(sourceFiles)) {
  if (sourceData.has(relative(repo, path))) continue;
  sources += 1;
  const text = readFileSync(path, "utf8");
  for (const match of text.matchAll(literal)) {
    if (!devanagari.test(match[0])) continue;
    const line = text.slice(0, match.index).split("\n").length;
    for (const use of retiredUses("np", match[0], rows))
      problems.push(`${relative(repo, path)}:${line}: ${use}`);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `locales ok: ${files.size} namespaces, np and en keys identical, no Latin digit in Nepali, no term retired by docs/glossary.md (${rows.length} concepts) in them or in ${sources} source files`,
);
