// A throwaway PostgreSQL cluster from the machine's server binaries: initdb in a temporary folder, a free local
// port, run as the `postgres` user when we are root (initdb refuses root). Used by with-postgres.mjs (the test
// cluster of `npm test`) and by the start-up tests that play a fresh Debian machine's steps.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder of initdb and pg_ctl: PG_BIN, else Debian's newest /usr/lib/postgresql/<version>/bin; or null. */
export function findBinaries() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((x, y) => Number(y) - Number(x));
  return versions.length > 0 ? join(root, versions[0], "bin") : null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** A command line run as the cluster's owner: the postgres user when we are root, else ourselves. */
export function asOwnerArgs(file, args) {
  return isRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
}

function asOwner(binary, args) {
  const [file, argv] = asOwnerArgs(binary, args);
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Starts a cluster and returns its superuser URL, its socket folder and port, and stop() (which removes it).
 * `hostAuth` is how TCP connections authenticate: "trust" for the test cluster, "scram-sha-256" to play a
 * fresh Debian machine (whose local socket lets the postgres user in, and whose TCP asks for passwords).
 */
export async function startCluster(bin, { hostAuth = "trust" } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "adm-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const auth = ["--auth-local=trust", `--auth-host=${hostAuth}`];
  asOwner(join(bin, "initdb"), ["-D", data, "-U", "postgres", ...auth, "-E", "UTF8", "--no-sync"]);
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
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, socketDir: dir, port, stop };
}
