import { describe, expect, it } from "vitest";
import { historyPageQuery } from "../../server/consumption/history.ts";
import { subscriberSubject } from "../../src/contract/consumption-history.ts";
import {
  call,
  consulta,
  emailOf,
  JUAN,
  logCount,
  soporte,
  subscriberWithActivePurchases,
  subsOf,
  t,
} from "./consumption-changes-fixture.ts";
import { accessPaths } from "./query-plan.ts";

// Issue 32 item 1: a subscriber's case history, read from the audit rows whose subject is the subscriber.

type Entry = {
  log_id: number;
  user: string;
  action: string;
  message: string;
  detail: { before?: Record<string, string>; after?: Record<string, string>; reason?: string };
};
type Page = { entries: Entry[]; next: number | null };

async function history(id: number, query: Record<string, string | number> = {}, token = consulta) {
  const reply = await call("/user/history", { id_usuario: id, ...query }, token);
  expect(reply.body).toMatchObject({ status: 0 });
  return reply.body.result as Page;
}

describe("user/history", () => {
  it("shows a look-up and a cancellation with who, before → after and the reason, to a colleague", async () => {
    const user = await subscriberWithActivePurchases();
    expect((await history(user.id_usuario)).entries).toEqual([]);
    await call("/user/byemail", { email: user.email });
    const active = (await subsOf(user.id_usuario)).find(
      (s) => s.waspurchased === "1" && s.status === "active",
    );
    const id = active?.subscription_id ?? 0;
    await call("/subscription/cancel", {
      user_hash: user.user_hash,
      subscription_id: id,
      reason: "Pidió la baja",
    });

    const { entries, next } = await history(user.id_usuario);
    expect(next).toBeNull();
    expect(entries.map((e) => [e.user, e.action])).toEqual([
      ["soporte@adm.test", "subscription_cancel"],
      ["soporte@adm.test", "end_user_lookup"],
    ]);
    expect(entries[0].detail).toEqual({
      before: { subscription: `${id} (${active?.title})`, status: "active" },
      after: { status: "cancelled" },
      reason: "Pidió la baja",
    });
    expect(entries[0].log_id).toBeGreaterThan(entries[1].log_id);
  });

  it("follows the subscriber across an e-mail change, then filters by action and operator", async () => {
    const user = await subscriberWithActivePurchases();
    const newEmail = `historial.${user.id_usuario}@correo.test`;
    await call("/user/modifyemail", {
      id_usuario: user.id_usuario,
      email: user.email,
      new_email: newEmail,
      reason: "Correo nuevo",
    });
    expect(await emailOf(user.id_usuario)).toBe(newEmail);
    await call("/user/byemail", { email: newEmail }, consulta);
    await call("/subscription/terminate", { user_hash: user.user_hash, reason: "Fraude" });

    const all = await history(user.id_usuario);
    expect(all.entries.map((e) => e.action)).toEqual([
      "subscription_terminate",
      "end_user_lookup",
      "end_user_email_update",
    ]);
    expect(all.entries[2].detail).toEqual({
      before: { email: user.email },
      after: { email: newEmail },
      reason: "Correo nuevo",
    });
    const emailChanges = await history(user.id_usuario, { action: "end_user_email_update" });
    expect(emailChanges.entries.map((e) => e.action)).toEqual(["end_user_email_update"]);
    const byConsulta = await history(user.id_usuario, { user: "consulta@adm.test" });
    expect(byConsulta.entries.map((e) => e.action)).toEqual(["end_user_lookup"]);
  });

  it("pages newest first by a log_id cursor, with nothing left out or repeated", async () => {
    const user = await subscriberWithActivePurchases();
    for (let i = 0; i < 5; i += 1) await call("/user/byemail", { email: user.email });
    const first = await history(user.id_usuario, { quantity: 2 });
    expect(first.entries).toHaveLength(2);
    const second = await history(user.id_usuario, { quantity: 2, before: first.next ?? 0 });
    const third = await history(user.id_usuario, { quantity: 2, before: second.next ?? 0 });
    expect(third.next).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((e) => e.log_id);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
  });

  it("keeps a deleted subscriber's history, and an export naming them is on it", async () => {
    const user = await subscriberWithActivePurchases();
    const subject = subscriberSubject("mexico", user.id_usuario);
    const exported = await t.call("POST", "/services/logs/export", {
      token: soporte,
      body: {
        table: "ConsultaConsumo",
        module: "consulta_consumo",
        format: "csv",
        columns: ["title"],
        rows: 3,
        subjects: [subject],
      },
    });
    expect(exported.http).toBe(201);
    await call("/user/delete", { user_hash: user.user_hash, reason: "Baja definitiva" });
    const { entries } = await history(user.id_usuario);
    expect(entries.map((e) => e.action)).toEqual(["end_user_delete", "export"]);
    expect(entries[1].message).toBe(
      "Exportación csv de ConsultaConsumo: 3 filas; columnas: title; datos personales completos",
    );
    expect(entries[0].detail.reason).toBe("Baja definitiva");
  });

  it("refuses an export naming a subscriber of a region the exporter lacks, or no subscriber, and writes nothing", async () => {
    const before = await logCount();
    const record = {
      table: "ConsultaConsumo",
      module: "consulta_consumo",
      format: "csv",
      columns: ["title"],
      rows: 3,
    };
    const elsewhere = await t.call("POST", "/services/logs/export", {
      token: soporte,
      body: { ...record, subjects: [subscriberSubject("chile", JUAN.id)] },
    });
    expect(elsewhere.http).toBe(403);
    expect(elsewhere.body).toMatchObject({ error: "wsgu_invalid_region" });
    const malformed = await t.call("POST", "/services/logs/export", {
      token: soporte,
      body: { ...record, subjects: ["cualquiera"] },
    });
    expect(malformed.http).toBe(400);
    expect(malformed.body).toMatchObject({ error: "invalid_request" });
    expect(await logCount()).toBe(before);
  });

  it("is scoped like the look-up: a region the operator lacks is refused, another region's rows are not read", async () => {
    const user = await subscriberWithActivePurchases();
    await call("/user/byemail", { email: user.email });
    const chile = await call("/user/history", { id_usuario: user.id_usuario, region: "chile" });
    expect(chile.http).toBe(403);
    expect(chile.body).toMatchObject({ error: "wsgu_invalid_region" });
    expect((await history(user.id_usuario, { region: "colombia" }, soporte)).entries).toEqual([]);
  });

  it("starts from the seed's case history of the documented subscribers", async () => {
    const { entries } = await history(JUAN.id, { region: "chile" });
    expect(entries.map((e) => [e.user, e.action])).toEqual([
      ["consulta@adm.test", "end_user_lookup"],
      ["soporte@adm.test", "subscription_cancel"],
      ["soporte@adm.test", "end_user_lookup"],
    ]);
    expect(entries[1].detail).toMatchObject({
      after: { status: "cancelled" },
      reason: "El cliente pidió la baja por teléfono",
    });
    const cancelled = (await subsOf(JUAN.id)).find((s) => s.title === "Claro música Premium");
    expect(entries[1].detail.before?.subscription).toBe(
      `${cancelled?.subscription_id} (Claro música Premium)`,
    );
  });

  it("reads a page as a range of the (subject, log_id) index", async () => {
    const query = historyPageQuery(t.db, subscriberSubject("mexico", 10_000_001), { quantity: 50 });
    expect(await accessPaths(t.db, query)).toEqual([{ table: "logs", index: "logs_subject_idx" }]);
  });
});
