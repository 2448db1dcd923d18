import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../server/envelope.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { checkLastRoot } from "../../server/system/user-grants.ts";
import { createAccount, createUserEditor, type Delegate } from "./delegates.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 12 §1: a non-root user editor changes only users within their own grants and grants only roles whose
// privileges they hold; the last active root stays; path ids are strict integers.

let t: TestApp;
let admin: string;
let editor: Delegate;
let powerful: number;

const userRow = (id: number) =>
  t.db.selectFrom("users").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  editor = await createUserEditor(t, admin, "usuarios@adm.test");
  // A non-root member of the administrators' group: 19 modules, every privilege.
  powerful = await createAccount(t, admin, "segundo", "1,1");
  // The editor's group also offers the administrator role, so only the privilege check stands in the way.
  await t.call("PUT", `/services/system/group/${editor.groupId}`, {
    token: admin,
    body: { profiles: [editor.roleId, 1] },
  });
});

describe("a non-root user editor", () => {
  it("cannot set the password of a more privileged account (the reported takeover)", async () => {
    const before = await userRow(powerful);
    const reply = await t.call("PUT", `/services/user/${powerful}`, {
      token: editor.token,
      body: { plain: "Tomada-2026-x" },
    });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("user_target_forbidden");
    expect(await userRow(powerful)).toEqual(before);
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "segundo@adm.test", plain: "Tomada-2026-x" },
    });
    expect(login.body.error).toBe("auth_invalid_login");
  });

  it("cannot change the e-mail of, deactivate or delete a more privileged account", async () => {
    const calls: [string, string, unknown?][] = [
      ["PUT", `/services/user/${powerful}`, { email: "mio@adm.test" }],
      ["PUT", `/services/user/activation/${powerful}`, { id: powerful, active: 0 }],
      ["DELETE", `/services/user/${powerful}`],
    ];
    for (const [method, path, body] of calls) {
      const reply = await t.call(method, path, { token: editor.token, body });
      expect(reply.http).toBe(403);
      expect(reply.body.error).toBe("user_target_forbidden");
    }
    expect(await userRow(powerful)).toMatchObject({ email: "segundo@adm.test", active: 1 });
  });

  it("cannot give a user a role of their own group whose privileges exceed theirs", async () => {
    const reply = await t.call("POST", "/services/user", {
      token: editor.token,
      body: {
        name: "cuenta2",
        email: "cuenta2@adm.test",
        region_id: 441,
        tz_id: 2,
        plain: "Cuenta-2026-x",
        profiles: `${editor.groupId},1`,
      },
    });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({ error: "user_profile_forbidden", extra: { datafield: "profiles" } });
  });

  it("may still manage users within their own grants", async () => {
    const created = await t.call("POST", "/services/user", {
      token: editor.token,
      body: {
        name: "igual",
        email: "igual@adm.test",
        region_id: 441,
        tz_id: 2,
        plain: "Igual-2026-x",
        profiles: `${editor.groupId},${editor.roleId}`,
      },
    });
    expect(created.http).toBe(201);
    const id = created.body.result.user_id;
    const password = await t.call("PUT", `/services/user/${id}`, {
      token: editor.token,
      body: { plain: "Otra-2026-x" },
    });
    expect(password.http).toBe(200);
  });
});

describe("the last active root", () => {
  it("cannot demote themselves while no other active root exists", async () => {
    const admin1 = await userRow(1);
    const reply = await t.call("PUT", "/services/user/1", { token: admin, body: { root: 0 } });
    expect(reply.http).toBe(409);
    expect(reply.body).toMatchObject({ error: "user_last_root", extra: { datafield: "root" } });
    expect(await userRow(1)).toEqual(admin1);
  });

  it("refuses demoting, deactivating or deleting the last active root in the domain rule itself", async () => {
    const target = { user_id: 1, root: 1, active: 1 };
    for (const change of [{ root: 0 }, { active: 0 }, { deleting: true }]) {
      const refusal = await checkLastRoot(t.db, target, change).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).code).toBe("user_last_root");
    }
    await expect(checkLastRoot(t.db, target, { root: 1, active: 1 })).resolves.toBeUndefined();
  });

  it("can step down once another active root exists", async () => {
    const other = await t.call("POST", "/services/user", {
      token: admin,
      body: {
        name: "root2",
        email: "root2@adm.test",
        region_id: 441,
        tz_id: 2,
        root: 1,
        plain: DEMO_PASSWORD,
        profiles: "1,1",
      },
    });
    expect(other.http).toBe(201);
    const reply = await t.call("PUT", "/services/user/1", { token: admin, body: { root: 0 } });
    expect(reply.http).toBe(200);
  });
});

describe("strict integer path ids", () => {
  for (const id of ["%201", "1e3", "1.0", "true", "01", "+1", "0x1", "1%20"]) {
    it(`answers 400 invalid_request (user_id) for /services/user/${id}, writing nothing`, async () => {
      const before = await t.counts();
      const reply = await t.call("PUT", `/services/user/${id}`, { token: admin, body: { name: "x" } });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ error: "invalid_request", extra: { datafield: "user_id" } });
      expect(await t.counts()).toEqual(before);
    });
  }

  it("never takes a boolean for an id in a body", async () => {
    const bodies = [
      { group_profiles: [{ group_id: true, profile_id: 3 }] },
      { region_id: true },
      { tz_id: false },
    ];
    for (const body of bodies) {
      const reply = await t.call("PUT", `/services/user/${powerful}`, { token: admin, body });
      expect(reply.http).toBe(400);
      expect(reply.body.error).toBe("invalid_request");
    }
  });
});
