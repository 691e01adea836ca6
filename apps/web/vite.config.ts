import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
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
});
