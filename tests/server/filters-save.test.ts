import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { PRODUCT_FIXTURES as P } from "../../server/products/seed/seed-fixtures.ts";
import { contentsOf, countOf, FILTERS, freeMovies, one } from "./filters-helpers.ts";
import { createTestApp, lastLog, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
let consulta: string;
let operador: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, consulta, operador] = await Promise.all(
    ["admin@adm.test", "consulta@adm.test", "operador@adm.test"].map((email) => t.login(email)),
  );
});

const save = (body: unknown, token = admin) => t.call("POST", `${FILTERS}/save`, { token, body });
const logCount = () => countOf(t, "select count(*) n from logs");

describe("save (spec 2 §4, §7)", () => {
  it("creates a filter (status 200) in the caller's region and tenant, audited, and returns its id", async () => {
    const reply = await save({
      filter: { name: "Nuevo manual", description: "d", type: "M", item_type: "T" },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe(200);
    const filter = reply.body.result.filter;
    expect(filter).toMatchObject({
      name: "Nuevo manual",
      type: "M",
      status: "ACT",
      item_type: "T",
      region: "mexico",
      tenant_code: "video",
      total_contents: 0,
      user_data: { created_user: "admin@adm.test", modified_user: "admin@adm.test", publish_date: null },
    });
    expect(filter.filter_id).toBeGreaterThan(0);
    expect((await lastLog(t.db, "filter_create")).message).toContain(`id ${filter.filter_id}`);
  });

  it("refuses a filter without type or content type, and never changes them afterwards", async () => {
    const missing = await save({ filter: { name: "x" } });
    expect(missing.http).toBe(400);
    expect(missing.body.extra).toMatchObject({ error_code: "filter_type_required" });
    for (const change of [{ type: "A" }, { item_type: "S" }]) {
      const before = await logCount();
      const reply = await save({ filter: { filter_id: F.manualPicks.id, name: "cambiado", ...change } });
      expect(reply.http).toBe(409);
      expect(reply.body.extra).toMatchObject({
        error_code: "filter_type_fixed",
        error_msg: expect.any(String),
      });
      expect(await logCount()).toBe(before);
    }
    expect(
      (await one<{ name: string }>(t, "select name from filters where filter_id = ?", F.manualPicks.id)).name,
    ).toBe(F.manualPicks.name);
  });

  it("with tags: saves, deletes every content and adds the tagged ones in order, in one transaction", async () => {
    const created = await save({ filter: { name: "Con etiquetas", type: "M", item_type: "G" } });
    const id = created.body.result.filter.filter_id;
    const first = await freeMovies(t, id, 30);
    await save({ filter: { filter_id: id }, contents: first });
    expect(await contentsOf(t, id)).toEqual(first);

    const tags = await freeMovies(t, id, 5, 200);
    const series = await one<{ content_id: number }>(
      t,
      "select content_id from contents where type_code = 'S' limit 1",
    );
    const reply = await save({
      filter: { filter_id: id, description: "etiquetado" },
      contents: [...tags, null, series.content_id, 999_999_999],
    });
    expect(reply.body.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      added: 5,
      rejected: [series.content_id, 999_999_999],
      dropped: 1,
    });
    // A null tag is dropped with the spec's message.
    expect(reply.body.message).toBe(
      "Error Contenidos Asociados: al validar el contenido de filtros se encontraron valores nulos",
    );
    expect(await contentsOf(t, id)).toEqual(tags);
    expect(reply.body.result.filter).toMatchObject({ description: "etiquetado", total_contents: 5 });
  });

  it("with tags on a failing save changes nothing: the contents stay as they were", async () => {
    const before = await contentsOf(t, F.manualPicks.id);
    const logs = await logCount();
    const reply = await save({ filter: { filter_id: F.manualPicks.id, type: "A" }, contents: [1_000_500] });
    expect(reply.http).toBe(409);
    expect(await contentsOf(t, F.manualPicks.id)).toEqual(before);
    expect(await logCount()).toBe(logs);
  });

  it("refuses more than 500 tags and tags that are not ids", async () => {
    const many = Array.from({ length: 501 }, (_, i) => 1_000_001 + i);
    expect((await save({ filter: { filter_id: F.manualPicks.id }, contents: many })).http).toBe(400);
    const words = await save({ filter: { filter_id: F.manualPicks.id }, contents: ["abc"] });
    expect(words.body).toMatchObject({ error: "invalid_request", extra: { datafield: "contents" } });
  });

  it("applies an ordering list of numbers only (§5)", async () => {
    const created = await save({ filter: { name: "Orden", type: "M", item_type: "G" } });
    const id = created.body.result.filter.filter_id;
    const movies = await freeMovies(t, id, 4, 300);
    await save({ filter: { filter_id: id }, contents: movies });
    const bad = await save({ filter: { filter_id: id, ordenList: "1,dos,3" } });
    expect(bad.http).toBe(400);
    expect(bad.body.extra?.error_code).toBe("filter_order_invalid");
    const order = [movies[3], movies[1]].join(",");
    await save({ filter: { filter_id: id, ordenList: order } });
    expect(await contentsOf(t, id)).toEqual([movies[3], movies[1], movies[0], movies[2]]);
  });

  it("toggles the status by saving it", async () => {
    const reply = await save({ filter: { filter_id: F.seasonDraft.id, status: "ACT" } });
    expect(reply.body.result.filter).toMatchObject({ status: "ACT", status_value: true });
    await save({ filter: { filter_id: F.seasonDraft.id, status: "NOACT" } });
    expect(
      (await one<{ status: string }>(t, "select status from filters where filter_id = ?", F.seasonDraft.id))
        .status,
    ).toBe("NOACT");
  });

  it("needs new to create and edit to change: consulta (view only) is refused both", async () => {
    expect((await save({ filter: { name: "x", type: "M", item_type: "G" } }, consulta)).http).toBe(403);
    expect((await save({ filter: { filter_id: F.manualPicks.id, name: "x" } }, consulta)).http).toBe(403);
    expect(
      (await save({ filter: { filter_id: F.manualPicks.id, name: F.manualPicks.name } }, operador)).http,
    ).toBe(200);
  });
});

describe("delete (spec 2 §7)", () => {
  it("deletes the filter with its contents, criteria and publications; refuses without delete", async () => {
    const created = await save({ filter: { name: "Para borrar", type: "A", item_type: "G" } });
    const id = created.body.result.filter.filter_id;
    await t.call("POST", `${FILTERS}/criteria`, {
      token: admin,
      query: { id_filtro: id, criteria: 103 },
      body: { valor: "drama", operador: "OR" },
    });
    expect((await t.call("DELETE", `${FILTERS}/filter/${id}`, { token: consulta })).http).toBe(403);
    const reply = await t.call("DELETE", `${FILTERS}/filter/${id}`, { token: admin });
    expect(reply.body.result).toEqual({ filter_id: id });
    for (const table of ["filters", "filter_criteria", "filter_criterion_values"]) {
      expect(await countOf(t, `select count(*) n from ${table} where filter_id = ?`, id)).toBe(0);
    }
    expect((await t.call("DELETE", `${FILTERS}/filter/${id}`, { token: admin })).http).toBe(404);
  });

  it("refuses a filter a product plan uses, naming the plans, and changes nothing", async () => {
    const planFilters = "select count(*) n from product_plan_filters where filter_id = ?";
    const held = await contentsOf(t, F.catalogueMovies.id);
    const [usedBy, logs] = [await countOf(t, planFilters, F.catalogueMovies.id), await logCount()];
    expect(usedBy).toBeGreaterThan(0);
    const reply = await t.call("DELETE", `${FILTERS}/filter/${F.catalogueMovies.id}`, { token: admin });
    expect(reply.http).toBe(409);
    const message = `El filtro está en uso por los planes: ${P.video.plan} ${P.video.planName}`;
    expect(reply.body).toMatchObject({
      error: "filter_in_use",
      extra: { error_code: "filter_in_use", error_msg: message },
    });
    const kept = "select count(*) n from filters where filter_id = ?";
    expect(await countOf(t, kept, F.catalogueMovies.id)).toBe(1);
    expect(await contentsOf(t, F.catalogueMovies.id)).toEqual(held);
    expect(await countOf(t, planFilters, F.catalogueMovies.id)).toBe(usedBy);
    expect(await logCount()).toBe(logs);
  });
});
