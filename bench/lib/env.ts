import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Scale } from "../../server/seed/context.ts";

// Everything a run may be pointed elsewhere with: ports 84xx and /tmp builds keep it off other people's
// e2e runs (8301/8302) and off dist/.
export const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
export const BENCH_DB = resolve(ROOT, process.env.BENCH_DB ?? "data/bench/large.sqlite");
/** A PostgreSQL database (postgres://…) to bench instead of the SQLite file; seeded at the large scale if empty. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "";
/** The seed's scale: large unless a short validation run asks for small (with its own BENCH_DB). */
export const BENCH_SCALE: Scale = process.env.BENCH_SCALE === "small" ? "small" : "large";
/** Where the server's data lives: the PostgreSQL URL when given, else the SQLite file. */
export const BENCH_LOCATION = BENCH_DATABASE_URL || BENCH_DB;
/** Server processes sharing the database (several need PostgreSQL). */
export const BENCH_REPLICAS = Number(process.env.BENCH_REPLICAS ?? 1);
/** Shown after the server figures' names, so runs on other targets are told apart. */
export const BENCH_TARGET = BENCH_DATABASE_URL
  ? ` [postgres${BENCH_REPLICAS > 1 ? `, ${BENCH_REPLICAS} replicas` : ""}]`
  : "";
export const APP_DIST = process.env.BENCH_DIST ?? "/tmp/bench-dist";
export const HARNESS_DIST = process.env.BENCH_HARNESS_DIST ?? "/tmp/bench-harness-dist";
export const PORT = Number(process.env.BENCH_PORT ?? 8400);
export const HARNESS_PORT = PORT + 1;
/** Replica i listens on REPLICA_PORT(i): the first on PORT, the next ones after the harness port. */
export const REPLICA_PORT = (i: number) => (i === 0 ? PORT : PORT + 1 + i);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The load suite's own server (started, killed and restarted by the suite), clear of the replicas' ports. */
export const LOAD_PORT = PORT + 50;
export const RESULTS = resolve(ROOT, "bench/results/latest.json");

/** Fixtures of the large seed (server/seed/demo-users.ts, end-user-fixtures.ts). */
export const STAFF = { email: "soporte@adm.test", plain: "Demo2026!" };
export const ADMIN = { email: "admin@adm.test", plain: "Demo2026!" };
export const SUBSCRIBER_EMAIL = "maria.lopez@correo.test";
export const REGION = "mexico";
