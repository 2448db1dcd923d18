import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOwnerArgs, type Cluster, findBinaries, startCluster } from "../../scripts/postgres-cluster.mjs";
import { type StartupParams, type StartupText, startupText } from "../../server/i18n/startup-messages.ts";
import { freePort, runUntilExit, type ServerProcess, startServer } from "./server-process.ts";

// The README's PostgreSQL steps, as written there, on a throwaway cluster set up like a fresh Debian machine's
// (the postgres user in through the local socket, passwords over TCP); then each way a start can fail, told in
// one line (Spanish: the machine's language is unset) with exit status 1.

const README_SECTION = /^## PostgreSQL\n[\s\S]*?```sh\n([\s\S]*?)```/m;
const AS_POSTGRES = "sudo -u postgres ";

/** The section's commands: those run as the postgres user, and the URL the server is started with. */
function readmeSteps() {
  const block = readFileSync("README.md", "utf8").match(README_SECTION)?.[1];
  if (!block) throw new Error("README.md has no ## PostgreSQL section with a sh block");
  const lines = block.split("\n");
  const url = block.match(/DATABASE_URL=(postgres:\/\/\S+)/)?.[1];
  if (!url) throw new Error("README.md's PostgreSQL steps name no DATABASE_URL");
  return {
    asPostgres: lines
      .filter((line) => line.startsWith(AS_POSTGRES))
      .map((line) => line.slice(AS_POSTGRES.length)),
    url,
  };
}

let cluster: Cluster;
let url: URL;
let server: ServerProcess;

beforeAll(async () => {
  const bin = findBinaries();
  if (!bin)
    throw new Error("PostgreSQL's server binaries are needed (Debian's postgresql package, or PG_BIN)");
  cluster = await startCluster(bin, { hostAuth: "scram-sha-256" });
  const steps = readmeSteps();
  expect(steps.asPostgres.join("\n")).toMatch(/CREATE ROLE[\s\S]*createdb/);
  // `sudo -u postgres` on Debian reaches the default cluster through its socket; here, the throwaway one's.
  for (const command of steps.asPostgres) {
    const [file, args] = asOwnerArgs("sh", ["-c", command]);
    execFileSync(file, args, {
      env: { ...process.env, PGHOST: cluster.socketDir, PGPORT: String(cluster.port) },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  url = new URL(steps.url);
  url.port = String(cluster.port);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

describe("the README's PostgreSQL steps", () => {
  it("give a role, a database and a URL the server starts with, and then answers", async () => {
    server = await startServer("readme", { DATABASE_URL: url.href });
    const reply = await fetch(`${server.base}/services/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@adm.test", plain: "Demo2026!" }),
    });
    expect(reply.status).toBe(200);
    // A new database is migrated and seeded first: seconds alone, more on a shared machine.
  }, 180_000);
});

describe("a start that cannot work says what to do, in one line, and exits with 1", {
  timeout: 60_000,
}, () => {
  async function expectFailure(databaseUrl: URL, text: StartupText, params: StartupParams) {
    const ended = await runUntilExit({ DATABASE_URL: databaseUrl.href, PORT: String(await freePort()) });
    expect(ended.stderr).toBe(`${startupText("es", text, params)}\n`);
    expect(ended.code).toBe(1);
  }
  const variant = (change: (copy: URL) => void) => {
    const copy = new URL(url);
    change(copy);
    return copy;
  };
  const onDatabase = (database: string) =>
    variant((copy) => {
      copy.pathname = `/${database}`;
    });
  /** What the line names: the URL's address, its user and its database. */
  const named = (database = "adm", port = cluster.port) => ({
    address: `${url.hostname}:${port}`,
    user: "adm",
    database,
  });

  it("PostgreSQL unreachable at the URL's address", async () => {
    const port = await freePort();
    const nobody = variant((copy) => {
      copy.port = String(port);
    });
    await expectFailure(nobody, "database_unreachable", named("adm", port));
  });

  it("a wrong password", async () => {
    const wrong = variant((copy) => {
      copy.password = "not-the-secret";
    });
    await expectFailure(wrong, "database_credentials", named());
  });

  it("a database that does not exist", async () => {
    await expectFailure(onDatabase("adm_missing"), "database_missing", named("adm_missing"));
  });

  it("a database the role may not create tables in (another owner's, as PostgreSQL 15 makes it)", async () => {
    const socket = ["-h", cluster.socketDir, "-p", String(cluster.port)];
    for (const [binary, args] of [
      ["createdb", [...socket, "adm_other"]],
      ["psql", [...socket, "-d", "adm_other", "-c", "REVOKE CREATE ON SCHEMA public FROM PUBLIC"]],
    ] as const) {
      const [file, argv] = asOwnerArgs(binary, [...args]);
      execFileSync(file, argv, { stdio: "ignore" });
    }
    await expectFailure(onDatabase("adm_other"), "database_privileges", named("adm_other"));
  });
});
