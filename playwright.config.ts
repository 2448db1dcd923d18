import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "es-MX",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "rm -f test-results/e2e.sqlite* && node --import tsx server/main.ts",
    url: `http://127.0.0.1:${PORT}/config.json`,
    env: { PORT: String(PORT), ADM_DB: "test-results/e2e.sqlite", ADM_SEED_LOGS: "1000000" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
