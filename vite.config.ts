import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `npm run dev` (scripts/dev.mjs): the console here, its calls and /config.json to the server on PORT.
const server = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 800 },
  worker: { format: "es" },
  server: { proxy: { "/services": server, "/config.json": server } },
});
