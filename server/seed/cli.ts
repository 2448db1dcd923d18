import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";
import { SCALES, type Scale, seedDatabase } from "./index.ts";

// Usage: node --import tsx server/seed/cli.ts --scale small|large [--db path] [--logs N] [--until ISO]
// (--until: where the edge monitoring data ends; default now)
// Recreates the database from scratch.
const { values } = parseArgs({
  options: {
    scale: { type: "string", default: "small" },
    db: { type: "string", default: process.env.ADM_DB ?? "data/adm.sqlite" },
    logs: { type: "string" },
    until: { type: "string" },
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

const path = values.db;
mkdirSync(dirname(path), { recursive: true });
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });

const started = performance.now();
const db = openDatabase(path);
await migrateToLatest(db);
const report = await seedDatabase(db, { scale, logs, now: monitoringUntil });
await db.destroy();
console.log(`seeded ${path} (${scale}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(JSON.stringify(report, null, 2));
