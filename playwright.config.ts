import { defineConfig } from "@playwright/test";

// E2E_PORT and E2E_DIST let several runs share a machine (each with its own server, database and build).
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DB = `test-results/e2e-${PORT}.sqlite`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/playwright.json" }]],
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
    command: `rm -f ${DB}* && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/config.json`,
    env: {
      PORT: String(PORT),
      ADM_DB: DB,
      // Always the fresh SQLite file above, even in a shell where DATABASE_URL names a PostgreSQL database.
      DATABASE_URL: "",
      ADM_SEED_LOGS: "1000000",
      // The v9 hand-over specs use the sign-in link, off unless enabled (issue 28 §10).
      ADM_SIGNIN_LINK: "on",
      ...(process.env.E2E_DIST ? { ADM_DIST: process.env.E2E_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
