import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { faultHooks } from "../../server/consumption/actions.ts";
import { MESSAGES } from "../../server/i18n/messages.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

const BASE = "/services/consulta_consumo";
const MARIA = { hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001", id: 10_000_001, email: "maria.lopez@correo.test" };
const JUAN = { hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f003", id: 10_000_003, email: "juan.perez@correo.test" };

type Sub = { subscription_id: number; title: string; waspurchased: string; status: string };
type EndUser = { id_usuario: number; user_hash: string; email: string };

let t: TestApp;
let soporte: string;
let consulta: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [soporte, consulta, admin] = await Promise.all(
    ["soporte@adm.test", "consulta@adm.test", "admin@adm.test"].map((email) => t.login(email)),
  );
});
afterEach(() => {
  faultHooks.deleteEndUser = undefined;
  vi.restoreAllMocks();
});

const subsOf = (id: number): Promise<Sub[]> =>
  t.db
    .selectFrom("subscriptions")
    .select(["subscription_id", "title", "waspurchased", "status"])
    .where("id_usuario", "=", id)
    .orderBy("subscription_id")
    .execute();
const logCount = () => countRows(t.db, "logs");
const lastLog = () =>
  t.db
    .selectFrom("logs")
    .select(["user", "url", "action", "message", "level"])
    .orderBy("log_id", "desc")
    .limit(1)
    .executeTakeFirst();
const emailOf = async (id: number) =>
  (await t.db.selectFrom("end_users").select("email").where("id_usuario", "=", id).executeTakeFirst())?.email;

/** Generated mexico end users with both active purchased subscriptions and others, unused by earlier tests. */
const used = new Set<number>();
async function subscriberWithActivePurchases(): Promise<EndUser> {
  const { rows } = await sql<EndUser>`select u.id_usuario, u.user_hash, u.email from end_users u
    where u.region = 'mexico' and u.id_usuario > 10001000
      and (select count(*) from subscriptions s where s.id_usuario = u.id_usuario and s.waspurchased = '1'
           and s.status = 'active') >= 2
      and exists (select 1 from subscriptions s where s.id_usuario = u.id_usuario and s.status <> 'active')
      and u.id_usuario not in (${sql.join([...used, 0])}) order by u.id_usuario limit 1`.execute(t.db);
  used.add(rows[0].id_usuario);
  return rows[0];
}
const activePurchased = (subs: Sub[]) => subs.filter((s) => s.waspurchased === "1" && s.status === "active");

const call = (path: string, query: Record<string, string | number>, token = soporte) =>
  t.call("GET", `${BASE}${path}`, { token, query });

function expectRefusal(reply: Awaited<ReturnType<typeof call>>, code: keyof typeof MESSAGES.es) {
  expect(reply.http).toBe(200);
  expect(reply.body).toMatchObject({ status: 1, result: { errors: code }, message: MESSAGES.es[code] });
}

describe("privileges on changes", () => {
  it("refuses cancel, terminate, modifyemail and delete to consulta (view only) with 403, changing nothing", async () => {
    const before = { subs: await subsOf(MARIA.id), logs: await logCount() };
    const firstSub = before.subs[0].subscription_id;
    for (const [path, query] of [
      ["/subscription/cancel", { user_hash: MARIA.hash, subscription_id: firstSub, reason: "x" }],
      ["/subscription/terminate", { user_hash: MARIA.hash, reason: "x" }],
      [
        "/user/modifyemail",
        { id_usuario: MARIA.id, email: MARIA.email, new_email: "m@correo.test", reason: "x" },
      ],
      ["/user/delete", { user_hash: MARIA.hash, id_usuario: MARIA.id, reason: "x" }],
    ] as const) {
      const reply = await call(path, query, consulta);
      expect(reply.http, path).toBe(403);
      expect(reply.body).toMatchObject({ status: 403, error: "user_without_permission" });
    }
    expect(await subsOf(MARIA.id)).toEqual(before.subs);
    expect(await logCount()).toBe(before.logs);
    expect(await emailOf(MARIA.id)).toBe(MARIA.email);
  });

  it("refuses a change in a region the operator does not hold", async () => {
    const reply = await call("/subscription/terminate", {
      user_hash: JUAN.hash,
      region: "chile",
      reason: "x",
    });
    expect(reply.http).toBe(401);
    expect(reply.body.error).toBe("wsgu_invalid_region");
    expect(activePurchased(await subsOf(JUAN.id))).toHaveLength(1);
  });

  it("refuses a reason longer than the audit keeps", async () => {
    const reply = await call("/subscription/terminate", { user_hash: MARIA.hash, reason: "x".repeat(501) });
    expect(reply.http).toBe(400);
    expect(reply.body.extra).toEqual({ datafield: "reason" });
  });
});

