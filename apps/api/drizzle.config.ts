import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every schema file, so a new module's tables are found without editing an index.
  schema: "./apps/api/src/db/schema/*.ts",
  out: "./apps/api/src/db/migrations",
});
