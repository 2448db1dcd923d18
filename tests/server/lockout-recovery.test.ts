import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createTestApp, MINUTE, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const EMAIL = "apauat@adm.test";
const NEW_PASSWORD = "Nueva-Clave-2026";

async function latestRecoveryToken(to: string): Promise<string> {
  const mail = await t.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to", "=", to)
    .orderBy("mail_id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const match = /\/recover\?id=([\w-]+)/.exec(mail.body);
  if (!match) throw new Error(`no recovery link in ${mail.body}`);
  return match[1];
}

describe("account lock after five wrong passwords", () => {
  it("answers auth_invalid_login four times, then locks on the fifth", async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const reply = await t.call("POST", "/services/auth/login", {
        body: { email: EMAIL, plain: `wrong-${attempt}` },
      });
      expect(reply.http).toBe(401);
      expect(reply.body.error).toBe("auth_invalid_login");
    }
    const fifth = await t.call("POST", "/services/auth/login", { body: { email: EMAIL, plain: "wrong-5" } });
    expect(fifth.http).toBe(401);
    expect(fifth.body.error).toBe("bloqued_account_exception");
    const audit = await t.db
      .selectFrom("logs")
      .selectAll()
      .where("action", "=", "account_locked")
      .where("user", "=", EMAIL)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].level).toBe("error");
  });

  it("refuses even the right password once locked", async () => {
    const reply = await t.call("POST", "/services/auth/login", {
      body: { email: EMAIL, plain: DEMO_PASSWORD },
    });
    expect(reply.http).toBe(401);
    expect(reply.body.error).toBe("bloqued_account_exception");
  });

  it("resets the counter on success (four failures, a success, four more do not lock)", async () => {
    const email = "v9@adm.test";
    for (const round of [1, 2]) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const reply = await t.call("POST", "/services/auth/login", {
          body: { email, plain: `bad-${round}-${attempt}` },
        });
        expect(reply.body.error).toBe("auth_invalid_login");
      }
      await t.login(email);
    }
  });
});

/** What the recovery screens do first: the e-mail's recovery reference (answered for any e-mail). */
async function refOf(value: string, param: "email" | "name" = "email"): Promise<number> {
  const reply = await t.call("GET", "/services/base/user/find", { query: { [param]: value } });
  expect(reply.http).toBe(200);
  return reply.body.result.user_id;
}

describe("password recovery", () => {
  it("answers a recovery reference for any e-mail or name, the same shape whether an account exists or not", async () => {
    const known = await t.call("GET", "/services/base/user/find", { query: { email: EMAIL } });
    const unknown = await t.call("GET", "/services/base/user/find", { query: { email: "nadie@adm.test" } });
    expect(known.http).toBe(200);
    expect(unknown.http).toBe(200);
    expect(Object.keys(known.body.result)).toEqual(["user_id"]);
    expect(Object.keys(unknown.body.result)).toEqual(["user_id"]);
    expect(Number.isSafeInteger(unknown.body.result.user_id)).toBe(true);
    // Stable per value; '@' in the name parameter is an e-mail (spec 1 §5).
    expect(await refOf("nadie@adm.test")).toBe(unknown.body.result.user_id);
    expect(await refOf(EMAIL, "name")).toBe(known.body.result.user_id);
    // The reference is not the account's id.
    const id = (
      await t.db.selectFrom("users").select("user_id").where("email", "=", EMAIL).executeTakeFirstOrThrow()
    ).user_id;
    expect(known.body.result.user_id).not.toBe(id);
  });

  it("answers an account's e-mail and name with different references, as it does for a missing account (issue 28 §5)", async () => {
    const byEmail = await refOf(EMAIL);
    const byName = await refOf("APAUAT", "name");
    expect(await refOf("apauat", "name")).toBe(byName);
    expect(byName).not.toBe(byEmail);
    expect(await refOf("fantasma", "name")).not.toBe(await refOf("fantasma@adm.test"));
    // Either reference of the account still starts its recovery.
    const before = await t.db.selectFrom("mail_outbox").select("mail_id").where("to", "=", EMAIL).execute();
    expect((await t.call("GET", `/services/base/password/recover/${byName}`)).http).toBe(200);
    const after = await t.db.selectFrom("mail_outbox").select("mail_id").where("to", "=", EMAIL).execute();
    expect(after.length).toBe(before.length + 1);
  });

  it("mails a single-use link that sets the password and unlocks the account", async () => {
    const ref = await refOf(EMAIL);
    const recover = await t.call("GET", `/services/base/password/recover/${ref}`);
    expect(recover.http).toBe(200);
    expect(recover.body.result).toEqual({ sent: true });
    const token = await latestRecoveryToken(EMAIL);

    const weak = await t.call("POST", `/services/base/password/update/${ref}`, {
      body: { user_id: ref, token, plain: "corta" },
    });
    expect(weak.http).toBe(400);
    expect(weak.body).toMatchObject({ error: "password_weak", extra: { datafield: "plain" } });

    const update = await t.call("POST", `/services/base/password/update/${ref}`, {
      body: { user_id: ref, token, plain: NEW_PASSWORD },
    });
    expect(update.http).toBe(200);
    await t.login(EMAIL, NEW_PASSWORD);
    const old = await t.call("POST", "/services/auth/login", {
      body: { email: EMAIL, plain: DEMO_PASSWORD },
    });
    expect(old.body.error).toBe("auth_invalid_login");

    const reused = await t.call("POST", `/services/base/password/update/${ref}`, {
      body: { user_id: ref, token, plain: "Otra-Clave-2026" },
    });
    expect(reused.http).toBe(400);
    expect(reused.body.error).toBe("password_token_invalid");
    const actions = await t.db
      .selectFrom("logs")
      .select("action")
      .where("user", "=", EMAIL)
      .orderBy("log_id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["password_recover", "password_update"]),
    );
  });

  it("refuses an expired link, a link of another user and an older link superseded by a newer one", async () => {
    const ref = await refOf("consulta@adm.test");
    await t.call("GET", `/services/base/password/recover/${ref}`);
    const first = await latestRecoveryToken("consulta@adm.test");
    await t.call("GET", `/services/base/password/recover/${ref}`);
    const second = await latestRecoveryToken("consulta@adm.test");
    const update = (token: string, id = ref) =>
      t.call("POST", `/services/base/password/update/${id}`, {
        body: { user_id: id, token, plain: NEW_PASSWORD },
      });
    expect((await update(first)).body.error).toBe("password_token_invalid");
    expect((await update(second, await refOf("admin@adm.test"))).body.error).toBe("password_token_invalid");
    expect((await update(second, 1)).body.error).toBe("password_token_invalid");
    t.clock.advance(61 * MINUTE);
    expect((await update(second)).body.error).toBe("password_token_invalid");
  });

  it("answers a reference without an account exactly like a real one, and mails nobody", async () => {
    const before = await t.counts();
    const reply = await t.call("GET", `/services/base/password/recover/${await refOf("nadie@adm.test")}`);
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ sent: true });
    const after = await t.counts();
    expect(after.mail_outbox).toBe(before.mail_outbox);
    expect(after.password_resets).toBe(before.password_resets);
  });
});
