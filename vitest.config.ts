import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/server/**/*.test.ts"],
    environment: "node",
    testTimeout: 20000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
  },
});
