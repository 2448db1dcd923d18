import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";
import { breakAuditOf } from "./test-database.ts";

// A fresh app per test: these tests change permissions, and each must start from the seed.
let t: TestApp;
let admin: string;
let operador: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  operador = await t.login("operador@adm.test");
});

const OPERACIONES = 3; // operador's only group: every non-system module, incl. "adminv9"

const logCount = async () => (await t.counts()).logs;
const userId = async (email: string) =>
  (await t.db.selectFrom("users").select("user_id").where("email", "=", email).executeTakeFirstOrThrow())
    .user_id;
const profileId = async (name: string) =>
  (await t.db.selectFrom("profiles").select("profile_id").where("name", "=", name).executeTakeFirstOrThrow())
    .profile_id;
const moduleId = async (name: string) =>
  (await t.db.selectFrom("modules").select("module_id").where("name", "=", name).executeTakeFirstOrThrow())
    .module_id;
const group = (id: number) =>
  t.db.selectFrom("groups").selectAll().where("group_id", "=", id).executeTakeFirstOrThrow();

/** Operador's permission probe: the menu needs adminv9/view, granted only through "operaciones". */
const probe = () => t.call("GET", "/services/base/menuadminv", { token: operador });

describe("permission changes take effect on the very next request (no cache staleness)", () => {
  it("deactivating and reactivating the user's group", async () => {
    expect((await probe()).http).toBe(200); // warms the auth cache
    const off = await t.call("PUT", `/services/system/group/active/${OPERACIONES}`, {
      token: admin,
      body: { active: 0 },
    });
    expect(off.http).toBe(200);
    expect((await probe()).http).toBe(403);
    const on = await t.call("PUT", `/services/system/group/active/${OPERACIONES}`, {
      token: admin,
      body: { active: 1 },
    });
    expect(on.http).toBe(200);
    expect((await probe()).http).toBe(200);
  });

  it("replacing the user's group/role rows", async () => {
    expect((await probe()).http).toBe(200);
    const id = await userId("operador@adm.test");
    const consulta = await profileId("consulta");
    // consulta_general (4) grants dashboard, consumption, products, filters, mails: not "adminv9".
    const reply = await t.call("PUT", `/services/user/${id}`, {
      token: admin,
      body: { profiles: `4,${consulta}` },
    });
    expect(reply.http).toBe(200);
    expect((await probe()).http).toBe(403);
  });

  it("deactivating the user's role", async () => {
    expect((await probe()).http).toBe(200);
    // Admin holds the same role but is root, so the change does not lock the test out.
    const role = await profileId("administrador");
    const reply = await t.call("PUT", `/services/system/profile/active/${role}`, {
      token: admin,
      body: { active: 0 },
    });
    expect(reply.http).toBe(200);
    expect((await probe()).http).toBe(403);
  });

  it("deactivating the module", async () => {
    expect((await probe()).http).toBe(200);
    const reply = await t.call("PUT", `/services/system/module/${await moduleId("adminv9")}`, {
      token: admin,
      body: { active: 0 },
    });
    expect(reply.http).toBe(200);
    expect((await probe()).http).toBe(403);
  });
});

describe("audit rows and their writes commit together", () => {
  it("a successful write adds exactly one audit row, with the change", async () => {
    const before = await logCount();
    const reply = await t.call("PUT", `/services/system/group/${OPERACIONES}`, {
      token: admin,
      body: { title: "Operaciones 2" },
    });
    expect(reply.http).toBe(200);
    expect(await logCount()).toBe(before + 1);
    const last = await t.db
      .selectFrom("logs")
      .selectAll()
      .orderBy("log_id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      action: "group_update",
      user: "admin@adm.test",
      message: `Grupo actualizado: operaciones (id ${OPERACIONES}); campos: title`,
    });
    expect((await group(OPERACIONES)).title).toBe("Operaciones 2");
  });

  it("each kind of system write adds exactly one audit row", async () => {
    const writes: [string, string, unknown][] = [
      ["PUT", `/services/system/group/active/${OPERACIONES}`, { active: 0 }],
      ["PUT", `/services/system/profile/active/${await profileId("consulta")}`, { active: 0 }],
      ["PUT", `/services/system/module/visible/${await moduleId("user")}`, { visible: 0 }],
      ["PUT", `/services/user/activation/${await userId("consulta@adm.test")}`, { active: 0 }],
      ["PUT", `/services/user/${await userId("consulta@adm.test")}`, { fullname: "Carla C." }],
    ];
    for (const [method, path, body] of writes) {
      const before = await logCount();
      const reply = await t.call(method, path, { token: admin, body });
      expect(reply.http, path).toBe(200);
      expect(await logCount(), path).toBe(before + 1);
    }
  });

  it("a refused write adds no audit row and changes nothing", async () => {
    const before = { ...(await t.counts()), group: await group(OPERACIONES) };
    // Name taken by another group: refused inside the transaction, after the target was read.
    const taken = await t.call("PUT", `/services/system/group/${OPERACIONES}`, {
      token: admin,
      body: { name: "administradores", title: "Nunca" },
    });
    expect(taken.http).toBe(409);
    // A group with members cannot be deleted.
    const inUse = await t.call("DELETE", `/services/system/group/${OPERACIONES}`, { token: admin });
    expect(inUse.http).toBe(409);
    expect(inUse.body.error).toBe("system_group_existing_users");
    // A duplicated e-mail on a user update.
    const dup = await t.call("PUT", `/services/user/${await userId("consulta@adm.test")}`, {
      token: admin,
      body: { email: "operador@adm.test" },
    });
    expect(dup.http).toBe(409);
    // No permission at all.
    const forbidden = await t.call("PUT", `/services/system/group/active/${OPERACIONES}`, {
      token: operador,
      body: { active: 0 },
    });
    expect(forbidden.http).toBe(403);
    expect({ ...(await t.counts()), group: await group(OPERACIONES) }).toEqual(before);
  });

  it("a failing audit insert rolls the change back", async () => {
    const repair = await breakAuditOf(t.db, "group_update");
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const before = await logCount();
      const reply = await t.call("PUT", `/services/system/group/${OPERACIONES}`, {
        token: admin,
        body: { title: "Sin auditoría" },
      });
      expect(reply.http).toBe(500);
      expect(await logCount()).toBe(before);
      expect((await group(OPERACIONES)).title).toBe("Operaciones");
    } finally {
      quiet.mockRestore();
      await repair();
    }
  });

  it("logout revokes the session and writes its audit row together", async () => {
    const before = await logCount();
    const reply = await t.call("POST", "/services/auth/logout", { token: operador });
    expect(reply.http).toBe(200);
    expect(await logCount()).toBe(before + 1);
    expect((await probe()).http).toBe(401);
  });
});
