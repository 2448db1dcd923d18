import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("own profile", () => {
  it("shows the user's data, group/role rows and the profiles string", async () => {
    const token = await t.login("soporte@adm.test");
    const reply = await t.call("GET", "/services/profile", { token });
    expect(reply.http).toBe(200);
    const profile = reply.body.result;
    expect(profile).toMatchObject({
      name: "soporte",
      fullname: "Ana Soporte",
      email: "soporte@adm.test",
      region_id: 441,
      region: "mexico",
      active: 1,
      root: 0,
      timezone: { tz_id: profile.tz_id, name: "America/Mexico_City" },
    });
    expect(profile.group_profiles).toContainEqual({
      group_id: 2,
      group_name: "soporte_mx_co",
      group_title: "Soporte México y Colombia",
      profile_id: 4,
      profile_title: "Soporte",
      active: "1",
    });
    expect(profile.profiles).toBe(
      profile.group_profiles
        .map((r: { group_id: number; profile_id: number }) => `${r.group_id},${r.profile_id}`)
        .join("|"),
    );
    expect(profile).not.toHaveProperty("password_hash");
  });

  it("refuses an e-mail already used by another user with 409 user_email_exists", async () => {
    const token = await t.login("consulta@adm.test");
    const before = await t.counts();
    const reply = await t.call("PUT", "/services/profile", {
      token,
      body: { name: "consulta", email: "ADMIN@adm.test", current_plain: DEMO_PASSWORD },
    });
    expect(reply.http).toBe(409);
    expect(reply.body).toEqual({
      status: 409,
      result: null,
      error: "user_email_exists",
      extra: { datafield: "email" },
      message: "user_email_exists",
    });
    expect(await t.counts()).toEqual(before);
    expect((await t.call("GET", "/services/profile", { token })).http).toBe(200);
  });

  it("saves name, e-mail, password, timezone and region, audits it and ends the session", async () => {
    const token = await t.login("consulta@adm.test");
    const tz = await t.db
      .selectFrom("timezones")
      .select("tz_id")
      .where("name", "=", "America/Santiago")
      .executeTakeFirstOrThrow();
    const reply = await t.call("PUT", "/services/profile", {
      token,
      body: {
        name: "carla",
        fullname: "Carla C. Consulta",
        email: "Carla@adm.test",
        plain: "Perfil-Nuevo-2026",
        current_plain: DEMO_PASSWORD,
        tz_id: tz.tz_id,
        region_id: 746,
      },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({
      name: "carla",
      fullname: "Carla C. Consulta",
      email: "carla@adm.test",
      tz_id: tz.tz_id,
      region: "chile",
    });
    const after = await t.call("GET", "/services/profile", { token });
    expect(after.body.error).toBe("user_invalid_token");
    const old = await t.call("POST", "/services/auth/login", {
      body: { email: "consulta@adm.test", plain: DEMO_PASSWORD },
    });
    expect(old.body.error).toBe("auth_invalid_login");
    await t.login("carla@adm.test", "Perfil-Nuevo-2026");
    const audit = await t.db
      .selectFrom("logs")
      .selectAll()
      .where("action", "=", "profile_update")
      .where("user", "=", "consulta@adm.test")
      .orderBy("log_id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: "profile_update",
      user: "consulta@adm.test",
      url: "/services/profile",
      level: "info",
    });
    expect(audit.message).toContain("password");
    expect(audit.message).not.toContain("Perfil-Nuevo-2026");
  });

  it("keeps the e-mail and password when they are not sent", async () => {
    const token = await t.login("apauat@adm.test");
    const reply = await t.call("PUT", "/services/profile", { token, body: { name: "pablo" } });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({ name: "pablo", email: "apauat@adm.test" });
    await t.login("apauat@adm.test");
  });
});
