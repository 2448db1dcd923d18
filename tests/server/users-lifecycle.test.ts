import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  const reply = await t.call("POST", "/services/user", {
    token: admin,
    body: {
      name: "mario",
      email: "mario@adm.test",
      region_id: 441,
      tz_id: 2,
      active: 1,
      plain: "Mario-Clave-2026",
      profiles: "2,4|8,2",
    },
  });
  userId = reply.body.result.user_id;
});

const userRow = (id: number): Promise<Record<string, unknown>> =>
  t.db.selectFrom("users").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();

describe("PUT /services/user/{id}", () => {
  it("updates the fields sent, replaces the rows and keeps the password when plain is absent or empty", async () => {
    const reply = await t.call("PUT", `/services/user/${userId}`, {
      token: admin,
      body: {
        user_id: userId,
        name: "mario.r",
        email: "Mario.R@adm.test",
        region_id: 748,
        tz_id: 7,
        plain: "",
        group_profiles: [{ group_id: 9, profile_id: 3 }],
        timezone: { tz_id: 7 },
      },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({
      user_id: userId,
      name: "mario.r",
      email: "mario.r@adm.test",
      region_id: 748,
      tz_id: 7,
      profiles: "9,3",
      role: "Consulta",
    });
    await t.login("mario.r@adm.test", "Mario-Clave-2026");
    const log = await lastLog(t.db, "user_update");
    expect(log.message).toBe(
      `Usuario actualizado: mario@adm.test (id ${userId}); campos: name, email, region_id, tz_id, grupos/roles (grupos/roles: Monitoreo/Consulta)`,
    );
  });

  it("sets a new password, ending the user's open sessions", async () => {
    const session = await t.login("mario.r@adm.test", "Mario-Clave-2026");
    const reply = await t.call("PUT", `/services/user/${userId}`, {
      token: admin,
      body: { plain: "Otra-Clave-2026" },
    });
    expect(reply.http).toBe(200);
    expect((await t.call("GET", "/services/profile", { token: session })).body.error).toBe(
      "user_invalid_token",
    );
    await t.login("mario.r@adm.test", "Otra-Clave-2026");
    expect((await lastLog(t.db, "user_update")).message).toContain("contraseña");
  });

  it("refuses another user's e-mail, a duplicated group and an invalid row, writing nothing", async () => {
    for (const [body, http, error, datafield] of [
      [{ email: "consulta@adm.test" }, 409, "user_email_exists", "email"],
      [{ profiles: "9,3|9,3" }, 409, "user_group_duplicated", "profiles"],
      [{ profiles: "9,3|7,1" }, 400, "user_group_invalid", "profiles"],
      [{ profiles: "" }, 400, "user_profiles_required", "profiles"],
      [{ tz_id: 0 }, 400, "invalid_request", "tz_id"],
    ] as const) {
      const before = { user: await userRow(userId), counts: await t.counts() };
      const reply = await t.call("PUT", `/services/user/${userId}`, {
        token: admin,
        body: { name: "x", ...body },
      });
      expect(reply.http, JSON.stringify(body)).toBe(http);
      expect(reply.body).toMatchObject({ error, extra: { datafield } });
      expect({ user: await userRow(userId), counts: await t.counts() }).toEqual(before);
    }
    const read = await t.call("GET", `/services/user/${userId}`, { token: admin });
    expect(read.body.result).toMatchObject({ name: "mario.r", profiles: "9,3" });
  });

  it("keeps rows the user already holds even when their group or role was archived since", async () => {
    const soporte = await t.call("GET", "/services/user/2", { token: admin });
    expect(soporte.body.result.profiles).toBe("2,4|4,6|7,1");
    const resave = await t.call("PUT", "/services/user/2", {
      token: admin,
      body: { name: "soporte", group_profiles: soporte.body.result.group_profiles },
    });
    expect(resave.http).toBe(200);
    expect(resave.body.result.profiles).toBe("2,4|4,6|7,1");
    // A new row is still checked.
    const added = await t.call("PUT", "/services/user/2", {
      token: admin,
      body: { profiles: "2,4|4,6|7,1|5,6" },
    });
    expect(added.body).toMatchObject({ status: 400, error: "user_profile_invalid" });
  });

  it("answers 404 user_not_found for an unknown user", async () => {
    const reply = await t.call("PUT", "/services/user/999999", { token: admin, body: { name: "x" } });
    expect(reply.http).toBe(404);
    expect(reply.body.error).toBe("user_not_found");
  });
});

describe("PUT /services/user/activation/{id}", () => {
  it("deactivates: open sessions end and login is refused with user_inactive", async () => {
    const session = await t.login("mario.r@adm.test", "Otra-Clave-2026");
    const reply = await t.call("PUT", `/services/user/activation/${userId}`, {
      token: admin,
      body: { id: userId, active: "0" },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({ user_id: userId, active: 0 });
    expect((await t.call("GET", "/services/profile", { token: session })).body.error).toBe(
      "user_invalid_token",
    );
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "mario.r@adm.test", plain: "Otra-Clave-2026" },
    });
    expect(login.http).toBe(401);
    expect(login.body.error).toBe("user_inactive");
    const log = await lastLog(t.db, "user_deactivate");
    expect(log.message).toBe(`Usuario desactivado: mario.r@adm.test (id ${userId})`);
  });

  it("reactivates and clears a lockout", async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.call("POST", "/services/auth/login", { body: { email: "mario.r@adm.test", plain: "mala" } });
    }
    expect((await userRow(userId)).locked_at).not.toBeNull();
    const reply = await t.call("PUT", `/services/user/activation/${userId}`, {
      token: admin,
      body: { id: userId, active: true },
    });
    expect(reply.body.result).toMatchObject({ active: 1, locked: 0 });
    expect(await userRow(userId)).toMatchObject({ active: 1, locked_at: null, failed_logins: 0 });
    await t.login("mario.r@adm.test", "Otra-Clave-2026");
    expect((await lastLog(t.db, "user_activate")).message).toContain("Usuario activado");
  });

  it("refuses a mismatched id, a missing flag and the caller's own user", async () => {
    const mismatch = await t.call("PUT", `/services/user/activation/${userId}`, {
      token: admin,
      body: { id: userId + 1, active: 0 },
    });
    expect(mismatch.body).toMatchObject({
      status: 400,
      error: "invalid_request",
      extra: { datafield: "id" },
    });
    const missing = await t.call("PUT", `/services/user/activation/${userId}`, { token: admin, body: {} });
    expect(missing.body).toMatchObject({
      status: 400,
      error: "invalid_request",
      extra: { datafield: "active" },
    });
    const self = await t.call("PUT", "/services/user/activation/1", { token: admin, body: { active: 0 } });
    expect(self.body).toMatchObject({
      status: 409,
      error: "user_self_action",
      extra: { datafield: "active" },
    });
    const selfPut = await t.call("PUT", "/services/user/1", { token: admin, body: { active: 0 } });
    expect(selfPut.body).toMatchObject({ status: 409, error: "user_self_action" });
    expect((await userRow(1)).active).toBe(1);
    expect((await userRow(userId)).active).toBe(1);
  });
});

