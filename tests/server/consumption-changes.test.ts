import { describe, expect, it } from "vitest";
import {
  activePurchased,
  BASE,
  call,
  consulta,
  emailOf,
  expectRefusal,
  JUAN,
  lastLog,
  logCount,
  MARIA,
  soporte,
  subscriberWithActivePurchases,
  subsOf,
  t,
} from "./consumption-changes-fixture.ts";
import { countRows } from "./helpers.ts";

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
    expect(reply.http).toBe(403);
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
