import { describe, expect, it } from "vitest";
import {
  activePurchased,
  call,
  emailOf,
  expectRefusal,
  lastLog,
  logCount,
  MARIA,
  subscriberWithActivePurchases,
  subsOf,
} from "./consumption-changes-fixture.ts";

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
    expect(await lastLog()).toMatchObject({
      user: "soporte@adm.test",
      action: "end_user_email_update",
      message: `Correo cambiado a nuevo.correo@correo.test · usuario ${user.id_usuario} <${user.email}> · región mexico · motivo: Correo mal escrito`,
    });
    const found = await call("/user/byemail", { email: "nuevo.correo@correo.test" });
    expect(found.body.result.ID_USUARIO).toBe(user.id_usuario);
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
