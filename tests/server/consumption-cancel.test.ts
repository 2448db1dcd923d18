import { afterEach, describe, expect, it } from "vitest";
import {
  BASE,
  call,
  expectRefusal,
  JUAN,
  lastLog,
  logCount,
  MARIA,
  soporte,
  subsOf,
  t,
} from "./consumption-changes-fixture.ts";

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
