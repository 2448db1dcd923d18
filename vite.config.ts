import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompressAssets } from "./server/asset-precompression.ts";

// `npm run dev` (scripts/dev.mjs): the console here, its calls and /config.json to the server on PORT.
const server = `http://localhost:${process.env.PORT ?? 8080}`;

// The server sends dist/'s .br and .gz copies to the browsers that accept them (server/static-console.ts).
const precompress: Plugin = {
  name: "adm-precompress",
  apply: "build",
  writeBundle(output) {
    if (output.dir) precompressAssets(output.dir);
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 800 },
  worker: { format: "es" },
  server: { proxy: { "/services": server, "/config.json": server } },
});
