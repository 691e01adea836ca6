// Every locale key exists in both languages (DESIGN.md, web conventions).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const dir = "apps/web/src/locales";
const keys = (obj, prefix = "") =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
let failed = false;
const files = existsSync(join(dir, "np")) ? readdirSync(join(dir, "np")).filter((f) => f.endsWith(".json")) : [];
for (const file of files) {
  const np = keys(JSON.parse(readFileSync(join(dir, "np", file), "utf8")));
  const enPath = join(dir, "en", file);
  if (!existsSync(enPath)) {
    console.error(`${file}: no English twin`);
    failed = true;
    continue;
  }
  const en = keys(JSON.parse(readFileSync(enPath, "utf8")));
  const onlyNp = np.filter((k) => !en.includes(k));
  const onlyEn = en.filter((k) => !np.includes(k));
  if (onlyNp.length || onlyEn.length) {
    console.error(`${file}: only in np [${onlyNp.join(", ")}], only in en [${onlyEn.join(", ")}]`);
    failed = true;
  }
}
for (const file of existsSync(join(dir, "en")) ? readdirSync(join(dir, "en")) : [])
  if (!files.includes(file)) {
    console.error(`${file}: no Nepali twin`);
    failed = true;
  }
if (failed) process.exit(1);
console.log(`${files.length} namespaces, keys identical in np and en.`);
