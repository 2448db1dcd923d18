import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "../../server/db/database.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 28 item 7: the SQLite database holds the token secret, password hashes and session ids, so it and its
// WAL files are readable by their owner only (0600) in a data folder of the owner's (0700); answers carrying
// personal data are never kept by a browser or proxy cache (Cache-Control: no-store).

const modeOf = (path: string) => statSync(path).mode & 0o777;
const scratch = mkdtempSync(join(tmpdir(), "adm-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function writeSomething(location: string) {
  const db = openSqlite(location);
  await sql`create table if not exists probe (id integer)`.execute(db);
  await sql`insert into probe values (1)`.execute(db);
  return db;
}

describe("the SQLite files", () => {
  it("creates the data folder 0700 and the database and its WAL files 0600", async () => {
    const location = join(scratch, "data", "adm.sqlite");
    const db = await writeSomething(location);
    expect(existsSync(`${location}-wal`)).toBe(true);
    expect({
      folder: modeOf(join(scratch, "data")),
      database: modeOf(location),
      wal: modeOf(`${location}-wal`),
      shm: modeOf(`${location}-shm`),
    }).toEqual({ folder: 0o700, database: 0o600, wal: 0o600, shm: 0o600 });
    await db.destroy();
  });

  it("takes the group's and others' access away from a database an older version left readable", async () => {
    const location = join(scratch, "old.sqlite");
    writeFileSync(location, "");
    chmodSync(location, 0o644);
    const db = await writeSomething(location);
    expect([modeOf(location), modeOf(`${location}-wal`)]).toEqual([0o600, 0o600]);
    await db.destroy();
  });
});

describe("answers with personal data", () => {
  let t: TestApp;
  let admin: string;
  let soporte: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, soporte] = await Promise.all(["admin@adm.test", "soporte@adm.test"].map((e) => t.login(e)));
  });

  it("send Cache-Control: no-store (profile, users, subscriber look-up, directory, export, refusals)", async () => {
    const calls: [string, string, Record<string, string>?][] = [
      [admin, "/services/profile"],
      [admin, "/services/user"],
      [admin, "/services/user/1"],
      [soporte, "/services/consulta_consumo/user/byemail", { email: "maria.lopez@correo.test" }],
      [admin, "/services/clients/users"],
      [admin, "/services/v2/filters/export", { region: "mexico", tenant_code: "video" }],
      [soporte, "/services/user"],
    ];
    const answers = [];
    for (const [token, path, query] of calls) {
      const response = await t.app.request(`${path}?${new URLSearchParams(query)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      answers.push(`${path} ${response.status} ${response.headers.get("cache-control")}`);
    }
    expect(answers).toEqual(
      calls.map(
        ([token, path]) => `${path} ${token === soporte && path === "/services/user" ? 403 : 200} no-store`,
      ),
    );
  });

  it("leave a route's own caching alone (the reference page's script)", async () => {
    const response = await t.app.request("/services/reference/standalone.js");
    expect([response.status, response.headers.get("cache-control")]).toEqual([200, "public, max-age=86400"]);
  });
});
