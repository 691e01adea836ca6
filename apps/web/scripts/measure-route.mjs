// Gzipped JS a route needs on first load: the entry chunk, the route's lazy chunk and their static imports.
// Usage: node scripts/measure-route.mjs src/modules/auth/pages/login-page.tsx (after `vite build`)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", dist), "utf8"));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const route = process.argv[2] ?? "src/modules/auth/pages/login-page.tsx";
if (!manifest[route]) throw new Error(`${route} is not a chunk in the manifest`);

const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entry);
visit(route);

let raw = 0;
let gzip = 0;
for (const key of seen) {
  const bytes = readFileSync(new URL(manifest[key].file, dist));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${route}: ${seen.size} chunks, ${kb(raw)} raw, ${kb(gzip)} gzipped JS`);
