import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_INIT_MESSAGE } from "../../server/system/invitation.ts";
import { countRows, createTestApp, MINUTE, type TestApp } from "./helpers.ts";

type Row = Record<string, unknown>;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const rowCount = () => countRows(t.db, "user_group_profiles");

const newUser = (email: string, extra: Row = {}) => ({
  name: "lucia",
  fullname: "Lucía Nueva",
  email,
  region_id: 441,
  tz_id: 2,
  active: 1,
  plain: "Nueva-Clave-2026",
  profiles: "2,4|8,2",
  ...extra,
});

describe("POST /services/user", () => {
  it("creates a user with two group/role rows who can sign in, and audits it", async () => {
    const reply = await t.call("POST", "/services/user", { token: admin, body: newUser("Lucia@adm.test") });
    expect(reply.http).toBe(201);
    expect(reply.body.status).toBe(0);
    const user = reply.body.result;
    expect(user).toMatchObject({
      name: "lucia",
      fullname: "Lucía Nueva",
      email: "lucia@adm.test",
      region_id: 441,
      tz_id: 2,
      active: 1,
      root: 0,
      locked: 0,
      profiles: "2,4|8,2",
      role: "Editor, Soporte",
      last_login: null,
    });
    expect(user.group_profiles).toEqual([
      {
        group_id: 2,
        group_name: "soporte_mx_co",
        group_title: "Soporte México y Colombia",
        profile_id: 4,
        profile_title: "Soporte",
        active: "1",
      },
      {
        group_id: 8,
        group_name: "contenidos",
        group_title: "Contenidos",
        profile_id: 2,
        profile_title: "Editor",
        active: "1",
      },
    ]);
    expect(user.rules).toContainEqual({
      name: "consulta_consumo",
      privileges: { view: true, edit: true, new: false, delete: true, publish: false, personal: true },
    });
    expect(user.groups.map((g: Row) => g.group_id)).toEqual([2, 8]);
    expect(user).not.toHaveProperty("password_hash");
    await t.login("lucia@adm.test", "Nueva-Clave-2026");
    const log = await t.db
      .selectFrom("logs")
      .selectAll()
      .where("action", "=", "user_create")
      .orderBy("log_id", "desc")
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user: "admin@adm.test", url: "/services/user", level: "info" });
    expect(log.message).toBe(
      `Usuario creado: lucia@adm.test (id ${user.user_id}); grupos/roles: Soporte México y Colombia/Soporte, Contenidos/Editor`,
    );
    expect(log.message).not.toContain("Nueva-Clave");
  });

  it("accepts the rows as group_profiles objects too", async () => {
    const reply = await t.call("POST", "/services/user", {
      token: admin,
      body: newUser("rows@adm.test", {
        profiles: undefined,
        group_profiles: [
          { group_id: "9", profile_id: "3", group_title: "Monitoreo" },
          { group_id: 12, profile_id: 2 },
        ],
      }),
    });
    expect(reply.http).toBe(201);
    expect(reply.body.result.profiles).toBe("9,3|12,2");
  });

  it("invites a user created without a password: reset link mailed, login notice asks for a new password", async () => {
    const before = await t.counts();
    const reply = await t.call("POST", "/services/user", {
      token: admin,
      body: newUser("invitado@adm.test", { plain: undefined }),
    });
    expect(reply.http).toBe(201);
    expect(await t.counts()).toMatchObject({
      users: before.users + 1,
      password_resets: before.password_resets + 1,
      mail_outbox: before.mail_outbox + 1,
      notifications: before.notifications + 1,
    });
    const mail = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .orderBy("mail_id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.to).toBe("invitado@adm.test");
    const token = /recover\?id=([\w-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    // The recovery page's call accepts the invitation token (valid a week, not just an hour).
    t.clock.advance(2 * 60 * MINUTE);
    admin = await t.login("admin@adm.test");
    // Like the recovery page: the e-mail's recovery reference, then the update with it.
    const ref = (await t.call("GET", "/services/base/user/find", { query: { email: "invitado@adm.test" } }))
      .body.result.user_id;
    const set = await t.call("POST", `/services/base/password/update/${ref}`, {
      body: { user_id: ref, token, plain: "Primera-Clave-1" },
    });
    expect(set.http).toBe(200);
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "invitado@adm.test", plain: "Primera-Clave-1" },
    });
    expect(login.http).toBe(200);
    expect(login.body.result.notification.message).toBe(PASSWORD_INIT_MESSAGE);
    expect(PASSWORD_INIT_MESSAGE).toMatch(/contraseña/);
    const log = await t.db
      .selectFrom("logs")
      .select("message")
      .where("action", "=", "user_create")
      .orderBy("log_id", "desc")
      .executeTakeFirstOrThrow();
    expect(log.message).toContain("invitación enviada");
  });

  it("refuses a taken e-mail with 409 user_email_exists (datafield email) and writes nothing", async () => {
    const before = { ...(await t.counts()), rows: await rowCount() };
    const reply = await t.call("POST", "/services/user", {
      token: admin,
      body: newUser(" SOPORTE@adm.test "),
    });
    expect(reply.http).toBe(409);
    expect(reply.body).toEqual({
      status: 409,
      result: null,
      error: "user_email_exists",
      extra: { datafield: "email" },
      message: "user_email_exists",
    });
    expect({ ...(await t.counts()), rows: await rowCount() }).toEqual(before);
  });

  it("refuses invalid payloads with 400 and the offending datafield, writing nothing", async () => {
    const cases: [Row, number, string, string][] = [
      [{ email: "no-es-correo" }, 400, "invalid_request", "email"],
      [{ name: "" }, 400, "invalid_request", "name"],
      [{ region_id: "x" }, 400, "invalid_request", "region_id"],
      [{ region_id: 999 }, 400, "invalid_request", "region_id"],
      [{ tz_id: 9999 }, 400, "invalid_request", "tz_id"],
      [{ active: "tal vez" }, 400, "invalid_request", "active"],
      [{ profiles: "2;4" }, 400, "invalid_request", "profiles"],
      [{ group_profiles: [{ group_id: 2 }] }, 400, "invalid_request", "group_profiles"],
      [{ profiles: "" }, 400, "user_profiles_required", "profiles"],
      [{ plain: "corta" }, 400, "password_weak", "plain"],
      // Each group once only, even with two different roles.
      [{ profiles: "2,4|8,2|2,3" }, 409, "user_group_duplicated", "profiles"],
      // Archived group; a role the group does not offer; a retired role the group offers.
      [{ profiles: "2,4|7,1" }, 400, "user_group_invalid", "profiles"],
      [{ profiles: "99,1" }, 400, "user_group_invalid", "profiles"],
      [{ profiles: "2,1" }, 400, "user_profile_invalid", "profiles"],
      [{ profiles: "4,6" }, 400, "user_profile_invalid", "profiles"],
    ];
    for (const [change, http, error, datafield] of cases) {
      const before = { ...(await t.counts()), rows: await rowCount() };
      const reply = await t.call("POST", "/services/user", {
        token: admin,
        body: newUser("invalido@adm.test", change),
      });
      expect(reply.http, JSON.stringify(change)).toBe(http);
      expect(reply.body, JSON.stringify(change)).toMatchObject({ status: http, error, extra: { datafield } });
      expect({ ...(await t.counts()), rows: await rowCount() }).toEqual(before);
    }
    const garbage = await t.call("POST", "/services/user", { token: admin, rawBody: "{nope" });
    expect(garbage.body.error).toBe("invalid_request");
    expect(await countRows(t.db, "users", { email: "invalido@adm.test" })).toBe(0);
  });

  it("lets only root create root users", async () => {
    const delegate = await t.call("POST", "/services/user", {
      token: admin,
      body: newUser("delegado@adm.test", { profiles: "1,1" }),
    });
    expect(delegate.http).toBe(201);
    const token = await t.login("delegado@adm.test", "Nueva-Clave-2026");
    const before = await t.counts();
    const reply = await t.call("POST", "/services/user", {
      token,
      body: newUser("otro-root@adm.test", { root: 1 }),
    });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({ error: "user_root_required", extra: { datafield: "root" } });
    expect(await t.counts()).toEqual(before);
    const asRoot = await t.call("POST", "/services/user", {
      token: admin,
      body: newUser("otro-root@adm.test", { root: "1" }),
    });
    expect(asRoot.http).toBe(201);
    expect(asRoot.body.result.root).toBe(1);
    // Nor may a non-root change, deactivate or delete a root user.
    const rootId = asRoot.body.result.user_id;
    for (const [method, path, body] of [
      ["PUT", `/services/user/${rootId}`, { name: "x" }],
      ["PUT", `/services/user/activation/${rootId}`, { active: 0 }],
      ["DELETE", `/services/user/${rootId}`, undefined],
    ] as const) {
      const denied = await t.call(method, path, { token, body });
      expect(denied.http, `${method} ${path}`).toBe(403);
      expect(denied.body.error).toBe("user_root_required");
    }
  });
});

describe("POST /services/user/findby", () => {
  it("answers 0 for an available e-mail and 1 for a taken one, whatever its case", async () => {
    const free = await t.call("POST", "/services/user/findby", {
      token: admin,
      body: { email: "libre@adm.test" },
    });
    expect(free.body).toMatchObject({ status: 0, result: 0 });
    const taken = await t.call("POST", "/services/user/findby", {
      token: admin,
      body: { email: "Admin@ADM.test" },
    });
    expect(taken.body).toMatchObject({ status: 0, result: 1 });
    const empty = await t.call("POST", "/services/user/findby", { token: admin, body: {} });
    expect(empty.body).toMatchObject({
      status: 400,
      error: "invalid_request",
      extra: { datafield: "email" },
    });
  });
});
