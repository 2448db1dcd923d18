import { afterAll } from "vitest";

// Setup file of the postgres project: each test file's connection pools close when the file ends. Imported
// when the file ends, not before it starts: a static import would load the server (argon2 included) ahead of
// the test file's vi.mock calls, which then could not replace those modules.
afterAll(async () => (await import("./test-database.ts")).closeTestDatabases());
