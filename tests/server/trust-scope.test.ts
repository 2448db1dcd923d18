import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createAccount, createDelegate, createUserEditor, type Delegate } from "./delegates.ts";
import { FILTERS, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 28 items 1 and 2: the region a call acts in is always one the user's groups grant, and a user editor
// cannot take an account whose powers sit in an inactive role or group.

let t: TestApp;
let admin: string;
let mexicoOnly: Delegate;
let argentina: number;

const MAIL_LIST = { draw: "1", from: "0", rpp: "500" };
const regionOf = (name: string) =>
  t.db.selectFrom("regions").select("region_id").where("name", "=", name).executeTakeFirstOrThrow();
const homeOf = async (userId: number) =>
  (await t.db.selectFrom("users").select("region_id").where("user_id", "=", userId).executeTakeFirstOrThrow())
    .region_id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  argentina = (await regionOf("argentina")).region_id;
  mexicoOnly = await createDelegate(t, admin, {
    email: "solo.mexico@adm.test",
    modules: ["user", "mails", "filtros"],
    privileges: ["view", "edit", "new"],
  });
});

describe("the home region (issue 28 item 1)", () => {
  it("cannot be set, on one's own account or another's, to a region the user's groups do not grant", async () => {
    const own = await t.call("PUT", `/services/user/${mexicoOnly.userId}`, {
      token: mexicoOnly.token,
      body: { region_id: argentina },
    });
    expect(own.http).toBe(403);
    expect(own.body).toMatchObject({ error: "user_region_not_granted", extra: { datafield: "region_id" } });
    expect(await homeOf(mexicoOnly.userId)).toBe(441);
    const created = await t.call("POST", "/services/user", {
      token: mexicoOnly.token,
      body: {
        name: "cuenta.ar",
        email: "cuenta.ar@adm.test",
        region_id: argentina,
        tz_id: 2,
        plain: DEMO_PASSWORD,
        profiles: `${mexicoOnly.groupId},${mexicoOnly.roleId}`,
      },
    });
    expect(created.http).toBe(403);
    expect(created.body.error).toBe("user_region_not_granted");
    expect(
      await t.db.selectFrom("users").select("user_id").where("name", "=", "cuenta.ar").execute(),
    ).toEqual([]);
    const profile = await t.call("PUT", "/services/profile", {
      token: mexicoOnly.token,
      body: { name: "solo_mexico", region_id: argentina },
    });
    expect(profile.http).toBe(403);
    expect(profile.body.error).toBe("user_region_not_granted");
  });

  it("is refused for root too when the rows written do not grant it, and accepted when they do", async () => {
    const refused = await t.call("POST", "/services/user", {
      token: admin,
      body: { name: "ar.no", email: "ar.no@adm.test", region_id: argentina, tz_id: 2, profiles: "2,4" },
    });
    expect(refused.http).toBe(403);
    expect(refused.body.error).toBe("user_region_not_granted");
    const granted = await t.call("POST", "/services/user", {
      token: admin,
      body: { name: "ar.si", email: "ar.si@adm.test", region_id: argentina, tz_id: 2, profiles: "1,1" },
    });
    expect(granted.http).toBe(201);
  });

  it("outside the user's groups is ignored when read: mails and filters stay in a region they hold", async () => {
    // The state the old write left (and seeded accounts may hold): a home region the groups do not grant.
    await t.db
      .updateTable("users")
      .set({ region_id: argentina })
      .where("user_id", "=", mexicoOnly.userId)
      .execute();
    const token = await t.login("solo.mexico@adm.test", "Delegado-2026");
    const mails = await t.call("GET", "/services/mails/mail", { token, query: MAIL_LIST });
    expect(mails.http).toBe(200);
    const regions = new Set(mails.body.result.data.map((mail: { region: string }) => mail.region));
    expect([...regions]).toEqual(["mexico"]);
    const created = await t.call("POST", `${FILTERS}/save`, {
      token,
      body: { filter: { name: "Filtro fuera", description: "d", type: "M", item_type: "T" } },
    });
    expect(created.http).toBe(200);
    expect(created.body.result.filter.region).toBe("mexico");
    const foreign = await one<{ filter_id: number; name: string }>(
      t,
      "select filter_id, name from filters where region = 'argentina' and tenant_code = 'video' limit 1",
    );
    const edit = await t.call("POST", `${FILTERS}/save`, {
      token,
      body: { filter: { filter_id: foreign.filter_id, name: "Tomado", description: "d" } },
    });
    expect(edit.http).toBeGreaterThanOrEqual(400);
    const after = await one<{ name: string }>(
      t,
      "select name from filters where filter_id = ?",
      foreign.filter_id,
    );
    expect(after.name).toBe(foreign.name);
    const asked = await t.call("GET", "/services/mails/mail", {
      token,
      query: { ...MAIL_LIST, region: "argentina" },
    });
    expect(asked.http).toBe(403);
    expect(asked.body.error).toBe("wsgu_invalid_region");
  });
});

describe("dormant grants (issue 28 item 2)", () => {
  let editor: Delegate;
  let dormant: number;

  beforeAll(async () => {
    editor = await createUserEditor(t, admin, "editor.usuarios@adm.test");
    // An account holding the editor's own row and an administrator row in a group that is inactive now.
    dormant = await createAccount(t, admin, "dormida", `${editor.groupId},${editor.roleId}|1,1`);
    const archived = await t.call("POST", "/services/system/group", {
      token: admin,
      body: { name: "archivado", title: "Archivado", regions: [1], tenants: [1], profiles: [1], modules: [] },
    });
    expect(archived.http).toBe(201);
    const groupId = archived.body.result.group_id;
    await t.db
      .updateTable("user_group_profiles")
      .set({ group_id: groupId })
      .where("user_id", "=", dormant)
      .where("group_id", "=", 1)
      .execute();
    await t.db.updateTable("groups").set({ active: 0 }).where("group_id", "=", groupId).execute();
  });

  it("count: a user editor cannot set the password or e-mail of, deactivate or delete the account", async () => {
    const before = await t.db
      .selectFrom("users")
      .selectAll()
      .where("user_id", "=", dormant)
      .executeTakeFirstOrThrow();
    const calls: [string, string, unknown?][] = [
      ["PUT", `/services/user/${dormant}`, { plain: "Tomada-2026-x" }],
      ["PUT", `/services/user/${dormant}`, { email: "mia@adm.test" }],
      ["PUT", `/services/user/activation/${dormant}`, { id: dormant, active: 0 }],
      ["DELETE", `/services/user/${dormant}`],
    ];
    for (const [method, path, body] of calls) {
      const reply = await t.call(method, path, { token: editor.token, body });
      expect(reply.http, `${method} ${path}`).toBe(403);
      expect(reply.body.error).toBe("user_target_forbidden");
    }
    expect(
      await t.db.selectFrom("users").selectAll().where("user_id", "=", dormant).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
