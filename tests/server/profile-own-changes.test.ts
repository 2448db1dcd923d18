import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 28 item 6: a session alone does not change the account's password or e-mail for good; the current
// password is asked, and the old address hears of an e-mail change.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const userRow = (email: string) =>
  t.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
const outboxTo = (to: string) => t.db.selectFrom("mail_outbox").selectAll().where("to", "=", to).execute();

describe("own password and e-mail changes (PUT /services/profile)", () => {
  it("refuse a new password or e-mail without the current password, or with a wrong one, writing nothing", async () => {
    const token = await t.login("consulta@adm.test");
    const before = await userRow("consulta@adm.test");
    const counts = await t.counts();
    const bodies = [
      { name: "consulta", plain: "Tomada-2026-x" },
      { name: "consulta", email: "ladron@adm.test" },
      { name: "consulta", plain: "Tomada-2026-x", current_plain: "" },
      { name: "consulta", email: "ladron@adm.test", current_plain: "No-Es-La-Clave" },
    ];
    for (const body of bodies) {
      const reply = await t.call("PUT", "/services/profile", { token, body });
      expect(reply.http, JSON.stringify(body)).toBe(403);
      expect(reply.body).toMatchObject({
        error: "password_current_invalid",
        extra: { datafield: "current_plain" },
      });
    }
    expect(await userRow("consulta@adm.test")).toEqual(before);
    expect(await t.counts()).toEqual(counts);
    expect((await t.call("GET", "/services/profile", { token })).http).toBe(200);
  });

  it("accept other fields, and the same e-mail in other letters, without it", async () => {
    const token = await t.login("apauat@adm.test");
    const reply = await t.call("PUT", "/services/profile", {
      token,
      body: { name: "apauat", fullname: "Pablo P.", email: "APAUAT@adm.test" },
    });
    expect(reply.http).toBe(200);
    expect(await outboxTo("apauat@adm.test")).toEqual([]);
  });

  it("change the e-mail with the current password and tell the old address", async () => {
    const token = await t.login("operador@adm.test");
    const reply = await t.call("PUT", "/services/profile", {
      token,
      body: { name: "operador", email: "oscar@adm.test", current_plain: DEMO_PASSWORD },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result.email).toBe("oscar@adm.test");
    const [notice, ...more] = await outboxTo("operador@adm.test");
    expect(more).toEqual([]);
    expect(notice.subject).toBe("ADM | Cambio de correo electrónico");
    expect(notice.body).toContain("oscar@adm.test");
    expect(await outboxTo("oscar@adm.test")).toEqual([]);
    await t.login("oscar@adm.test");
  });
});

describe("own password and e-mail through the user screens (PUT /services/user/{self})", () => {
  it("are refused to a user editor, who changes them in the profile with the current password", async () => {
    const token = await t.login("admin@adm.test");
    const self = await userRow("admin@adm.test");
    const counts = await t.counts();
    for (const [body, datafield] of [
      [{ plain: "Tomada-2026-x" }, "plain"],
      [{ email: "ladron@adm.test" }, "email"],
    ] as const) {
      const reply = await t.call("PUT", `/services/user/${self.user_id}`, { token, body });
      expect(reply.http, JSON.stringify(body)).toBe(403);
      expect(reply.body).toMatchObject({ error: "user_self_credentials", extra: { datafield } });
    }
    expect(await userRow("admin@adm.test")).toEqual(self);
    expect(await t.counts()).toEqual(counts);
    // Other fields, and the same e-mail in other letters, still save.
    const same = await t.call("PUT", `/services/user/${self.user_id}`, {
      token,
      body: { fullname: "Admin A.", email: "ADMIN@adm.test" },
    });
    expect(same.http).toBe(200);
  });
});
