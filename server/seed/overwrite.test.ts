import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { overwriteChoice, refusal } from "./overwrite.ts";

const folder = mkdtempSync(join(tmpdir(), "adm-seed-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the seed CLI over an existing database", () => {
  it("seeds what does not exist, replaces with --force, asks at a terminal and refuses elsewhere", () => {
    expect(overwriteChoice({ exists: false, force: false, interactive: false })).toBe("seed");
    expect(overwriteChoice({ exists: true, force: true, interactive: false })).toBe("seed");
    expect(overwriteChoice({ exists: true, force: false, interactive: true })).toBe("ask");
    expect(overwriteChoice({ exists: true, force: false, interactive: false })).toBe("refuse");
  });

  it("without a terminal and without --force, refuses in one line, exits 1 and leaves the file alone", () => {
    const database = join(folder, "adm.sqlite");
    writeFileSync(database, "a database someone still needs");
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "server/seed/cli.ts", "--scale", "small", "--db", database],
      { encoding: "utf8", stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, DATABASE_URL: "" } },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${refusal(database)}\n`);
    expect(run.stdout).toBe("");
    expect(readFileSync(database, "utf8")).toBe("a database someone still needs");
  });
});
