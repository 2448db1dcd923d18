// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { session } from "../session/store";
import { EVERY_SCOPE } from "./query-keys";

// Every query key holds the region and tenant it was read in (docs/contract.md): a key without them shows
// one scope's cached data in another. Two checks keep it so: every key factory src/api exports is walked and
// each key it gives is asked for its scope, and no source file of the console makes a key by hand.

const REGION = "probe-region";
const TENANT = "probe-tenant";

/** The keys allowed in EVERY_SCOPE: lists no region or tenant changes (src/api/keys.ts says why). */
const SCOPE_FREE = ["keys.base.metadata", "keys.base.regions", "keys.base.tenants"];

const apiModules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});
const apiSources = import.meta.glob<string>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});
const consoleSources = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../ui/data-table/demo/**"],
  { eager: true, query: "?raw", import: "default" },
);

const looksLikeFactory = (value: unknown) =>
  value !== null && typeof value === "object" && ["all", "lists", "detail"].every((name) => name in value);

/** Exports that give keys: named so (fooKeys, fooKey, fooKeyFactories), or a factory under any name. */
const isKeyExport = ([name, value]: [string, unknown]) =>
  /(^k|K)eys?$|KeyFactories$/.test(name) || looksLikeFactory(value);

/** Every function reachable from a key export, called with no arguments: [its path, the key it gives]. */
function* keysOf(value: unknown, path: string, seen: Set<unknown>): Generator<[string, unknown]> {
  if (typeof value === "function") yield [path, value()];
  else if (value !== null && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [name, inner] of Object.entries(value)) yield* keysOf(inner, `${path}.${name}`, seen);
  }
}

function exportedKeys(): [string, unknown][] {
  const seen = new Set<unknown>();
  return Object.entries(apiModules)
    .filter(([file]) => file !== "./query-keys.ts")
    .flatMap(([, exports]) =>
      Object.entries(exports)
        .filter(isKeyExport)
        .flatMap(([name, value]) => [...keysOf(value, name, seen)]),
    );
}

type Verdict = "scoped" | "module prefix" | "every scope" | "unscoped";

function verdict(key: unknown): Verdict {
  if (!Array.isArray(key) || typeof key[0] !== "string") return "unscoped";
  if (key.length === 1) return "module prefix";
  if (key[1] === REGION && key[2] === TENANT) return "scoped";
  if (key[1] === EVERY_SCOPE.region && key[2] === EVERY_SCOPE.tenant) return "every scope";
  return "unscoped";
}

beforeEach(() => {
  session.region = REGION;
  session.tenant = TENANT;
});

describe("every query key carries the region and tenant", () => {
  it("gives, from every key factory of src/api, a scoped key or a module's prefix", () => {
    const keys = exportedKeys();
    expect(keys.length).toBeGreaterThan(60);
    const unscoped = keys.filter(([, key]) => verdict(key) === "unscoped").map(([path]) => path);
    expect(unscoped).toEqual([]);
    const everyScope = keys.filter(([, key]) => verdict(key) === "every scope").map(([path]) => path);
    expect(everyScope.sort()).toEqual(SCOPE_FREE);
  });

  it("makes no key by hand anywhere in the console: keys come from src/api's factories", () => {
    // A key written as an array (not spread from a factory's key), a factory or a prefix made outside
    // src/api (never walked above), or the every-scope marker used anywhere but the reference lists' keys.
    const handMade = /queryKey:\s*\[(?!\s*\.\.\.)|useClientList\(\s*\[(?!\s*\.\.\.)/;
    const factory = /\b(queryKeysFactory|moduleKey)\(/;
    const everyScope = /\bEVERY_SCOPE\b/;
    const inApi = (file: string) => file.startsWith("../api/") || file.startsWith("./");
    const offenders = Object.entries(consoleSources)
      .filter(
        ([file, source]) =>
          handMade.test(source) ||
          (!inApi(file) && factory.test(source)) ||
          (everyScope.test(source) && !/\/(query-)?keys\.ts$/.test(file)),
      )
      .map(([file]) => file);
    expect(Object.keys(consoleSources).length).toBeGreaterThan(300);
    expect(offenders).toEqual([]);
  });

  it("writes no key as a literal tuple in src/api", () => {
    const tuple = /\[\s*"[^"]*"[^\]]*\]\s*as const/;
    const offenders = Object.entries(apiSources)
      .filter(([file, source]) => file !== "./query-keys.ts" && tuple.test(source))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
