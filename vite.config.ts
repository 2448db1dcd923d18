import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  build: { outDir: "dist", sourcemap: false, chunkSizeWarningLimit: 800 },
  worker: { format: "es" },
  server: { proxy: { "/services": "http://localhost:8080" } },
});