describe("spec 1 §7's call shapes: no reason, no id_usuario beyond the spec", () => {
  it("terminates with user_hash and region only, audited 'sin motivo'", async () => {
    const user = await subscriberWithActivePurchases();
    const expected = activePurchased(await subsOf(user.id_usuario)).length;
    const reply = await call("/subscription/terminate", { user_hash: user.user_hash, region: "mexico" });
    expect(reply.body).toMatchObject({ status: 0, result: { terminated: expected } });
    expect(await lastLog()).toMatchObject({
      action: "subscription_terminate",
      message: `Suscripciones terminadas: ${expected} · usuario ${user.id_usuario} <${user.email}> · región mexico · sin motivo`,
    });
  });

  it("cancels with the subscription row plus user_hash, id_usuario, region and email (a blank reason is none)", async () => {
    const user = await subscriberWithActivePurchases();
    const [sub] = activePurchased(await subsOf(user.id_usuario));
    const reply = await t.call("POST", `${BASE}/subscription/cancel`, {
      token: soporte,
      body: {
        ...sub,
        user_hash: user.user_hash,
        id_usuario: user.id_usuario,
        region: "mexico",
        email: user.email,
        reason: " ",
      },
    });
    expect(reply.body).toMatchObject({ status: 0, result: { subscription_id: sub.subscription_id } });
    expect(await lastLog()).toMatchObject({
      action: "subscription_cancel",
      message: expect.stringMatching(/ · sin motivo$/),
    });
  });

  it("deletes with user_hash and region only", async () => {
    const user = await subscriberWithActivePurchases();
    const reply = await call("/user/delete", { user_hash: user.user_hash, region: "mexico" });
    expect(reply.body).toMatchObject({ status: 0, result: { deleted: 1 } });
    expect(await countRows(t.db, "end_users", { id_usuario: user.id_usuario })).toBe(0);
    expect(await lastLog()).toMatchObject({
      action: "end_user_delete",
      message: expect.stringMatching(/ · sin motivo$/),
    });
  });

  it("changes the e-mail from id_usuario and the new address sent as email", async () => {
    const user = await subscriberWithActivePurchases();
    const reply = await call("/user/modifyemail", {
      id_usuario: user.id_usuario,
      email: "Spec.Shape@Correo.test",
    });
    expect(reply.body).toMatchObject({ status: 0, result: { ACTUALIZO: "1" } });
    expect(await emailOf(user.id_usuario)).toBe("spec.shape@correo.test");
    expect(await lastLog()).toMatchObject({
      action: "end_user_email_update",
      message: `Correo cambiado a spec.shape@correo.test · usuario ${user.id_usuario} <${user.email}> · región mexico · sin motivo`,
    });
    expectRefusal(
      await call("/user/modifyemail", { id_usuario: user.id_usuario, email: MARIA.email }),
      "PGS_USR_00004",
    );
    expectRefusal(
      await call("/user/modifyemail", { id_usuario: 99_999_999, email: "x@correo.test" }),
      "PGS_USR_00001",
    );
  });
});

