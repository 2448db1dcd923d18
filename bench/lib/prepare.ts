import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { APP_DIST, BENCH_DB, HARNESS_DIST, PORT, ROOT } from "./env.ts";
import { run, type Service, startService } from "./processes.ts";

const NODE = process.execPath;

/** The large seed takes about two minutes and 2.5 GB: made once, reused by later runs. */
export async function ensureLargeSeed(): Promise<void> {
  if (existsSync(BENCH_DB)) {
    console.log(`bench: reusing ${BENCH_DB}`);
    return;
  }
  console.log(`bench: seeding ${BENCH_DB} at the large scale (about two minutes)…`);
  await run(NODE, ["--import", "tsx", "server/seed/cli.ts", "--scale", "large", "--db", BENCH_DB], {
    cwd: ROOT,
  });
}

/** The production build of the console and the harness pages, each in its own folder outside dist/. */
export async function buildBundles(): Promise<void> {
  const vite = resolve(ROOT, "node_modules/vite/bin/vite.js");
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log(`bench: building the console into ${APP_DIST}…`);
    // The production config plus a chunks.json report (bench/tools/chunks.config.ts).
    await run(
      NODE,
      [
        vite,
        "build",
        "--logLevel",
        "warn",
        "-c",
        "bench/tools/chunks.config.ts",
        "--outDir",
        APP_DIST,
        "--emptyOutDir",
      ],
      { cwd: ROOT },
    );
    console.log(`bench: building the harness pages into ${HARNESS_DIST}…`);
    await run(
      NODE,
      [
        vite,
        "build",
        "--logLevel",
        "warn",
        "-c",
        "bench/harness/vite.config.ts",
        "--outDir",
        HARNESS_DIST,
        "--emptyOutDir",
      ],
      { cwd: ROOT },
    );
  }
}

/** The reference server over the large seed, serving the built console. */
export function startServer(): Promise<Service> {
  const url = `http://127.0.0.1:${PORT}`;
  return startService(NODE, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { PORT: String(PORT), ADM_DB: BENCH_DB, ADM_DIST: APP_DIST, NODE_ENV: "production" },
    url,
    readyPath: "/config.json",
    timeoutMs: 120_000,
  });
}
