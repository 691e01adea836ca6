/**
 * Architecture rules (ARCHITECTURE.md "Layers"), checked by `npm run check:architecture` in `npm test`.
 * A rule that fires names a design problem: move the code, never loosen the rule.
 */
const WEB = "^apps/web/src";
const API = "^apps/api/src";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-shared-layers-never-import-features",
      comment: "ui/, lib/ and state/ sit below every module: they never import modules/, shell/ or app/.",
      severity: "error",
      from: { path: `${WEB}/(ui|lib|state)/` },
      to: { path: `${WEB}/(modules|shell|app)/` },
    },
    {
      name: "web-modules-never-import-app-or-shell",
      comment: "A module owns its room: what it shares with others lives in state/, ui/ or lib/.",
      severity: "error",
      from: { path: `${WEB}/modules/` },
      to: { path: `${WEB}/(app|shell)/` },
    },
    {
      name: "web-shell-never-imports-app",
      comment: "app/ assembles the shell and the modules; the shell does not reach back into it.",
      severity: "error",
      from: { path: `${WEB}/shell/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: "web-module-to-module-through-index",
      comment: "Another module is reached only through its public index.ts.",
      severity: "error",
      from: { path: `${WEB}/modules/([^/]+)/` },
      to: {
        path: `${WEB}/modules/[^/]+/`,
        pathNot: [`${WEB}/modules/$1/`, `${WEB}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "web-shell-to-modules-through-index",
      comment: "The shell uses a module through its public index.ts.",
      severity: "error",
      from: { path: `${WEB}/shell/` },
      to: { path: `${WEB}/modules/[^/]+/`, pathNot: `${WEB}/modules/[^/]+/index\\.ts$` },
    },
    {
      name: "web-app-to-modules-through-index-or-routes",
      comment:
        "app/ assembles each module's routes.tsx (signed-in) and open-routes.tsx (before sign-in); anything else comes through index.ts.",
      severity: "error",
      from: { path: `${WEB}/app/` },
      to: {
        path: `${WEB}/modules/[^/]+/`,
        pathNot: `${WEB}/modules/[^/]+/(index\\.ts|(open-)?routes\\.tsx)$`,
      },
    },
    {
      name: "domain-imports-no-app",
      comment: "packages/domain is pure and shared: it never imports the API, the web app or the e2e suite.",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
    {
      name: "domain-does-no-io",
      comment: "packages/domain has no I/O: no Node built-ins outside its tests.",
      severity: "error",
      from: { path: "^packages/domain/src/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "api-lib-and-plugins-never-import-modules",
      comment: "lib/ and plugins/ serve every module; a module's code never flows down into them.",
      severity: "error",
      from: { path: `${API}/(lib|plugins)/` },
      to: { path: `${API}/modules/` },
    },
    {
      name: "api-modules-never-import-demo-seed",
      comment: "Demo data is for `npm start` in demo mode; no product code may depend on it.",
      severity: "error",
      from: { path: `${API}/(modules|lib|plugins|jobs)/` },
      to: { path: `${API}/db/seed/demo` },
    },
    {
      name: "apps-do-not-import-each-other",
      comment: "The API and the web app share code only through packages/domain.",
      severity: "error",
      from: { path: "^apps/(api|web)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|data)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
    tsConfig: { fileName: "tsconfig.base.json" },
  },
};
