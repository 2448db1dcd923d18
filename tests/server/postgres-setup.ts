import { afterAll } from "vitest";
import { closeTestDatabases } from "./test-database.ts";

// Setup file of the postgres project: each test file's connection pools close when the file ends.
afterAll(closeTestDatabases);
