import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

// Everything a run may be pointed elsewhere with: ports 84xx and /tmp builds keep it off other people's
// e2e runs (8301/8302) and off dist/.
export const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
export const BENCH_DB = resolve(ROOT, process.env.BENCH_DB ?? "data/bench/large.sqlite");
export const APP_DIST = process.env.BENCH_DIST ?? "/tmp/bench-dist";
export const HARNESS_DIST = process.env.BENCH_HARNESS_DIST ?? "/tmp/bench-harness-dist";
export const PORT = Number(process.env.BENCH_PORT ?? 8400);
export const HARNESS_PORT = PORT + 1;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const RESULTS = resolve(ROOT, "bench/results/latest.json");

/** Fixtures of the large seed (server/seed/demo-users.ts, end-user-fixtures.ts). */
export const STAFF = { email: "soporte@adm.test", plain: "Demo2026!" };
export const ADMIN = { email: "admin@adm.test", plain: "Demo2026!" };
export const SUBSCRIBER_EMAIL = "maria.lopez@correo.test";
export const REGION = "mexico";
