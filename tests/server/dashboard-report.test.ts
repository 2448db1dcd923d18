import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyticsAddress } from "../../server/analytics-address.ts";
import { createApp } from "../../server/app.ts";
import { mountConsoleConfig } from "../../server/static-console.ts";
import { createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Send mail (spec 2 §7: recipients, subject 'Informe Edge API', HTML body) and dashboard/share.

let t: TestApp;
let operador: string;
let consulta: string;
beforeAll(async () => {
  t = await createTestApp();
  [operador, consulta] = await Promise.all([t.login("operador@adm.test"), t.login("consulta@adm.test")]);
});
afterEach(() => {
  delete process.env.ADM_ANALYTICS_URL;
});

const send = (body: unknown, token = operador, area = "api") =>
  t.call("POST", `/services/dashboard/edge/${area}/mail`, { token, body });

const outbox = () => t.db.selectFrom("mail_outbox").selectAll().orderBy("mail_id").execute();

describe("dashboard report mail", () => {
  it("queues one message per recipient with its audit row", async () => {
    const before = (await outbox()).length;
    const body = "<h1>Evento 1000123</h1><pre>{&quot;status&quot;: 503}</pre>";
    const reply = await send({
      email: "noc@adm.test; Guardia@ADM.test, noc@adm.test",
      subject: "Informe Edge API",
      body,
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ queued: 2 });
    const queued = (await outbox()).slice(before);
    expect(queued.map((mail) => [mail.to, mail.subject, mail.body])).toEqual([
      ["noc@adm.test", "Informe Edge API", body],
      ["guardia@adm.test", "Informe Edge API", body],
    ]);
    const log = await lastLog(t.db, "edge_report_send");
    expect(log).toMatchObject({ user: "operador@adm.test" });
    expect(log.message).toContain("noc@adm.test, guardia@adm.test");
  });

  it("takes the recipients as a list too", async () => {
    const reply = await send(
      { email: ["a@adm.test"], subject: "Informe Edge Video", body: "<p>x</p>" },
      operador,
      "video",
    );
    expect(reply.body.result).toEqual({ queued: 1 });
  });

  it("queues nothing when any recipient is not an e-mail address", async () => {
    const before = await t.counts();
    for (const email of ["noc@adm.test, no-es-correo", "", [] as string[], Array(21).fill("a@adm.test")]) {
      const reply = await send({ email, subject: "Informe Edge API", body: "<p>x</p>" });
      expect(reply.http, JSON.stringify(email).slice(0, 40)).toBe(400);
      expect(reply.body).toMatchObject({ extra: { datafield: "email" } });
    }
    expect((await send({ email: "a@adm.test", subject: "", body: "<p>x</p>" })).body.extra).toEqual({
      datafield: "subject",
    });
    expect(await t.counts()).toEqual(before);
  });

  it("needs the dashboard edit privilege: view alone may not send", async () => {
    const before = await t.counts();
    const reply = await send(
      { email: "a@adm.test", subject: "Informe Edge API", body: "<p>x</p>" },
      consulta,
    );
    expect(reply.http).toBe(403);
    expect(await t.counts()).toEqual(before);
  });
});

describe("dashboard/share", () => {
  it("answers no address while none is configured (the default), and the configured one once it is", async () => {
    for (const setting of [undefined, "", "  "]) {
      if (setting === undefined) delete process.env.ADM_ANALYTICS_URL;
      else process.env.ADM_ANALYTICS_URL = setting;
      const reply = await t.call("GET", "/services/dashboard/share", { token: consulta });
      expect([reply.http, reply.body.status, reply.body.result]).toEqual([200, 0, { url: null }]);
    }
    process.env.ADM_ANALYTICS_URL = "https://bi.example.test/embed/42";
    expect((await t.call("GET", "/services/dashboard/share", { token: consulta })).body.result).toEqual({
      url: "https://bi.example.test/embed/42",
    });
  });

  it("never hands out an address that is not https or carries credentials", async () => {
    for (const setting of ["http://bi.example.test/x", "https://user:pw@bi.example.test/x", "not a url"]) {
      process.env.ADM_ANALYTICS_URL = setting;
      const reply = await t.call("GET", "/services/dashboard/share", { token: consulta });
      expect(reply.http).toBe(500);
      expect(reply.body).toMatchObject({ result: null, error: "dashboard_share_unavailable" });
    }
  });

  it("names the analytics host in the serving host's /config.json, none by default", async () => {
    const config = async () => {
      const app = createApp({ db: t.db, secret: "config-test" });
      mountConsoleConfig(app, "/services", { analyticsHost: analyticsAddress()?.host ?? "" });
      return (await app.request("/config.json")).json();
    };
    expect(await config()).toEqual({ analyticsHost: "", servicesBase: "/services" });
    process.env.ADM_ANALYTICS_URL = "https://analytics.adm.test/public/dashboard/operaciones-edge?embed=1";
    expect(await config()).toEqual({ analyticsHost: "analytics.adm.test", servicesBase: "/services" });
  });

  it("needs the dashboard module", async () => {
    const apauat = await t.login("apauat@adm.test");
    expect((await t.call("GET", "/services/dashboard/share", { token: apauat })).http).toBe(403);
  });
});

describe("dashboard calls in the OpenAPI document", () => {
  it("documents the edge list's paging, window and search parameters", async () => {
    const admin = await t.login("admin@adm.test");
    const reply = await t.app.request("/services/openapi.json", {
      headers: { authorization: `Bearer ${admin}` },
    });
    const document = (await reply.json()) as {
      paths: Record<string, Record<string, { operationId: string; parameters: { name: string }[] }>>;
    };
    const edges = document.paths["/dashboard/edge/{area}/edges"]?.get;
    expect(edges?.operationId).toBe("dashboard.listEdges");
    expect(edges?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "area",
        "start",
        "length",
        "from",
        "quantity",
        "draw",
        "interval",
        "until",
        "search",
      ]),
    );
  });
});
