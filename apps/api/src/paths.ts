import fs from "node:fs";
import path from "node:path";

/**
 * The API package's folder, found by walking up to its package.json: the sources run from `src/` (tests,
 * CLI) and the built server from `dist/` (`build.mjs`), so a folder beside the sources (migrations, seed
 * data, fonts) is named from here, never relative to the running file.
 */
const findApiRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, "utf8")).name === "@pragati/api")
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @pragati/api package.json above ${from}`);
  }
};

export const API_ROOT = findApiRoot(import.meta.dirname);

/** The repository's root (the web app's build, the default data folder). */
export const REPO_ROOT = path.resolve(API_ROOT, "../..");

/** A file or folder of the API package, e.g. `apiPath("src/db/migrations")`. */
export const apiPath = (...parts: string[]): string => path.join(API_ROOT, ...parts);
