import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/password.ts";
import { SERVER_MODULES } from "../../server/modules.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { dashboardCalls } from "../../src/contract/dashboard.ts";
import { type CallDecl, fillPath } from "../../src/contract/define.ts";
import { implementedCalls } from "./contract-checks.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// The authorization matrix, enumerated from the declarations: whatever a handler does, the mounting function
// refuses a call without a session, and a call whose privilege (or root) the user lacks, before reading any
// input.

const calls = implementedCalls(SERVER_MODULES);
const guarded = calls.filter((decl) => decl.access !== "public");
const privileged = calls.filter((decl) => decl.access === "root" || typeof decl.access === "object");

let t: TestApp;
let nobody: string;

/** A request for the call with made-up path parameters and an empty body: input is never reached. */
function request(decl: CallDecl, token?: string) {
  const params = Object.fromEntries(Object.keys(decl.params?.shape ?? {}).map((name) => [name, "1"]));
  const body = decl.methods[0] === "GET" || decl.methods[0] === "DELETE" ? undefined : {};
  return t.call(decl.methods[0], `/services${fillPath(decl.path, params)}`, { token, body });
}

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  // A staff user without any group or role: signed in, but holding no privilege on any module.
  const region = await t.db
    .selectFrom("regions")
    .select("region_id")
    .orderBy("region_id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("users")
    .values({
      name: "nadie",
      fullname: "Sin privilegios",
      email: "nadie@adm.test",
      password_hash: await hashPassword(DEMO_PASSWORD),
      root: 0,
      active: 1,
      region_id: region.region_id,
      tz_id: 1,
      locked_at: null,
      last_login: null,
      created_at: new Date(t.clock.now).toISOString(),
    })
    .execute();
  nobody = await t.login("nadie@adm.test");
});

describe("authorization derived from the declarations", () => {
  it("covers every guarded call", () => {
    expect(guarded.length).toBeGreaterThan(35);
    expect(privileged.length).toBeGreaterThan(30);
    // The edge services and the dashboard home's share: every one behind the dashboard permission module.
    const dashboard = privileged.filter((decl) => decl.module === "dashboard");
    expect(dashboard.map((decl) => [decl.operationId, decl.access])).toEqual(
      Object.values(dashboardCalls).map((decl) => [
        decl.operationId,
        { module: "dashboard", privilege: decl.operationId === "dashboard.sendReport" ? "edit" : "view" },
      ]),
    );
  });

  it("answers 401 user_invalid_token to every non-public call made without a token", async () => {
    for (const decl of guarded) {
      const reply = await request(decl);
      expect([decl.operationId, reply.http, reply.body.error]).toEqual([
        decl.operationId,
        401,
        "user_invalid_token",
      ]);
    }
  });

  it("answers 403 user_without_permission to every privileged or root call of a user holding nothing", async () => {
    for (const decl of privileged) {
      const reply = await request(decl, nobody);
      expect([decl.operationId, reply.http, reply.body.error]).toEqual([
        decl.operationId,
        403,
        "user_without_permission",
      ]);
    }
  });

  it("lets that user make the calls any signed-in user may make", async () => {
    const open = await t.call("GET", "/services/base/region", { token: nobody });
    expect(open.http).toBe(200);
    expect(open.body.result.length).toBeGreaterThan(0);
  });
});
