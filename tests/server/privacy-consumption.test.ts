import { beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "../../src/contract/personal-data.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 32 item 2: consulta_consumo answers mask end users' e-mails, names, phones and IPs for a caller without
// the module's "personal" privilege (agente@), and give them whole to one who holds it (soporte@). A look-up
// by a whole e-mail or phone still finds the subscriber.

const BASE = "/services/consulta_consumo";
const MARIA = {
  id: 10_000_001,
  hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001",
  email: "maria.lopez@correo.test",
  name: "María López Hernández",
  telmex: "5512345678",
  telcel: "5587654321",
};
const MASKED_MARIA = {
  EMAIL: "m***@c***.test",
  NAME: "M*** L*** H***",
  PHONE_TELMEX: "******5678",
  PHONE_TELCEL: "******4321",
};

let t: TestApp;
let agente: string;
let soporte: string;
beforeAll(async () => {
  t = await createTestApp();
  [agente, soporte] = await Promise.all([t.login("agente@adm.test"), t.login("soporte@adm.test")]);
});

const get = (path: string, token: string, query: Record<string, string | number>) =>
  t.call("GET", `${BASE}${path}`, { token, query });

describe("consulta_consumo without the personal privilege", () => {
  it("finds María by her whole e-mail and phone, and answers her masked", async () => {
    const byEmail = await get("/user/byemail", agente, { email: MARIA.email });
    expect(byEmail.body).toMatchObject({ status: 0, result: { ID_USUARIO: MARIA.id, ...MASKED_MARIA } });
    const byPhone = await get("/user/bytel", agente, { phone: MARIA.telmex, type: "telmex" });
    expect(byPhone.body).toMatchObject({ status: 0, result: { ID_USUARIO: MARIA.id, ...MASKED_MARIA } });
    expect(JSON.stringify([byEmail.body, byPhone.body])).not.toMatch(/maria\.lopez|López|5512345678/);
  });

  it("opens a subscriber again by id (how a masked hit is reopened), masked, on their case history", async () => {
    const byId = await get("/user/byid", agente, { id_usuario: MARIA.id });
    expect(byId.body).toMatchObject({ status: 0, result: { ID_USUARIO: MARIA.id, ...MASKED_MARIA } });
    const history = await get("/user/history", soporte, { id_usuario: MARIA.id, action: "end_user_lookup" });
    expect(history.body.result.entries[0]).toMatchObject({ user: "agente@adm.test" });
    expect(history.body.result.entries[0].message).toContain("Consulta por id");
    const elsewhere = await get("/user/byid", agente, { id_usuario: 99_999_999 });
    expect(elsewhere.body.result.errors?.[0]?.code ?? elsewhere.body.error).toBe("PGS_USR_00001");
  });

  it("answers them whole to soporte@, who holds it", async () => {
    const byEmail = await get("/user/byemail", soporte, { email: MARIA.email });
    expect(byEmail.body.result).toMatchObject({
      EMAIL: MARIA.email,
      NAME: MARIA.name,
      PHONE_TELMEX: MARIA.telmex,
      PHONE_TELCEL: MARIA.telcel,
    });
  });

  it("masks the palette search's hits, by e-mail prefix and by phone digits", async () => {
    for (const term of ["maria.lopez@", MARIA.telmex.slice(0, 6)]) {
      const masked = (await get("/user/search", agente, { term })).body.result.users;
      const hit = masked.find((u: { ID_USUARIO: number }) => u.ID_USUARIO === MARIA.id);
      expect(hit, term).toMatchObject(MASKED_MARIA);
      const whole = (await get("/user/search", soporte, { term })).body.result.users;
      expect(whole.find((u: { ID_USUARIO: number }) => u.ID_USUARIO === MARIA.id)).toMatchObject({
        EMAIL: MARIA.email,
      });
    }
  });

  it("masks the IP of her subscriptions", async () => {
    const masked = (await get("/subscription/list", agente, { user_hash: MARIA.hash })).body.result;
    const whole = (await get("/subscription/list", soporte, { user_hash: MARIA.hash })).body.result;
    expect(whole.subscriptions.map((s: { ip: string }) => s.ip)).toContain("187.190.12.34");
    expect(masked.subscriptions.map((s: { ip: string }) => s.ip)).toContain("187.190.*.*");
    expect(masked.subscriptions.every((s: { ip: string }) => s.ip.endsWith("*.*"))).toBe(true);
    expect(masked.total).toBe(whole.total);
  });

  it("masks the e-mails of her case history's messages and before → after values", async () => {
    // A generated subscriber of Mexico (the documented ones keep their e-mails for the other tests).
    const user = await t.db
      .selectFrom("end_users")
      .select(["id_usuario", "email"])
      .where("region", "=", "mexico")
      .where("id_usuario", ">", 10_001_000)
      .orderBy("id_usuario")
      .limit(1)
      .executeTakeFirstOrThrow();
    const newEmail = `privado.${user.id_usuario}@correo.test`;
    const changed = await get("/user/modifyemail", soporte, {
      id_usuario: user.id_usuario,
      email: user.email,
      new_email: newEmail,
      reason: `Lo pidió desde ${newEmail}`,
    });
    expect(changed.body.status).toBe(0);
    const history = (token: string) =>
      get("/user/history", token, { id_usuario: user.id_usuario }).then((r) => r.body.result.entries[0]);
    const masked = await history(agente);
    expect(masked.action).toBe("end_user_email_update");
    expect(masked.message).toContain(maskEmail(newEmail));
    expect(masked.detail).toEqual({
      before: { email: maskEmail(user.email) },
      after: { email: maskEmail(newEmail) },
      reason: `Lo pidió desde ${maskEmail(newEmail)}`,
    });
    expect(JSON.stringify(masked)).not.toContain(newEmail);
    const whole = await history(soporte);
    expect(whole.message).toContain(newEmail);
    expect(whole.detail.after).toEqual({ email: newEmail });
  });

  it("lets agente@ change a subscriber named by the masked e-mail they were shown", async () => {
    const shown = (await get("/user/byemail", agente, { email: "laura.paquete@correo.test" })).body.result;
    expect(shown.EMAIL).toBe(maskEmail("laura.paquete@correo.test"));
    const sub = await t.db
      .selectFrom("subscriptions")
      .select("subscription_id")
      .where("id_usuario", "=", shown.ID_USUARIO)
      .where("waspurchased", "=", "1")
      .where("status", "=", "active")
      .where("payment_method", "!=", "")
      .executeTakeFirstOrThrow();
    const cancel = (email: string) =>
      get("/subscription/cancel", agente, {
        user_hash: shown.USER_HASH,
        email,
        subscription_id: sub.subscription_id,
        reason: "Pidió la baja",
      });
    // Another subscriber's masked e-mail does not name this one.
    expect((await cancel("x***@o***.test")).body).toMatchObject({ status: 1 });
    expect((await cancel(shown.EMAIL)).body).toMatchObject({ status: 0, result: { status: "cancelled" } });
  });
});
