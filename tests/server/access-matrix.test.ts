import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_MODULES } from "../../server/modules.ts";
import { TOKEN_TTL_SECONDS } from "../../server/platform/auth/tokens.ts";
import type { ErrorCode } from "../../src/contract/errors.ts";
import { implementedCalls, mountedRouteKeys } from "./contract-checks.ts";
import {
  type Answer,
  acceptedBySchemas,
  inRegion,
  isMutating,
  mountedRoutes,
  type RouteCase,
  send,
  validInput,
} from "./generated/calls.ts";
import {
  ACCESS_CODES,
  type Expected,
  expectedAccess,
  TOKEN_STATES,
  type TokenState,
} from "./generated/expected-access.ts";
import { type Principal, signInPrincipals } from "./generated/principals.ts";
import { copyTestApp, createTestApp, MINUTE, type TestApp } from "./helpers.ts";

// The authorization matrix (issue 12 item 6), generated: every mounted call of the registered modules × every
// seeded demo user (and one holding nothing) × token states, plus calls without a token or with a forged one.
// The expected answer comes from the declaration and the caller's rows (expected-access.ts), never from a
// list; the input comes from the call's own schemas, so a refusal is the access layer's and a missing check
// would show as a success. An allowed call that may write runs on a copy of the database.

const routes = mountedRoutes(SERVER_MODULES);

let t: TestApp;
let expired: TestApp;
let principals: Principal[];

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  principals = await signInPrincipals(t);
  // Past the token's lifetime, within the session's idle limit: only calls accepting expired tokens pass.
  expired = copyTestApp(t);
  expired.clock.advance(TOKEN_TTL_SECONDS * 1000 + MINUTE);
});

type Case = { route: RouteCase; state: TokenState; principal?: Principal };

function casesOf(route: RouteCase): Case[] {
  const anonymous: Case[] = [
    { route, state: "no token" },
    { route, state: "garbage token" },
  ];
  return [
    ...anonymous,
    ...principals.flatMap((principal) => TOKEN_STATES.map((state) => ({ route, state, principal }))),
  ];
}

function tokenOf({ state, principal }: Case): string | undefined {
  if (state === "no token") return undefined;
  if (state === "garbage token") return "eyJhbGciOiJIUzI1NiJ9.Z2FyYmFnZQ.c2lnbmF0dXJl";
  return state === "revoked" ? principal?.revokedToken : principal?.token;
}

function scopeOf({ state, principal }: Case): Record<string, string> {
  if (state === "wrong region" && principal) return { region: principal.foreignRegion };
  if (state === "wrong tenant" && principal) return { tenant_code: principal.foreignTenant };
  return {};
}

async function run(item: Case, expected: Expected): Promise<Answer> {
  const base = item.state === "expired" ? expired : t;
  const writes = item.route.decl.methods.some(isMutating);
  const app = expected.allow && writes ? copyTestApp(base) : base;
  const valid = validInput(item.route);
  const input = item.principal ? inRegion(valid, item.principal.homeRegion) : valid;
  return send(app.app, item.route, input, { token: tokenOf(item), query: scopeOf(item) });
}

function verdict(expected: Expected, answer: Answer): string | null {
  const code = answer.envelope?.error;
  if (expected.allow) {
    if (answer.http >= 500) return `allowed, got ${answer.http}`;
    return code && ACCESS_CODES.includes(code as ErrorCode)
      ? `allowed, refused ${answer.http} ${code}`
      : null;
  }
  if (answer.http === expected.http && code === expected.code) return null;
  return `expected ${expected.http} ${expected.code}, got ${answer.http} ${code ?? "without an error code"}`;
}

describe("generated authorization matrix", () => {
  it("enumerates every route the app mounts, with input its schemas accept", () => {
    const keys = routes.map(({ decl, method }) => `${method} /services${decl.path}`);
    expect(keys.sort()).toEqual(mountedRouteKeys(t.app).sort());
    expect(routes.filter((route) => !acceptedBySchemas(route, validInput(route))).map((r) => r.name)).toEqual(
      [],
    );
  });

  it("answers every call × principal × token state as the declaration and the rules say", async () => {
    const wrong: string[] = [];
    const figures = {
      calls: implementedCalls(SERVER_MODULES).length,
      routes: routes.length,
      principals: principals.length,
      cases: 0,
      allowed: 0,
      denied: 0,
      unexpected2xx: 0,
    };
    for (const route of routes) {
      for (const item of casesOf(route)) {
        const expected = expectedAccess(t, route.decl, item.state, item.principal);
        const answer = await run(item, expected);
        figures.cases += 1;
        figures[expected.allow ? "allowed" : "denied"] += 1;
        if (!expected.allow && answer.http < 300) figures.unexpected2xx += 1;
        const problem = verdict(expected, answer);
        if (problem)
          wrong.push(`${route.name} · ${item.principal?.email ?? "anonymous"} · ${item.state}: ${problem}`);
      }
    }
    console.info(`authorization matrix: ${JSON.stringify(figures)}`);
    expect(wrong).toEqual([]);
    expect(figures.unexpected2xx).toBe(0);
    expect(figures.denied).toBeGreaterThan(figures.allowed);
  }, 180_000);
});
