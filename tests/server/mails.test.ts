import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Mail templates (spec 2 §2–§8): every call against the real server and its seeded templates.

let t: TestApp;
let admin: string;
let casual: string;

const draft = (id: string, region = "mexico") => ({
  id_mail: id,
  mail_region: region,
  subject: "Tu compra está confirmada",
  descripcion: "Compra de prueba",
  id_programa: 1,
  id_flujo: 1,
  nombre: "Claro video",
  mail_to: "pruebas@adm.test",
  html: "<p>Hola {{nombre}}, enviado a {{email}} ({{region}})</p>",
});

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  admin = await t.login("operador@adm.test");
  casual = await t.login("consulta@adm.test");
});

describe("the mail list", () => {
  it("pages from/rpp, newest modification first, within the request's region", async () => {
    const page = await t.call("GET", "/services/mails/mail", {
      token: admin,
      query: { region: "mexico", draw: 3, from: 0, rpp: 5 },
    });
    expect(page.http).toBe(200);
    const { draw, recordsTotal, data } = page.body.result;
    expect(draw).toBe(3);
    expect(data).toHaveLength(5);
    expect(recordsTotal).toBeGreaterThan(5);
    expect(data.every((row: { region: string }) => row.region === "mexico")).toBe(true);
    const dates = data.map((row: { fecha_modificacion: string }) => row.fecha_modificacion);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data[0]).not.toHaveProperty("html");
  });

  it("searches subject, flow and program, and sorts by a column", async () => {
    const found = await t.call("GET", "/services/mails/mail", {
      token: admin,
      query: { region: "mexico", search: "cancelación", sort_field: "id_mail", sort_order: "asc" },
    });
    const rows = found.body.result.data as { desc_flujo: string; id_mail: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.desc_flujo === "Cancelación")).toBe(true);
    expect(found.body.result.recordsFiltered).toBeLessThan(found.body.result.recordsTotal);
    expect(rows.map((r) => r.id_mail)).toEqual([...rows.map((r) => r.id_mail)].sort());
  });

  it("refuses a region the user does not hold with 'Región no permitida' (wsgu_invalid_region)", async () => {
    const refused = await t.call("GET", "/services/mails/mail", {
      token: casual,
      query: { region: "colombia" },
    });
    expect([refused.http, refused.body.error]).toEqual([403, "wsgu_invalid_region"]);
  });

  it("lists the flows and programs", async () => {
    const flows = await t.call("GET", "/services/mails/flow", { token: casual });
    expect(flows.body.result).toContainEqual({ id: 2, name: "Cancelación" });
    const programs = await t.call("GET", "/services/adm/program", { token: casual });
    expect(programs.body.result).toContainEqual({ id: 1, name: "Claro video" });
  });
});

