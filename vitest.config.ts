import { defineConfig } from "vitest/config";

const SERVER_TESTS = ["tests/server/**/*.test.ts"];
// Tests that need several server processes on one PostgreSQL: the postgres project only.
const POSTGRES_ONLY = ["tests/server/**/*.postgres.test.ts"];
// The sqlite project only: generated tests that copy the in-memory SQLite database for every call
// (copyTestApp), the tests starting server processes on SQLite files (their PostgreSQL side is a
// *.postgres.test.ts), and the reading of the container files (no database at all).
const SQLITE_ONLY = [
  "tests/server/access-matrix.test.ts",
  "tests/server/call-fuzz.test.ts",
  "tests/server/startup.test.ts",
  "tests/server/compiled-server.test.ts",
  "tests/server/container-files.test.ts",
];

// The server integration suite runs twice: on in-memory SQLite with the unit tests, and on PostgreSQL when
// TEST_DATABASE_URL names a cluster (scripts/with-postgres.mjs starts a throwaway one for `npm test`).
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: "postgres",
          include: SERVER_TESTS,
          exclude: SQLITE_ONLY,
          // A file seeding its own database (other options than the template's) takes seconds on a busy machine.
          hookTimeout: 60_000,
          env: { ADM_TEST_DIALECT: "postgres" },
          globalSetup: ["tests/server/postgres-global-setup.ts"],
          setupFiles: ["tests/server/postgres-setup.ts"],
        },
      },
    ]
  : [];

export default defineConfig({
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    environment: "node",
    testTimeout: 20000,
    // beforeAll hooks seed a database each: seconds on a quiet machine, more on a shared one.
    hookTimeout: 60000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest.json" }]],
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "bench/**/*.test.ts", ...SERVER_TESTS],
          exclude: POSTGRES_ONLY,
          // The console's texts load per screen; its tests render with all of them there from the start.
          setupFiles: ["src/i18n/test-setup.ts"],
        },
      },
      ...postgres,
    ],
  },
});
