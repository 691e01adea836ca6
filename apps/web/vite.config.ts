import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

export default defineConfig(({ command }) => ({
  // Every asset also as .gz and .br beside it: the server sends them as they are (preCompressed in
  // apps/api/src/app.ts) instead of compressing on each request.
  plugins: [react(), compression({ algorithms: ["gzip", "brotliCompress"] })],
  resolve: {
    // react-router 7 points every import condition at its development build (warnings, dev checks);
    // the production build it also ships is a third smaller in the first load.
    alias:
      command === "build"
        ? [{ find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") }]
        : [],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: true } },
  },
  preview: {
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The manifest lets us measure what each route loads.
    manifest: true,
    sourcemap: false,
    // The budget that matters is per route (scripts/measure-route.mjs), not per chunk.
    chunkSizeWarningLimit: 700,
  },
}));
