import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startupText } from "../../server/i18n/startup-messages.ts";
import { freePort, runUntilExit, type ServerProcess, startServer } from "./server-process.ts";

// server/main.ts started as an operator starts it, on SQLite (the PostgreSQL steps and failures are
// startup-postgres.postgres.test.ts's). The machine's language is unset: the lines are Spanish.

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adm-startup-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a port already in use", { timeout: 60_000 }, () => {
  let holder: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    holder = createServer().listen(port);
    await once(holder, "listening");
  });
  afterAll(() => holder.close());

  it("is found before a new database is created: one line saying what to do, exit 1, no database file", async () => {
    const folder = join(dir, "fresh");
    const ended = await runUntilExit({ PORT: String(port), ADM_DB: join(folder, "adm.sqlite") });
    expect(ended.code).toBe(1);
    expect(ended.stderr).toBe(`${startupText("es", "port_in_use", { port })}\n`);
    expect(ended.stdout).toBe("");
    expect(existsSync(folder)).toBe(false);
  });

  it("speaks English on an English machine", async () => {
    const ended = await runUntilExit({
      PORT: String(port),
      ADM_DB: join(dir, "en.sqlite"),
      LANG: "en_GB.UTF-8",
    });
    expect(ended.stderr).toBe(`${startupText("en", "port_in_use", { port })}\n`);
  });
});

describe("a console started against another server (ADM_SERVICES_URL)", () => {
  let services: ServerProcess;
  let consoleOnly: ServerProcess;
  const consoleFolder = () => join(dir, "console");
  beforeAll(async () => {
    services = await startServer("services", { ADM_DB: join(dir, "services", "adm.sqlite") });
    consoleOnly = await startServer("console", {
      ADM_DB: join(consoleFolder(), "adm.sqlite"),
      ADM_SERVICES_URL: `${services.base}/services`,
    });
  });
  afterAll(async () => {
    await Promise.all([services?.stop(), consoleOnly?.stop()]);
  });

  it("creates and seeds no database of its own, and its start-up line names the services address used", () => {
    expect(existsSync(consoleFolder())).toBe(false);
    const line = startupText("es", "listening_console_only", {
      console: `http://localhost:${consoleOnly.port}/`,
      services: `${services.base}/services`,
    });
    expect(consoleOnly.output().split("\n")).toContain(line);
  });

  it("tells the console where the services are, and serves none itself", async () => {
    const config = (await fetch(`${consoleOnly.base}/config.json`).then((reply) => reply.json())) as {
      servicesBase: string;
    };
    expect(config.servicesBase).toBe(`${services.base}/services`);
    const login = { email: "admin@adm.test", plain: "Demo2026!" };
    const post = (base: string) =>
      fetch(`${base}/services/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(login),
      });
    expect((await post(consoleOnly.base)).status).toBe(404);
    expect((await post(services.base)).status).toBe(200);
  });
});