describe("subscription/cancel", () => {
  const maria = async () => Object.fromEntries((await subsOf(MARIA.id)).map((s) => [s.title, s]));

  it("cancels one purchased active subscription and audits operator, subscriber and reason", async () => {
    const target = (await maria())["Claro video Mensual"];
    const reply = await t.call("POST", `${BASE}/subscription/cancel`, {
      token: soporte,
      body: {
        user_hash: MARIA.hash,
        id_usuario: MARIA.id,
        region: "mexico",
        email: MARIA.email,
        subscription_id: target.subscription_id,
        reason: "Cliente solicita baja por teléfono",
      },
    });
    expect(reply.body).toEqual({
      status: 0,
      result: { subscription_id: target.subscription_id, status: "cancelled" },
      error: null,
      extra: null,
      message: "",
    });
    const after = await maria();
    expect(after["Claro video Mensual"].status).toBe("cancelled");
    expect(after["Claro música Premium"].status).toBe("active");
    expect(await lastLog()).toEqual({
      user: "soporte@adm.test",
      url: `${BASE}/subscription/cancel`,
      action: "subscription_cancel",
      message: `Suscripción ${target.subscription_id} (Claro video Mensual) cancelada · usuario ${MARIA.id} <${MARIA.email}> · región mexico · motivo: Cliente solicita baja por teléfono`,
      level: "info",
    });
  });

  it("refuses what it may not cancel with a specific code, changing nothing", async () => {
    const subs = await maria();
    const logs = await logCount();
    const juanSub = (await subsOf(JUAN.id))[0].subscription_id;
    const cancel = (subscription_id: number, extra: Record<string, string | number> = {}) =>
      call("/subscription/cancel", { user_hash: MARIA.hash, subscription_id, reason: "prueba", ...extra });
    expectRefusal(await cancel(subs["Claro video Mensual"].subscription_id), "PGS_SUB_00002");
    expectRefusal(
      await cancel(subs["Claro video + Paramount+ (prueba gratuita)"].subscription_id),
      "PGS_SUB_00002",
    );
    expectRefusal(await cancel(juanSub), "PGS_SUB_00003");
    expectRefusal(await cancel(99_999_999), "PGS_SUB_00001");
    const premium = subs["Claro música Premium"].subscription_id;
    expectRefusal(await cancel(premium, { id_usuario: JUAN.id }), "PGS_USR_00001");
    expectRefusal(await cancel(premium, { email: JUAN.email }), "PGS_USR_00001");
    expectRefusal(await cancel(premium, { region: "colombia" }), "PGS_USR_00001");
    expectRefusal(
      await call("/subscription/cancel", {
        user_hash: "f".repeat(32),
        subscription_id: premium,
        reason: "x",
      }),
      "PGS_USR_00001",
    );
    expect(await maria()).toEqual(subs);
    expect(await logCount()).toBe(logs);
  });
});

