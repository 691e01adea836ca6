import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { REPO_ROOT } from "../src/paths";

/**
 * The official OCDS 1.1 and OC4IDS 0.9 schemas and code lists, read where every checkout has them
 * (`../shared/standards` beside the repository, never copied into it), for the open-data tests. The
 * package schemas name the release, record and project schemas by URL: each is registered by its id.
 */
export const STANDARDS = path.resolve(REPO_ROOT, "../shared/standards");

const SCHEMA_FILES = [
  "ocds/release-schema.json",
  "ocds/versioned-release-validation-schema.json",
  "ocds/record-schema.json",
  "ocds/release-package-schema.json",
  "ocds/record-package-schema.json",
  "oc4ids/project-schema.json",
  "oc4ids/project-package-schema.json",
];

const readSchema = (file: string) => JSON.parse(readFileSync(path.join(STANDARDS, file), "utf8"));

/** Draft-04 validation with formats; the standards' own keywords (codelist, deprecated, ...) are ignored. */
export const standardsValidator = () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  const ids: Record<string, string> = {};
  for (const file of SCHEMA_FILES) {
    const schema = readSchema(file);
    ajv.addSchema(schema);
    ids[file] = schema.id;
  }
  /** The validation errors of `json` against the schema of `file` (empty when valid). */
  return (file: string, json: unknown) => {
    const validate = ajv.getSchema(ids[file]);
    if (!validate) throw new Error(`No schema ${file}`);
    return validate(json) ? [] : (validate.errors ?? []);
  };
};

/** The codes of a code list (its CSV's first column). */
export const codeList = (standard: "ocds" | "oc4ids", name: string): Set<string> =>
  new Set(
    readFileSync(path.join(STANDARDS, standard, "codelists", `${name}.csv`), "utf8")
      .split(/\r?\n/)
      .slice(1)
      .filter((line) => line.trim() !== "")
      .map((line) => line.split(",")[0].replace(/^"|"$/g, "")),
  );
