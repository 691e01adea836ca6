import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * How the API process is started, by `npm start` and by the benchmark alike. The V8 old space is
 * capped at 256 MB: every request streams or pages, so the live heap stays far below it, and without
 * a cap V8 lets garbage grow the process by hundreds of MB before collecting (the 100,000-row Excel
 * export: 427 MB at peak uncapped, under 300 MB capped, in the same 12 s). The young generation is
 * capped at 8 MB a semi-space (V8's default grows to 16): a 50,000-row treasury import then stays under
 * 300 MB; 4 MB saved a little more but slowed the admin dashboard at size L from a median of 46 ms to 73.
 */
export const API_NODE_ARGS = [
  "--max-old-space-size=256",
  "--max-semi-space-size=8",
  "--import",
  "tsx",
  join(root, "apps/api/src/main.ts"),
];
