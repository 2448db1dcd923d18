import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "./server-process.ts";

// The server as the image runs it: compiled ahead of time (scripts/build-server.mjs, `npm run build:server`)
// into a folder outside the repository, so that no package can come from the repository's node_modules, and
// started with plain node (no tsx), the built console beside it.

let root: string;
let server: ServerProcess;
const INDEX = "<!doctype html><title>ADM</title><div id=root></div>";

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "adm-compiled-"));
  execFileSync(process.execPath, ["scripts/build-server.mjs", join(root, "server")], { stdio: "ignore" });
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "dist", "index.html"), INDEX);
  server = await startServer("compiled", { ADM_DB: join(root, "data", "adm.sqlite") }, [
    join(root, "server", "main.mjs"),
  ]);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("carries no TypeScript runner: one bundle and the packages it leaves out", () => {
    expect(existsSync(join(root, "server", "node_modules", "tsx"))).toBe(false);
    expect(readFileSync(join(root, "server", "main.mjs"), "utf8")).not.toMatch(/from "tsx|"tsx\/esm"/);
  });

  it("seeds its new database, signs in over /services and serves the console beside it", async () => {
    expect(existsSync(join(root, "data", "adm.sqlite"))).toBe(true);
    const login = await fetch(`${server.base}/services/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@adm.test", plain: "Demo2026!" }),
    });
    expect(login.status).toBe(200);
    expect(await fetch(`${server.base}/index/main`).then((reply) => reply.text())).toBe(INDEX);
  });

  it("serves the contract's reference page script from the package it keeps", async () => {
    const script = await fetch(`${server.base}/services/reference/standalone.js`);
    expect(script.status).toBe(200);
  });
});
