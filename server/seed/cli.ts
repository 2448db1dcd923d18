import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { isPostgresUrl, openDatabase, shownLocation } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";
import { EXPECTED_ROWS } from "./expected-rows.ts";
import { SCALES, type Scale, seedDatabase } from "./index.ts";
import { confirmOverwrite, databaseExists, overwriteChoice, refusal, schemaTables } from "./overwrite.ts";
import { progressReporter } from "./progress.ts";

// Usage: node --import tsx server/seed/cli.ts --scale small|large [--db path|postgres://…] [--logs N] [--until ISO]
//        [--force]
// --until: where the edge monitoring data ends (default now).
// Recreates the database from scratch: a SQLite file is deleted; on PostgreSQL every table of the current
// schema is dropped. An existing database is replaced only when the terminal's user says yes, or with --force
// (without a terminal, no --force is a refusal, exit code 1). --db defaults to DATABASE_URL, then ADM_DB, then
// data/adm.sqlite. Progress goes to stderr (stage, rows, rate, time left); the report to stdout.
const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "small" },
    db: { type: "string", default: process.env.DATABASE_URL ?? process.env.ADM_DB ?? "data/adm.sqlite" },
    logs: { type: "string" },
    until: { type: "string" },
    force: { type: "boolean", default: false },
  },
});

const scale = values.scale as Scale;
if (!(scale in SCALES)) {
  console.error(`--scale must be one of ${Object.keys(SCALES).join(", ")}`);
  process.exit(2);
}
const logs = values.logs === undefined ? undefined : Number(values.logs);
if (logs !== undefined && (!Number.isSafeInteger(logs) || logs < 0)) {
  console.error("--logs must be a non-negative integer");
  process.exit(2);
}

const monitoringUntil = values.until === undefined ? Date.now() : Date.parse(values.until);
if (!Number.isFinite(monitoringUntil)) {
  console.error("--until must be an ISO 8601 instant");
  process.exit(2);
}

const location = values.db;
const shown = shownLocation(location);
const choice = overwriteChoice({
  exists: await databaseExists(location, () => openDatabase(location, { poolSize: 1 })),
  force: values.force,
  interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
});
if (choice === "refuse") {
  console.error(refusal(shown));
  process.exit(1);
}
if (choice === "ask" && !(await confirmOverwrite(shown))) {
  console.error("seed: nothing was changed");
  process.exit(1);
}

if (!isPostgresUrl(location)) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${location}${suffix}`, { force: true });
}

const started = performance.now();
const db = openDatabase(location);
if (isPostgresUrl(location)) {
  for (const name of await schemaTables(db))
    await sql`drop table if exists ${sql.table(name)} cascade`.execute(db);
}
await migrateToLatest(db);
// The expected rows hold for the scale's own log count; another --logs count moves the total by the difference.
const expectedRows = EXPECTED_ROWS[scale] + (logs === undefined ? 0 : logs - SCALES[scale].logs);
const progress = progressReporter(process.stderr, expectedRows);
const report = await seedDatabase(db, { scale, logs, now: monitoringUntil, progress: progress.sink });
progress.end();
await db.destroy();
console.log(`seeded ${shown} (${scale}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(JSON.stringify(report, null, 2));
