// `npm run admin:create -- --username NAME --name "Full name" [--email E]`; the password comes from
// ADMIN_PASSWORD or is typed at the prompt. Works on PGlite (DATA_DIR) and PostgreSQL (DATABASE_URL).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { readConfig } from "../config";
import { openDatabase } from "../db/client";
import { seed } from "../db/seed";
import { AppError } from "../lib/errors";
import { createAdmin } from "./create-admin";

const { values } = parseArgs({
  options: { username: { type: "string" }, name: { type: "string" }, email: { type: "string" } },
});
if (!values.username || !values.name) {
  console.error('Usage: npm run admin:create -- --username NAME --name "Full name" [--email E]');
  process.exit(2);
}
const password =
  process.env.ADMIN_PASSWORD ??
  (await (async () => {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question("Password for the new administrator: ");
    rl.close();
    return answer;
  })());

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await seed(database.db, { demo: false });
  const { id } = await createAdmin(database.db, {
    username: values.username,
    name: values.name,
    email: values.email,
    password,
  });
  console.log(`Administrator "${values.username}" created (id ${id}).`);
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    for (const [field, messages] of Object.entries(error.errors ?? {}))
      console.error(`  ${field}: ${messages.join(", ")}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
