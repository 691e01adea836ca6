import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = (folder) => JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8"));

/** The built API: one ES module beside the sources (apps/api/dist, ignored by git). */
const API_BUNDLE = join(root, "apps/api/dist/main.js");

/**
 * Builds the API into JavaScript once, before it runs: the process then loads no compiler (tsx held about
 * 65 MB and compiled every source at start). The workspace's own TypeScript (the API and @pragati/domain)
 * goes into the bundle; every other package stays in node_modules, loaded as it is. Takes under a second,
 * so `npm start` and the benchmark build every time and never run a stale bundle.
 */
export const buildApi = () => {
  const api = manifest("apps/api");
  const domain = manifest("packages/domain");
  buildSync({
    entryPoints: [join(root, "apps/api/src/main.ts")],
    outfile: API_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    // Node keeps a loaded source map in memory for good; the sources themselves are on disk beside it.
    sourcesContent: false,
    logLevel: "warning",
    external: [
      ...Object.keys(api.dependencies).filter((name) => name !== "@pragati/domain"),
      ...Object.keys(domain.dependencies),
    ],
  });
};

/**
 * How the API process is started, by `npm start`, the journeys and the benchmark alike (after
 * `buildApi`). The V8 old space is capped at 256 MB: every request streams or pages, so the live heap
 * stays far below it, and without a cap V8 lets garbage grow the process by hundreds of MB before
 * collecting (the 100,000-row Excel export: 427 MB at peak uncapped, under 300 MB capped, in the same
 * 12 s). The young generation keeps V8's default: with Zod 4.6's lighter schemas the idle process is
 * under 150 MB without capping it, and a cap (8 MB a semi-space) slowed the admin dashboard. Stack traces in the log name the TypeScript sources: Node decodes the
 * bundle's source map on the first stack trace it formats and keeps it (about 20 MB), so nothing at start may
 * read an error's stack (fastify-plugin does, to name a plugin whose function has no name).
 */
export const API_NODE_ARGS = ["--max-old-space-size=256", "--enable-source-maps", API_BUNDLE];