describe("creating, publishing and sending", () => {
  it("checks an id's availability by id and region", async () => {
    const seeded = (
      await t.call("GET", "/services/mails/mail", { token: admin, query: { region: "mexico" } })
    ).body.result.data[0];
    const taken = await t.call("GET", `/services/mails/mail/available/${seeded.id_mail}`, {
      token: admin,
      query: { mail_region: "mexico" },
    });
    expect(taken.body.result.available).toBe(false);
    const elsewhere = await t.call("GET", `/services/mails/mail/available/${seeded.id_mail}`, {
      token: admin,
      query: { mail_region: "uruguay" },
    });
    expect(elsewhere.body.result.available).toBe(true);
    const lower = await t.call("GET", "/services/mails/mail/available/nuevo_id_libre", {
      token: admin,
      query: { mail_region: "mexico" },
    });
    expect(lower.body.result).toEqual({ id_mail: "NUEVO_ID_LIBRE", mail_region: "mexico", available: true });
  });

  it("creates a draft, refuses the same id in the same region, accepts it in another", async () => {
    const created = await t.call("POST", "/services/mails/mail", {
      token: admin,
      body: draft("ALTA_PRUEBA_1"),
    });
    expect(created.http).toBe(201);
    expect(created.body.result).toMatchObject({
      id_mail: "ALTA_PRUEBA_1",
      region: "mexico",
      country_code: "MX",
      desc_region: "México",
      desc_programa: "Claro video",
      desc_flujo: "Compra",
      status: 0,
      fecha_publicacion: null,
      usuario_modificacion: "operador@adm.test",
    });
    const again = await t.call("POST", "/services/mails/mail", {
      token: admin,
      body: draft("ALTA_PRUEBA_1"),
    });
    expect([again.http, again.body.error, again.body.extra]).toEqual([
      409,
      "mail_id_exists",
      { datafield: "id_mail" },
    ]);
    const chile = await t.call("POST", "/services/mails/mail", {
      token: admin,
      body: draft("ALTA_PRUEBA_1", "chile"),
    });
    expect(chile.http).toBe(201);
  });

  it("refuses an unknown program on its field and writes nothing", async () => {
    const before = await countRows(t.db, "mails");
    const bad = await t.call("POST", "/services/mails/mail", {
      token: admin,
      body: { ...draft("ALTA_PRUEBA_2"), id_programa: 99 },
    });
    expect([bad.http, bad.body.extra]).toEqual([400, { datafield: "id_programa" }]);
    expect(await countRows(t.db, "mails")).toBe(before);
  });

  it("creates and publishes; when the draft fails nothing is published", async () => {
    const both = await t.call("POST", "/services/mails/mail/publish", {
      token: admin,
      body: draft("ALTA_PUBLICADA"),
    });
    expect(both.http).toBe(201);
    expect(both.body.result).toMatchObject({ status: 1, usuario_publicacion: "operador@adm.test" });
    expect(both.body.result.fecha_publicacion).toBe(new Date(t.clock.now).toISOString());

    // The draft of an existing id fails: the existing draft stays unpublished, no publish audit row.
    const publishesBefore = (
      await t.db.selectFrom("logs").select("log_id").where("action", "=", "mail_publish").execute()
    ).length;
    const failed = await t.call("POST", "/services/mails/mail/publish", {
      token: admin,
      body: { ...draft("ALTA_PRUEBA_1"), subject: "Otro asunto" },
    });
    expect([failed.http, failed.body.error]).toEqual([409, "mail_id_exists"]);
    const kept = await t.call("GET", "/services/mails/mail/ALTA_PRUEBA_1", {
      token: admin,
      query: { mail_region: "mexico" },
    });
    expect(kept.body.result).toMatchObject({
      status: 0,
      subject: "Tu compra está confirmada",
      fecha_publicacion: null,
    });
    const publishesAfter = (
      await t.db.selectFrom("logs").select("log_id").where("action", "=", "mail_publish").execute()
    ).length;
    expect(publishesAfter).toBe(publishesBefore);
  });

  it("publishes a draft, and an edit makes it a draft again", async () => {
    t.clock.advance(60_000);
    const published = await t.call("POST", "/services/mails/mail/publish/ALTA_PRUEBA_1", {
      token: admin,
      query: { mail_region: "mexico" },
    });
    expect(published.body.result).toMatchObject({ status: 1, usuario_publicacion: "operador@adm.test" });
    expect((await lastLog(t.db, "mail_publish")).message).toBe("Mail publicado: ALTA_PRUEBA_1 (mexico)");
    const { id_mail: _, mail_region: __, ...fields } = draft("X");
    const edited = await t.call("PUT", "/services/mails/mail/ALTA_PRUEBA_1", {
      token: admin,
      query: { mail_region: "mexico" },
      body: { ...fields, subject: "Asunto nuevo" },
    });
    expect(edited.body.result).toMatchObject({ status: 0, subject: "Asunto nuevo" });
    expect(edited.body.result.fecha_publicacion).not.toBeNull();
  });

  it("previews with the placeholders filled in and queues a test send in the outbox", async () => {
    const preview = await t.call("GET", "/services/mails/mail/preview/ALTA_PRUEBA_1", {
      token: casual,
      query: { mail_region: "mexico", mail_to: "ana@example.com" },
    });
    expect(preview.body.result).toEqual({
      subject: "Asunto nuevo",
      mail_to: "ana@example.com",
      html: "<p>Hola Claro video, enviado a ana@example.com (México)</p>",
    });
    const outbox = await countRows(t.db, "mail_outbox");
    const sent = await t.call("POST", "/services/mails/mail/send/ALTA_PRUEBA_1", {
      token: admin,
      query: { mail_region: "mexico" },
      body: { mail_to: "ana@example.com" },
    });
    expect(sent.http).toBe(201);
    expect(await countRows(t.db, "mail_outbox")).toBe(outbox + 1);
    const queued = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .orderBy("mail_id", "desc")
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      to: "ana@example.com",
      subject: "Asunto nuevo",
      mail_id: sent.body.result.outbox_id,
    });
    expect(queued.body).toContain("enviado a ana@example.com");
  });

  it("finds a pasted id in every region the user holds", async () => {
    const found = await t.call("GET", "/services/mails/mail/find/alta_prueba_1", { token: admin });
    expect(found.body.result.map((m: { region: string }) => m.region).sort()).toEqual(["chile", "mexico"]);
    const narrower = await t.call("GET", "/services/mails/mail/find/ALTA_PRUEBA_1", { token: casual });
    expect(narrower.body.result.map((m: { region: string }) => m.region).sort()).toEqual(["chile", "mexico"]);
  });

  it("deletes with the reason in the audit row; a missing template is not_found", async () => {
    const removed = await t.call("DELETE", "/services/mails/mail/ALTA_PRUEBA_1", {
      token: admin,
      query: { mail_region: "chile", reason: "duplicado" },
    });
    expect(removed.body.result).toEqual({ id_mail: "ALTA_PRUEBA_1", mail_region: "chile" });
    expect((await lastLog(t.db, "mail_delete")).message).toBe(
      "Mail eliminado: ALTA_PRUEBA_1 (chile) · motivo: duplicado",
    );
    const gone = await t.call("GET", "/services/mails/mail/ALTA_PRUEBA_1", {
      token: admin,
      query: { mail_region: "chile" },
    });
    expect([gone.http, gone.body.error]).toEqual([404, "not_found"]);
  });

  it("keeps a view-only user from writing", async () => {
    const refused = await t.call("POST", "/services/mails/mail", {
      token: casual,
      body: draft("NO_PERMITIDO"),
    });
    expect([refused.http, refused.body.error]).toEqual([403, "user_without_permission"]);
    const outOfRegion = await t.call("GET", "/services/mails/mail/ALTA_PUBLICADA", {
      token: casual,
      query: { mail_region: "colombia" },
    });
    expect(outOfRegion.body.error).toBe("wsgu_invalid_region");
  });
});
