// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL cluster, so that the server integration
// tests run on PostgreSQL too (vitest.config.ts adds the postgres project when the variable is set).
// - TEST_DATABASE_URL already set: the command runs against that cluster (the URL needs rights to create
//   databases; the tests create and drop their own).
// - Otherwise, when PostgreSQL's server binaries are installed (Debian: /usr/lib/postgresql/<version>/bin, or
//   PG_BIN), a throwaway cluster is started in a temporary folder on a free local port (as the `postgres` user
//   when run as root: initdb refuses root), and removed afterwards.
// - Neither: the command runs on SQLite only, with a note; ADM_REQUIRE_POSTGRES=1 (CI) makes that an error.
import { spawn } from "node:child_process";
import { findBinaries, startCluster } from "./postgres-cluster.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}

function run(env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: "inherit", env, shell: false });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let status;
if (process.env.TEST_DATABASE_URL) {
  status = await run(process.env);
} else {
  const bin = findBinaries();
  if (!bin) {
    const message =
      "PostgreSQL's server binaries were not found (install Debian's postgresql package, or set PG_BIN or TEST_DATABASE_URL)";
    if (process.env.ADM_REQUIRE_POSTGRES === "1") {
      console.error(`${message}: the PostgreSQL run is required here.`);
      process.exit(1);
    }
    console.warn(`${message}: the server tests run on SQLite only.`);
    status = await run(process.env);
  } else {
    const cluster = await startCluster(bin);
    console.log(`PostgreSQL test cluster from ${bin} on ${cluster.url}`);
    try {
      status = await run({ ...process.env, TEST_DATABASE_URL: cluster.url });
    } finally {
      cluster.stop();
    }
  }
}
process.exit(status);
