// Runs a command with TEST_DATABASE_URL pointing at a PostgreSQL cluster, so that the server integration
// tests run on PostgreSQL too (vitest.config.ts adds the postgres project when the variable is set).
// - TEST_DATABASE_URL already set: the command runs against that cluster (the URL needs rights to create
//   databases; the tests create and drop their own).
// - Otherwise, when PostgreSQL's server binaries are installed (Debian: /usr/lib/postgresql/<version>/bin, or
//   PG_BIN), a throwaway cluster is started in a temporary folder on a free local port (as the `postgres` user
//   when run as root: initdb refuses root), and removed afterwards.
// - Neither: the command runs on SQLite only, with a note; ADM_REQUIRE_POSTGRES=1 (CI) makes that an error.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}

function findBinaries() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((x, y) => Number(y) - Number(x));
  return versions.length > 0 ? join(root, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL binary as the postgres user when we are root. */
function asOwner(binary, args) {
  const [file, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

async function startCluster(bin) {
  const dir = mkdtempSync(join(tmpdir(), "adm-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  asOwner(join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  // A test cluster: durability off (it is deleted afterwards), enough connections for parallel test files.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=300",
  ].join(" ");
  asOwner(join(bin, "pg_ctl"), ["start", "-w", "-D", data, "-l", join(dir, "server.log"), "-o", settings]);
  const stop = () => {
    try {
      asOwner(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
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
