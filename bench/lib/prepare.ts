import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../../server/db/database.ts";
import { SCALES } from "../../server/seed/index.ts";
import {
  APP_DIST,
  BENCH_DATABASE_URL,
  BENCH_DB,
  BENCH_LOCATION,
  BENCH_REPLICAS,
  BENCH_SCALE,
  HARNESS_DIST,
  REPLICA_PORT,
  ROOT,
} from "./env.ts";
import { run, type Service, startService } from "./processes.ts";

const NODE = process.execPath;

/** A PostgreSQL database already holds the large seed when its end users are all there. */
async function postgresSeeded(): Promise<boolean> {
  const db = openDatabase(BENCH_DATABASE_URL, { poolSize: 1 });
  try {
    const row = await db
      .selectFrom("end_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return row.n >= SCALES[BENCH_SCALE].endUsers;
  } catch {
    return false; // no tables yet
  } finally {
    await db.destroy();
  }
}

/** The large seed takes minutes and gigabytes: made once, reused by later runs (BENCH_SCALE: another scale). */
export async function ensureLargeSeed(): Promise<void> {
  const shown = BENCH_DATABASE_URL ? "the PostgreSQL database" : BENCH_DB;
  if (BENCH_DATABASE_URL ? await postgresSeeded() : existsSync(BENCH_DB)) {
    console.log(`bench: reusing ${shown}`);
    return;
  }
  console.log(`bench: seeding ${shown} at the ${BENCH_SCALE} scale…`);
  // --force: a PostgreSQL database holding less than the large seed (an interrupted one) is replaced on purpose.
  await run(
    NODE,
    ["--import", "tsx", "server/seed/cli.ts", "--scale", BENCH_SCALE, "--force", "--db", BENCH_LOCATION],
    {
      cwd: ROOT,
    },
  );
}

/** The production build of the console and the harness pages, each in its own folder outside dist/. */
export async function buildBundles(): Promise<void> {
  const vite = resolve(ROOT, "node_modules/vite/bin/vite.js");
  const viteBuild = (config: string, outDir: string) =>
    run(NODE, [vite, "build", "--logLevel", "warn", "-c", config, "--outDir", outDir, "--emptyOutDir"], {
      cwd: ROOT,
    });
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`bench: building the console into ${APP_DIST}…`);
    // The production config plus a chunks.json report (bench/tools/chunks.config.ts).
    await viteBuild("bench/tools/chunks.config.ts", APP_DIST);
    console.log(`bench: building the harness pages into ${HARNESS_DIST}…`);
    await viteBuild("bench/harness/vite.config.ts", HARNESS_DIST);
  }
}

export type Servers = Pick<Service, "url" | "stop"> & { urls: string[] };

/**
 * One reference server process on `port` over the bench's database, serving the built console; resolves once
 * it answers its readiness call. The load suite starts (and kills) its own this way.
 */
export function startServerProcess(port: number): Promise<Service> {
  // DATABASE_URL is set either way: a value inherited from the shell must not redirect a SQLite run.
  const database = { DATABASE_URL: BENCH_DATABASE_URL, ADM_DB: BENCH_DB };
  return startService(NODE, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { PORT: String(port), ...database, ADM_DIST: APP_DIST, NODE_ENV: "production" },
    url: `http://127.0.0.1:${port}`,
    readyPath: "/config.json",
    timeoutMs: 120_000,
  });
}

/** The reference server over the large seed, serving the built console; BENCH_REPLICAS processes of it. */
export async function startServer(): Promise<Servers> {
  if (BENCH_REPLICAS > 1 && !BENCH_DATABASE_URL)
    throw new Error("bench: several replicas need BENCH_DATABASE_URL");
  const replicas = await Promise.all(
    Array.from({ length: BENCH_REPLICAS }, (_, i) => startServerProcess(REPLICA_PORT(i))),
  );
  return {
    url: replicas[0].url,
    urls: replicas.map((r) => r.url),
    stop: async () => void (await Promise.all(replicas.map((r) => r.stop()))),
  };
}
