import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Harness pages for `npm run bench`: the real data table, export and a stock cmdk peer, built like the app
// (production React, same plugins) into a folder of their own: vite build -c bench/harness/vite.config.ts.
const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": resolve(here, "../../src") } },
  build: {
    outDir: "/tmp/bench-harness-dist",
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // The pages bundle every locale file (src/i18n/all-texts.ts) beside the console's per-screen loaders.
      checks: { ineffectiveDynamicImport: false },
      input: {
        table: resolve(here, "table.html"),
        cmdk: resolve(here, "cmdk.html"),
        scroll: resolve(here, "scroll.html"),
        histogram: resolve(here, "histogram.html"),
      },
    },
  },
  worker: { format: "es" },
});