describe("DELETE /services/user/{id}", () => {
  it("refuses deleting oneself, deletes another user with their rows and sessions, and audits it", async () => {
    const self = await t.call("DELETE", "/services/user/1", { token: admin });
    expect(self.http).toBe(409);
    expect(self.body.error).toBe("user_self_action");
    await t.login("mario.r@adm.test", "Otra-Clave-2026");
    const reply = await t.call("DELETE", `/services/user/${userId}`, { token: admin });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ user_id: userId });
    for (const table of ["users", "user_group_profiles", "sessions"]) {
      expect(await countRows(t.db, table, { user_id: userId }), table).toBe(0);
    }
    expect((await lastLog(t.db, "user_delete")).message).toBe(
      `Usuario eliminado: mario.r@adm.test (id ${userId})`,
    );
    const again = await t.call("DELETE", `/services/user/${userId}`, { token: admin });
    expect(again.http).toBe(404);
  });
});

describe("user changes in the logs", () => {
  it("shows every user change in GET /services/logs/log", async () => {
    const reply = await t.call("GET", "/services/logs/log", {
      token: admin,
      query: { search: "user_", sort_field: "datetime", sort_order: "desc", rpp: 50 },
    });
    expect(reply.http).toBe(200);
    const actions = reply.body.result.data.map((row: { action: string }) => row.action);
    for (const action of ["user_create", "user_update", "user_deactivate", "user_activate", "user_delete"]) {
      expect(actions, action).toContain(action);
    }
    expect(reply.body.result.data[0]).toMatchObject({ user: "admin@adm.test", action: "user_delete" });
  });
});