describe("adm_payment_null_constrain (GET /services/base/metadata)", () => {
  const LAURA = { hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f004", id: 10_000_004 };
  const setting = (value: string) =>
    t.db.updateTable("metadata").set({ value }).where("key", "=", "adm_payment_null_constrain").execute();
  afterEach(async () => void (await setting("1")));

  it("refuses to cancel a subscription without a payment method when '0', allows it when '1'", async () => {
    const [bundled, paid] = await subsOf(LAURA.id);
    const method = await t.db
      .selectFrom("subscriptions")
      .select("payment_method")
      .where("subscription_id", "=", bundled.subscription_id)
      .executeTakeFirstOrThrow();
    expect(method.payment_method).toBe("");
    const cancel = (subscription_id: number) =>
      call("/subscription/cancel", { user_hash: LAURA.hash, subscription_id, reason: "prueba" });
    await setting("0");
    const logs = await logCount();
    expectRefusal(await cancel(bundled.subscription_id), "PGS_SUB_00004");
    expect((await subsOf(LAURA.id))[0].status).toBe("active");
    expect(await logCount()).toBe(logs);
    expect((await cancel(paid.subscription_id)).body).toMatchObject({ status: 0 });
    await setting("1");
    expect((await cancel(bundled.subscription_id)).body).toMatchObject({
      status: 0,
      result: { subscription_id: bundled.subscription_id, status: "cancelled" },
    });
  });
});

describe("subscription/terminate", () => {
  it("terminates every active purchased subscription and leaves the rest alone", async () => {
    const user = await subscriberWithActivePurchases();
    const before = await subsOf(user.id_usuario);
    const expected = activePurchased(before).length;
    const reply = await call("/subscription/terminate", {
      user_hash: user.user_hash,
      reason: "Fraude confirmado",
    });
    expect(reply.body).toMatchObject({ status: 0, result: { terminated: expected } });
    const after = await subsOf(user.id_usuario);
    for (const [i, sub] of before.entries()) {
      const wasActivePurchase = sub.waspurchased === "1" && sub.status === "active";
      expect(after[i].status).toBe(wasActivePurchase ? "terminated" : sub.status);
    }
    expect(await lastLog()).toMatchObject({
      user: "soporte@adm.test",
      action: "subscription_terminate",
      message: `Suscripciones terminadas: ${expected} · usuario ${user.id_usuario} <${user.email}> · región mexico · motivo: Fraude confirmado`,
    });
    const again = await call("/subscription/terminate", { user_hash: user.user_hash, reason: "Repetido" });
    expect(again.body.result).toEqual({ terminated: 0 });
  });

  it("answers PGS_USR_00001 for an unknown user", async () => {
    expectRefusal(
      await call("/subscription/terminate", { user_hash: "e".repeat(32), reason: "x" }),
      "PGS_USR_00001",
    );
  });
});

describe("user/modifyemail", () => {
  it("changes the e-mail (stored lower-case), answers ACTUALIZO '1' and audits old and new", async () => {
    const user = await subscriberWithActivePurchases();
    const reply = await call("/user/modifyemail", {
      id_usuario: user.id_usuario,
      email: user.email.toUpperCase(),
      new_email: "  Nuevo.Correo@Correo.test ",
      reason: "Correo mal escrito",
    });
    expect(reply.body).toMatchObject({ status: 0, result: { ACTUALIZO: "1" } });
    expect(await emailOf(user.id_usuario)).toBe("nuevo.correo@correo.test");
    const found = await call("/user/byemail", { email: "nuevo.correo@correo.test" });
    expect(found.body.result.ID_USUARIO).toBe(user.id_usuario);
    expect(await lastLog()).toMatchObject({
      user: "soporte@adm.test",
      action: "end_user_email_update",
      message: `Correo cambiado a nuevo.correo@correo.test · usuario ${user.id_usuario} <${user.email}> · región mexico · motivo: Correo mal escrito`,
    });
  });

  it("lets the server refuse a malformed e-mail, one in use (any region), or a wrong current e-mail", async () => {
    const logs = await logCount();
    const change = (new_email: string, email = MARIA.email) =>
      call("/user/modifyemail", { id_usuario: MARIA.id, email, new_email, reason: "prueba" });
    expectRefusal(await change("no-es-correo"), "PGS_USR_00003");
    expectRefusal(await change("maria@"), "PGS_USR_00003");
    expectRefusal(await change("JUAN.PEREZ@correo.test"), "PGS_USR_00004");
    expectRefusal(await change("sin.suscripciones@correo.test"), "PGS_USR_00004");
    expectRefusal(await change("otro@correo.test", "otra@correo.test"), "PGS_USR_00001");
    expect(await emailOf(MARIA.id)).toBe(MARIA.email);
    expect(await logCount()).toBe(logs);
    const missing = await call("/user/modifyemail", { id_usuario: MARIA.id, new_email: "m@correo.test" });
    expect(missing.body).toMatchObject({ status: 400, extra: { datafield: "email" } });
  });
});

describe("user/delete", () => {
  const exists = async (id: number) =>
    (await t.db.selectFrom("end_users").select("id_usuario").where("id_usuario", "=", id).execute()).length;

  it("needs the delete privilege: admin (root) may, consulta may not", async () => {
    const user = await subscriberWithActivePurchases();
    const refused = await call(
      "/user/delete",
      { user_hash: user.user_hash, id_usuario: user.id_usuario, reason: "x" },
      consulta,
    );
    expect(refused.http).toBe(403);
    const reply = await call(
      "/user/delete",
      { user_hash: user.user_hash, id_usuario: user.id_usuario, reason: "Derecho de cancelación (ARCO)" },
      admin,
    );
    expect(reply.body).toMatchObject({ status: 0, result: { deleted: 1 } });
    expect(await lastLog()).toMatchObject({ user: "admin@adm.test", action: "end_user_delete" });
  });

  it("terminates the active purchases, then deletes the user and their subscriptions, and audits it", async () => {
    const user = await subscriberWithActivePurchases();
    const active = activePurchased(await subsOf(user.id_usuario)).length;
    const reply = await call("/user/delete", {
      user_hash: user.user_hash,
      id_usuario: user.id_usuario,
      reason: "Solicitud del titular",
    });
    expect(reply.body).toEqual({
      status: 0,
      result: { deleted: 1, terminated: active },
      error: null,
      extra: null,
      message: "",
    });
    expect(await exists(user.id_usuario)).toBe(0);
    expect(await subsOf(user.id_usuario)).toEqual([]);
    expect(await lastLog()).toEqual({
      user: "soporte@adm.test",
      url: `${BASE}/user/delete`,
      action: "end_user_delete",
      message: `Usuario eliminado (suscripciones terminadas: ${active}) · usuario ${user.id_usuario} <${user.email}> · región mexico · motivo: Solicitud del titular`,
      level: "info",
    });
    expectRefusal(await call("/subscription/list", { user_hash: user.user_hash }), "PGS_USR_00001");
  });

  it("deletes a user without subscriptions (PGS_USR_00002 allows deletion)", async () => {
    const hash = "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f002";
    expectRefusal(await call("/subscription/list", { user_hash: hash }), "PGS_USR_00002");
    const reply = await call("/user/delete", {
      user_hash: hash,
      id_usuario: 10_000_002,
      reason: "Cuenta duplicada",
    });
    expect(reply.body.result).toEqual({ deleted: 1, terminated: 0 });
  });

  it("refuses a hash and id that do not belong together", async () => {
    expectRefusal(
      await call("/user/delete", { user_hash: MARIA.hash, id_usuario: JUAN.id, reason: "x" }),
      "PGS_USR_00001",
    );
    expect(await exists(MARIA.id)).toBe(1);
  });

  it.each(["terminated", "subscriptionsDeleted"] as const)(
    "leaves nothing half done when a step fails after %s",
    async (failingStep) => {
      const user = await subscriberWithActivePurchases();
      const before = await subsOf(user.id_usuario);
      const logs = await logCount();
      const steps: string[] = [];
      faultHooks.deleteEndUser = (step) => {
        steps.push(step);
        if (step === failingStep) throw new Error("injected fault");
      };
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const reply = await call("/user/delete", {
        user_hash: user.user_hash,
        id_usuario: user.id_usuario,
        reason: "x",
      });
      expect(reply.http).toBe(500);
      expect(reply.body).toMatchObject({ status: 500, error: "error_generic" });
      expect(errors).toHaveBeenCalled();
      expect(steps.at(-1)).toBe(failingStep);
      // Terminations, deleted subscriptions and the user row all rolled back; no audit row for a failed change.
      expect(await exists(user.id_usuario)).toBe(1);
      expect(await subsOf(user.id_usuario)).toEqual(before);
      expect(activePurchased(before).length).toBeGreaterThanOrEqual(2);
      expect(await logCount()).toBe(logs);

      faultHooks.deleteEndUser = undefined;
      const retry = await call("/user/delete", {
        user_hash: user.user_hash,
        id_usuario: user.id_usuario,
        reason: "x",
      });
      expect(retry.body.result).toEqual({ deleted: 1, terminated: activePurchased(before).length });
      expect(await exists(user.id_usuario)).toBe(0);
    },
  );
});
