import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every environment variable the code reads is named in the README's Settings section (those read by the
// benchmarks, in bench/README.md): reading a new one without documenting it fails here.

const SOURCES = ["server", "scripts", "src", "tests", "bench"];
const CONFIG_FILES = ["vite.config.ts", "playwright.config.ts", "vitest.config.ts"];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
// Vite's own import.meta.env values, not settings.
const VITE_BUILT_INS = new Set(["BASE_URL", "MODE", "DEV", "PROD", "SSR"]);
// A read through process.env, import.meta.env or env (a function given the environment): a variable's name
// after a dot or quoted between brackets, or a constant between brackets (resolved below).
const READ =
  /\b(?:process\.env|import\.meta\.env|env)(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*(?:["'`]([A-Z][A-Z0-9_]*)["'`]|([A-Za-z_]\w*))\s*\])/g;

function codeFiles(): string[] {
  const nested = SOURCES.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => CODE.test(file) && !file.split("/").includes("node_modules"))
      .map((file) => join(folder, file)),
  );
  return [...nested, ...CONFIG_FILES];
}

/** Variables read per file; a constant between brackets is looked up where the code declares it. */
function readVariables(): Map<string, string[]> {
  const files = codeFiles().map((path) => ({ path, text: readFileSync(path, "utf8") }));
  const allText = files.map((file) => file.text).join("\n");
  const reads = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const [, dotted, quoted, constant] of text.matchAll(READ)) {
      const name =
        dotted ??
        quoted ??
        allText.match(new RegExp(`\\b${constant}\\s*=\\s*["'\`]([A-Z][A-Z0-9_]*)["'\`]`))?.[1];
      if (!name)
        throw new Error(`${path} reads the environment through ${constant}, which names no variable`);
      if (VITE_BUILT_INS.has(name)) continue;
      reads.set(name, [...(reads.get(name) ?? []), path]);
    }
  }
  return reads;
}

function settingsSection(): string {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.match(/^## Settings\n([\s\S]*?)^## /m)?.[1];
  if (!section) throw new Error("README.md has no ## Settings section");
  return section;
}

describe("settings in the README", () => {
  it("names every environment variable the code reads", () => {
    const reads = readVariables();
    expect(reads.size).toBeGreaterThan(20);
    const settings = settingsSection();
    const bench = readFileSync("bench/README.md", "utf8");
    const missing = [...reads]
      .filter(([name, paths]) => {
        const documented = paths.every((path) => path.startsWith("bench/")) ? bench : settings;
        // Named in code type: `NAME` in a table, or `NAME=1 …` in an example.
        return !new RegExp(`\`${name}[\`=]`).test(documented);
      })
      .map(([name, paths]) => `${name} (${[...new Set(paths)].join(", ")})`);
    expect(missing).toEqual([]);
  });
});
