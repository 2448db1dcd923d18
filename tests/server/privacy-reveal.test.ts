import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Issue 32 item 2: revealing one masked value, with a reason, where the module's policy allows it; audited
// (never with the value) and, for a subscriber, on their case history.

const REVEAL = "/services/privacy/reveal";
const MARIA = { id: 10_000_001, email: "maria.lopez@correo.test" };
const JUAN_OF_CHILE = 10_000_003;
const maria = { kind: "end_user", region: "mexico", id_usuario: MARIA.id, field: "email" } as const;

let t: TestApp;
let agente: string;
let soporte: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [agente, soporte, admin] = await Promise.all(
    ["agente@adm.test", "soporte@adm.test", "admin@adm.test"].map((email) => t.login(email)),
  );
});

const reveal = (token: string, body: Record<string, unknown>) => t.call("POST", REVEAL, { token, body });
const setPolicy = (reveal: boolean) =>
  t.call("PUT", "/services/privacy/policies/consulta_consumo", {
    token: admin,
    body: { reveal, export_row_cap: null },
  });

describe("POST /services/privacy/reveal", () => {
  it("gives agente@ María's e-mail for a reason, audited on her case history without the value", async () => {
    const reply = await reveal(agente, {
      module: "consulta_consumo",
      target: maria,
      reason: "Confirma su correo por teléfono",
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ value: MARIA.email });
    const row = await lastLog(t.db, "personal_data_reveal");
    expect(row).toMatchObject({ user: "agente@adm.test", subject: `end_user:mexico:${MARIA.id}` });
    expect(row.message).toContain("consulta_consumo");
    expect(row.message).toContain("end_user");
    expect(row.message).toContain("campo email");
    expect(row.message).toContain("Confirma su correo por teléfono");
    expect(row.message).not.toContain(MARIA.email);
    expect(JSON.parse(row.detail ?? "{}")).toEqual({ reason: "Confirma su correo por teléfono" });
    const history = await t.call("GET", "/services/consulta_consumo/user/history", {
      token: soporte,
      query: { id_usuario: MARIA.id, action: "personal_data_reveal" },
    });
    expect(history.body.result.entries[0]).toMatchObject({ user: "agente@adm.test", log_id: row.log_id });
  });

  it("reveals a subscription's IP and a phone, each on the subscriber's history", async () => {
    const sub = await t.db
      .selectFrom("subscriptions")
      .select(["subscription_id", "ip"])
      .where("id_usuario", "=", MARIA.id)
      .orderBy("subscription_id")
      .executeTakeFirstOrThrow();
    const ip = await reveal(agente, {
      module: "consulta_consumo",
      target: { kind: "subscription", region: "mexico", subscription_id: sub.subscription_id, field: "ip" },
      reason: "Revisión de fraude",
    });
    expect(ip.body.result).toEqual({ value: sub.ip });
    expect((await lastLog(t.db, "personal_data_reveal")).subject).toBe(`end_user:mexico:${MARIA.id}`);
    const phone = await reveal(agente, {
      module: "consulta_consumo",
      target: { ...maria, field: "phone_telcel" },
      reason: "Devolver la llamada",
    });
    expect(phone.body.result).toEqual({ value: "5587654321" });
  });

  it("refuses a reason under five characters, writing nothing", async () => {
    const before = await t.counts();
    const reply = await reveal(agente, { module: "consulta_consumo", target: maria, reason: "abc" });
    expect([reply.http, reply.body.error]).toEqual([400, "invalid_request"]);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a subscriber of a region agente@ does not hold, and one that does not exist", async () => {
    const before = await t.counts();
    const chile = await reveal(agente, {
      module: "consulta_consumo",
      target: { ...maria, region: "chile", id_usuario: JUAN_OF_CHILE },
      reason: "Consulta de otra región",
    });
    expect([chile.http, chile.body.error]).toEqual([403, "wsgu_invalid_region"]);
    const nobody = await reveal(agente, {
      module: "consulta_consumo",
      target: { ...maria, id_usuario: 99_999_999 },
      reason: "Usuario inexistente",
    });
    expect([nobody.http, nobody.body.error]).toEqual([404, "privacy_record_not_found"]);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a kind of another module, and a module the caller cannot view", async () => {
    const before = await t.counts();
    const log = await reveal(agente, {
      module: "consulta_consumo",
      target: { kind: "log", log_id: 1, field: "message" },
      reason: "Otro módulo",
    });
    expect([log.http, log.body.error, log.body.extra]).toEqual([
      400,
      "invalid_request",
      { datafield: "target" },
    ]);
    const dashboard = await reveal(agente, {
      module: "dashboard",
      target: { kind: "edge_user", id: MARIA.id, field: "email" },
      reason: "Sin el módulo",
    });
    expect([dashboard.http, dashboard.body.error]).toEqual([403, "user_without_permission"]);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses agente@ where the policy forbids revealing; soporte@, who holds personal, still gets it (audited)", async () => {
    expect((await setPolicy(false)).http).toBe(200);
    try {
      const before = await t.counts();
      const refused = await reveal(agente, {
        module: "consulta_consumo",
        target: maria,
        reason: "Sin permiso",
      });
      expect([refused.http, refused.body.error]).toEqual([403, "privacy_reveal_not_allowed"]);
      expect(await t.counts()).toEqual(before);
      const held = await reveal(soporte, {
        module: "consulta_consumo",
        target: maria,
        reason: "Con privilegio",
      });
      expect(held.body.result).toEqual({ value: MARIA.email });
      expect(await lastLog(t.db, "personal_data_reveal")).toMatchObject({ user: "soporte@adm.test" });
    } finally {
      await setPolicy(true);
    }
  });
});
