import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, T0, type TestApp } from "./helpers.ts";

// Open signals (spec 2 §2–§8): every call, the refused dates, and the states by the server's clock.

let t: TestApp;
let operator: string;
const NOW = Math.floor(T0 / 1000);
const HOUR = 3_600;

const body = (start: number, end: number) => ({
  title: "Final Liga MX",
  description: "Transmisión abierta",
  image_url: "https://img.adm.test/final.jpg",
  group_id: "912345",
  liveref: "live-final-1",
  node_name: "nodo-mx-qro-01",
  bss_code: "PW-LMX-001",
  start_date: start,
  end_date: end,
});

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  operator = await t.login("operador@adm.test");
});

describe("open signals", () => {
  it("lists pages of signals with their product type and a state for each", async () => {
    const page = await t.call("GET", "/services/v1/openstream/list", {
      token: operator,
      query: { from: 0, quantity: 3, sort_field: "start_date", sort_order: "asc" },
    });
    const { recordsTotal, openstreams } = page.body.result;
    expect(recordsTotal).toBe(30);
    expect(openstreams).toHaveLength(3);
    expect(openstreams[0]).toMatchObject({ type: expect.any(String), status: 2 });
    for (const state of ["0", "1", "2"]) {
      const only = await t.call("GET", "/services/v1/openstream/list", {
        token: operator,
        query: { status: state, quantity: 50 },
      });
      expect(only.body.result.recordsTotal).toBeGreaterThan(0);
      expect(only.body.result.openstreams.every((s: { status: number }) => s.status === Number(state))).toBe(
        true,
      );
    }
    const current = await t.call("GET", "/services/v1/openstream/list", {
      token: operator,
      query: { status: "current", quantity: 50 },
    });
    expect(current.body.result.openstreams.every((s: { status: number }) => s.status !== 2)).toBe(true);
  });

  it("lists the Payway products with their BSS code and type", async () => {
    const products = await t.call("GET", "/services/v1/openstream/payway", { token: operator });
    expect(products.body.result).toContainEqual({
      bss_code: "PW-LMX-001",
      type: "PPV",
      name: "Liga MX en vivo",
    });
  });

  it("refuses equal dates and a start after the end, writing nothing", async () => {
    const before = await countRows(t.db, "open_signals");
    const equal = await t.call("POST", "/services/v1/openstream", { token: operator, body: body(NOW, NOW) });
    expect([equal.http, equal.body.error, equal.body.extra]).toEqual([
      400,
      "signal_dates_equal",
      { datafield: "end_date" },
    ]);
    const reversed = await t.call("POST", "/services/v1/openstream", {
      token: operator,
      body: body(NOW + HOUR, NOW),
    });
    expect([reversed.body.error, reversed.body.extra]).toEqual([
      "signal_start_after_end",
      { datafield: "start_date" },
    ]);
    const translations = await t.call("GET", "/services/base/translations", { token: operator });
    expect(translations.body.result.es.signal_dates_equal).toBe(
      "Las fechas de inicio y fin no pueden ser iguales.",
    );
    const unknown = await t.call("POST", "/services/v1/openstream", {
      token: operator,
      body: { ...body(NOW, NOW + HOUR), bss_code: "PW-NADA" },
    });
    expect(unknown.body.error).toBe("signal_product_unknown");
    expect(await countRows(t.db, "open_signals")).toBe(before);
  });

  it("adds a scheduled signal, edits it by _id, republishes and cancels it", async () => {
    const created = await t.call("POST", "/services/v1/openstream", {
      token: operator,
      body: body(NOW + HOUR, NOW + 3 * HOUR),
    });
    expect(created.http).toBe(201);
    const signal = created.body.result;
    expect(signal).toMatchObject({
      status: 1,
      type: "PPV",
      user_name: "operador@adm.test",
      published_at: null,
    });
    const edited = await t.call("PUT", "/services/v1/openstream", {
      token: operator,
      body: { ...body(NOW - HOUR, NOW + HOUR), _id: signal._id, title: "Final Liga MX (vuelta)" },
    });
    expect(edited.body.result).toMatchObject({ _id: signal._id, status: 0, title: "Final Liga MX (vuelta)" });
    const republished = await t.call("POST", `/services/v1/openstream/republish/${signal._id}`, {
      token: operator,
    });
    expect(republished.body.result.published_at).toBe(NOW);
    expect((await lastLog(t.db, "signal_republish")).message).toContain(`id ${signal._id}`);
    const cancelled = await t.call("POST", `/services/v1/openstream/cancel/${signal._id}`, {
      token: operator,
    });
    expect(cancelled.body.result).toMatchObject({
      status: 2,
      start_date: NOW - HOUR,
      end_date: NOW + HOUR,
      cancelled_at: NOW,
    });
    const again = await t.call("POST", `/services/v1/openstream/cancel/${signal._id}`, { token: operator });
    expect([again.http, again.body.error]).toEqual([409, "signal_already_ended"]);
    const read = await t.call("GET", `/services/v1/openstream/list/${signal._id}`, { token: operator });
    expect(read.body.result.status).toBe(2);
  });

  it("cancels a scheduled signal keeping its schedule: it is Historico, never Programado again", async () => {
    const created = await t.call("POST", "/services/v1/openstream", {
      token: operator,
      body: { ...body(NOW + 2 * HOUR, NOW + 4 * HOUR), title: "Gala cancelada" },
    });
    const id = created.body.result._id;
    const cancelled = await t.call("POST", `/services/v1/openstream/cancel/${id}`, { token: operator });
    expect(cancelled.body.result).toMatchObject({
      status: 2,
      start_date: NOW + 2 * HOUR,
      end_date: NOW + 4 * HOUR,
      cancelled_at: NOW,
    });
    const listed = async (status: string) => {
      const page = await t.call("GET", "/services/v1/openstream/list", {
        token: operator,
        query: { status, search: "Gala cancelada", quantity: 50 },
      });
      return page.body.result.openstreams.map((s: { _id: string }) => s._id);
    };
    expect(await listed("2")).toEqual([id]);
    expect(await listed("1")).toEqual([]);
    expect(await listed("current")).toEqual([]);
    expect((await lastLog(t.db, "signal_cancel")).message).toContain(`id ${id}`);
  });

  it("refuses equal dates on an edit too, leaving the signal as it was", async () => {
    const created = await t.call("POST", "/services/v1/openstream", {
      token: operator,
      body: body(NOW + HOUR, NOW + 2 * HOUR),
    });
    const signal = created.body.result;
    const equal = await t.call("PUT", "/services/v1/openstream", {
      token: operator,
      body: { ...body(NOW + 5 * HOUR, NOW + 5 * HOUR), _id: signal._id, title: "No se guarda" },
    });
    expect([equal.http, equal.body.error, equal.body.extra]).toEqual([
      400,
      "signal_dates_equal",
      { datafield: "end_date" },
    ]);
    const read = await t.call("GET", `/services/v1/openstream/list/${signal._id}`, { token: operator });
    expect(read.body.result).toMatchObject({
      title: signal.title,
      start_date: NOW + HOUR,
      end_date: NOW + 2 * HOUR,
    });
  });

  it("answers not_found for an unknown _id and refuses users without the ostream module", async () => {
    const missing = await t.call("PUT", "/services/v1/openstream", {
      token: operator,
      body: { ...body(NOW, NOW + HOUR), _id: "99999" },
    });
    expect(missing.body.error).toBe("not_found");
    const casual = await t.login("consulta@adm.test");
    const refused = await t.call("GET", "/services/v1/openstream/list", { token: casual });
    expect([refused.http, refused.body.error]).toEqual([403, "user_without_permission"]);
  });
});
